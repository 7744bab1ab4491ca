// eip155 signing in the frame (SPEC §6 unsafe methods): personal_sign, eth_signTypedData_v4, eth_sendTransaction.
// parseEvmRequest reads and checks the request; evmSigningRequest carries it out with the EOA: the transaction is
// completed (nonce, gas, fees) from the chain, signed here and broadcast through the RPC proxy. The smart account
// carries out the same requests in smartAccountSigner.ts.
import {
  type CaipNetworkId,
  EmbeddedWalletError,
  RPC_ERROR_CODES,
  SMART_SESSIONS_NEED_SMART_ACCOUNT,
} from '@gangway/protocol';
import {
  type Address,
  formatEther,
  type Hex,
  hexToBytes,
  isHex,
  type SignableMessage,
  type TypedDataDefinition,
} from 'viem';
import type { EvmKey } from './keys.ts';
import type { RpcCall } from './rpcProxy.ts';
import {
  grantDetails,
  parseSessionGrant,
  parseSessionRevoke,
  type SessionGrant,
  type SessionRevoke,
} from './sessionGrants.ts';
import { invalidParams, type SigningRequest } from './signingRequest.ts';

/** An unsafe eip155 request, checked: `address` is the account it names (the signer or the sender). */
export type EvmRequest =
  | { kind: 'message'; address: Address; message: SignableMessage; shown: string }
  | {
      kind: 'typedData';
      address: Address;
      definition: TypedDataDefinition;
      details: readonly (readonly [string, string])[];
    }
  | { kind: 'transaction'; address: Address; to?: Address; value: bigint; data?: Hex; gas?: bigint }
  /** EIP-5792 wallet_sendCalls: all of the calls or none (atomic), from the smart account. */
  | { kind: 'calls'; address: Address; chainId?: number; calls: readonly Call[] }
  /** ERC-7715: a session key for the app (smart sessions), and its revoke; the smart account's only. */
  | SessionGrant
  | SessionRevoke;

export interface Call {
  to: Address;
  value: bigint;
  data?: Hex;
}

/** The most calls one wallet_sendCalls batch may carry. */
export const MAX_BATCH_CALLS = 16;

const list = (params: unknown): unknown[] => (Array.isArray(params) ? params : []);

function addressParam(value: unknown): Address {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(value))
    throw invalidParams(`The address ${String(value)} is not this wallet's`);
  return value as Address;
}

const quantity = (value: unknown, field: string): bigint | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !isHex(value)) throw invalidParams(`${field} must be a hex quantity`);
  return BigInt(value);
};

/** A message shown as text when it is UTF-8, as hex otherwise. */
function readableMessage(message: `0x${string}`): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message));
    return /^[\P{Cc}\n\r\t]*$/u.test(text) ? text : message;
  } catch {
    return message;
  }
}

export function parseEvmRequest(method: string, params: unknown): EvmRequest {
  const args = list(params);
  switch (method) {
    case 'personal_sign': {
      const [message, address] = args;
      const signer = addressParam(address);
      if (typeof message !== 'string') throw invalidParams('The message must be a string');
      const raw = isHex(message) ? message : undefined;
      return {
        kind: 'message',
        address: signer,
        message: raw ? { raw } : message,
        shown: raw ? readableMessage(raw) : message,
      };
    }
    case 'eth_signTypedData_v4': {
      const [address, data] = args;
      const signer = addressParam(address);
      let typed: TypedDataDefinition & { types: Record<string, unknown> };
      try {
        typed = (typeof data === 'string' ? JSON.parse(data) : data) as typeof typed;
      } catch {
        throw invalidParams('The typed data is not JSON');
      }
      if (!typed || typeof typed !== 'object' || !typed.types || !typed.primaryType)
        throw invalidParams('The typed data needs types, primaryType, domain and message');
      const { EIP712Domain: _domainType, ...types } = typed.types;
      return {
        kind: 'typedData',
        address: signer,
        definition: { ...typed, types } as TypedDataDefinition,
        details: [
          ['Type', String(typed.primaryType)],
          ['Domain', JSON.stringify(typed.domain ?? {}, null, 2)],
          ['Message', JSON.stringify(typed.message ?? {}, null, 2)],
        ],
      };
    }
    case 'eth_sendTransaction': {
      const tx = args[0] as Record<string, unknown> | undefined;
      if (!tx || typeof tx !== 'object') throw invalidParams('A transaction object is required');
      const from = addressParam(tx.from);
      const to = tx.to;
      if (to !== undefined && to !== null && (typeof to !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(to)))
        throw invalidParams('to must be an address');
      const data = tx.data ?? tx.input;
      if (data !== undefined && (typeof data !== 'string' || !isHex(data)))
        throw invalidParams('data must be hex');
      const gas = quantity(tx.gas, 'gas');
      return {
        kind: 'transaction',
        address: from,
        ...(typeof to === 'string' ? { to: to as Address } : {}),
        value: quantity(tx.value, 'value') ?? 0n,
        ...(data === undefined ? {} : { data: data as Hex }),
        ...(gas === undefined ? {} : { gas }),
      };
    }
    case 'wallet_sendCalls': {
      const body = args[0] as Record<string, unknown> | undefined;
      if (!body || typeof body !== 'object')
        throw invalidParams('wallet_sendCalls takes one object: version, chainId, from and calls');
      const from = addressParam(body.from);
      const chainId = quantity(body.chainId, 'chainId');
      const calls = body.calls;
      if (!Array.isArray(calls) || calls.length === 0 || calls.length > MAX_BATCH_CALLS)
        throw invalidParams(`calls must list 1 to ${MAX_BATCH_CALLS} calls`);
      return {
        kind: 'calls',
        address: from,
        ...(chainId === undefined ? {} : { chainId: Number(chainId) }),
        calls: calls.map((call: unknown, index) => {
          const entry = (call ?? {}) as Record<string, unknown>;
          if (typeof entry.to !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(entry.to))
            throw invalidParams(`calls[${index}].to must be an address`);
          if (entry.data !== undefined && (typeof entry.data !== 'string' || !isHex(entry.data)))
            throw invalidParams(`calls[${index}].data must be hex`);
          return {
            to: entry.to as Address,
            value: quantity(entry.value, `calls[${index}].value`) ?? 0n,
            ...(entry.data === undefined ? {} : { data: entry.data as Hex }),
          };
        }),
      };
    }
    case 'wallet_grantPermissions':
      return parseSessionGrant(params);
    case 'wallet_revokePermissions':
      return parseSessionRevoke(params);
  }
  throw invalidParams(`${method} is not an eip155 signing method`);
}

/** What ApproveTransaction shows for a request, whichever account carries it out. */
export function approvalContent(
  request: EvmRequest,
  chainId: CaipNetworkId,
): Pick<SigningRequest, 'title' | 'details'> {
  switch (request.kind) {
    case 'message':
      return { title: 'Sign message', details: [['Message', request.shown]] };
    case 'typedData':
      return { title: 'Sign typed data', details: request.details };
    case 'transaction':
      return {
        title: 'Send transaction',
        details: [
          ['Network', chainId],
          ['To', request.to ?? 'new contract'],
          ['Value', `${formatEther(request.value)}`],
          ...(request.data && request.data !== '0x' ? ([['Data', request.data]] as const) : []),
        ],
      };
    case 'calls':
      return {
        title: `Send ${request.calls.length} calls, all or none`,
        details: [
          ['Network', chainId],
          ...request.calls.map(
            (call, index) =>
              [
                `Call ${index + 1}`,
                `To ${call.to}\nValue ${formatEther(call.value)}${call.data && call.data !== '0x' ? `\nData ${call.data}` : ''}`,
              ] as const,
          ),
        ],
      };
    case 'grant':
      return { title: 'Grant a session key', details: [['Network', chainId], ...grantDetails(request)] };
    case 'revoke':
      return {
        title: 'Revoke a session key',
        details: [
          ['Network', chainId],
          ['Session', request.id],
        ],
      };
  }
}

/** The request carried out by the EOA. */
export function evmSigningRequest(
  request: EvmRequest,
  context: { key: EvmKey; chainId: CaipNetworkId; rpc: RpcCall },
): SigningRequest {
  const { key, chainId } = context;
  const shown = approvalContent(request, chainId);
  switch (request.kind) {
    case 'message':
      return { ...shown, execute: () => key.account.signMessage({ message: request.message }) };
    case 'typedData':
      return { ...shown, execute: () => key.account.signTypedData(request.definition) };
    case 'transaction':
      return { ...shown, execute: () => sendFromKey(request, context) };
    case 'calls':
      throw new EmbeddedWalletError(
        'Atomicity not supported: switch to the smart account to send calls together',
        {
          code: RPC_ERROR_CODES.ATOMICITY_NOT_SUPPORTED,
        },
      );
    case 'grant':
    case 'revoke':
      throw new EmbeddedWalletError(SMART_SESSIONS_NEED_SMART_ACCOUNT, {
        code: RPC_ERROR_CODES.UNSUPPORTED_METHOD,
      });
  }
}

async function sendFromKey(
  request: Extract<EvmRequest, { kind: 'transaction' }>,
  context: { key: EvmKey; chainId: CaipNetworkId; rpc: RpcCall },
): Promise<unknown> {
  const { key, chainId, rpc } = context;
  const { to, value, data, gas } = request;
  const chain = Number(chainId.slice('eip155:'.length));
  const call = { from: key.address, to, value: `0x${value.toString(16)}`, data };
  const [nonce, estimated, block] = await Promise.all([
    rpc(chainId, 'eth_getTransactionCount', [key.address, 'pending']),
    gas === undefined ? rpc(chainId, 'eth_estimateGas', [call]) : Promise.resolve(undefined),
    rpc(chainId, 'eth_getBlockByNumber', ['latest', false]),
  ]);
  const baseFee = (block as { baseFeePerGas?: string } | null)?.baseFeePerGas;
  const common = {
    chainId: chain,
    nonce: Number(BigInt(nonce as string)),
    gas: gas ?? BigInt(estimated as string),
    to,
    value,
    data,
  };
  let signed: `0x${string}`;
  if (baseFee) {
    const tip = BigInt(
      (await rpc(chainId, 'eth_maxPriorityFeePerGas', []).catch(() => '0x3b9aca00')) as string,
    );
    signed = await key.account.signTransaction({
      ...common,
      type: 'eip1559',
      maxPriorityFeePerGas: tip,
      maxFeePerGas: BigInt(baseFee) * 2n + tip,
    });
  } else {
    const gasPrice = BigInt((await rpc(chainId, 'eth_gasPrice', [])) as string);
    signed = await key.account.signTransaction({ ...common, type: 'legacy', gasPrice });
  }
  return rpc(chainId, 'eth_sendRawTransaction', [signed]);
}
