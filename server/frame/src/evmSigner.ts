// eip155 signing in the frame (SPEC §6 unsafe methods): personal_sign, eth_signTypedData_v4, eth_sendTransaction.
// parseEvmRequest reads and checks the request; evmSigningRequest carries it out with the EOA: the transaction is
// completed (nonce, gas, fees) from the chain, signed here and broadcast through the RPC proxy. The smart account
// carries out the same requests in smartAccountSigner.ts.
import type { CaipNetworkId } from '@gangway/protocol';
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
import { InvalidParamsError, type SigningRequest } from './signingRequest.ts';

/** An unsafe eip155 request, checked: `address` is the account it names (the signer or the sender). */
export type EvmRequest =
  | { kind: 'message'; address: Address; message: SignableMessage; shown: string }
  | {
      kind: 'typedData';
      address: Address;
      definition: TypedDataDefinition;
      details: readonly (readonly [string, string])[];
    }
  | { kind: 'transaction'; address: Address; to?: Address; value: bigint; data?: Hex; gas?: bigint };

const list = (params: unknown): unknown[] => (Array.isArray(params) ? params : []);

function addressParam(value: unknown): Address {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(value))
    throw new InvalidParamsError(`The address ${String(value)} is not this wallet's`);
  return value as Address;
}

const quantity = (value: unknown, field: string): bigint | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !isHex(value))
    throw new InvalidParamsError(`${field} must be a hex quantity`);
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
      if (typeof message !== 'string') throw new InvalidParamsError('The message must be a string');
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
        throw new InvalidParamsError('The typed data is not JSON');
      }
      if (!typed || typeof typed !== 'object' || !typed.types || !typed.primaryType)
        throw new InvalidParamsError('The typed data needs types, primaryType, domain and message');
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
      if (!tx || typeof tx !== 'object') throw new InvalidParamsError('A transaction object is required');
      const from = addressParam(tx.from);
      const to = tx.to;
      if (to !== undefined && to !== null && (typeof to !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(to)))
        throw new InvalidParamsError('to must be an address');
      const data = tx.data ?? tx.input;
      if (data !== undefined && (typeof data !== 'string' || !isHex(data)))
        throw new InvalidParamsError('data must be hex');
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
  }
  throw new InvalidParamsError(`${method} is not an eip155 signing method`);
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
