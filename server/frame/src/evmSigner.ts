// eip155 signing in the frame (SPEC §6 unsafe methods): personal_sign, eth_signTypedData_v4, eth_sendTransaction.
// The transaction is completed (nonce, gas, fees) from the chain, signed here and broadcast through the RPC proxy.
import type { CaipNetworkId } from '@gangway/protocol';
import { formatEther, hexToBytes, isAddressEqual, isHex, type TypedDataDefinition } from 'viem';
import type { EvmKey } from './keys.ts';
import type { RpcCall } from './rpcProxy.ts';
import { invalidParams, type SigningRequest } from './signingRequest.ts';

const list = (params: unknown): unknown[] => (Array.isArray(params) ? params : []);

function requireOwnAddress(key: EvmKey, value: unknown): void {
  if (
    typeof value !== 'string' ||
    !/^0x[0-9a-fA-F]{40}$/.test(value) ||
    !isAddressEqual(value as `0x${string}`, key.address)
  )
    throw invalidParams(`The address ${String(value)} is not this wallet's`);
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

export function evmSigningRequest(
  method: string,
  params: unknown,
  context: { key: EvmKey; chainId: CaipNetworkId; rpc: RpcCall },
): SigningRequest {
  const { key, chainId, rpc } = context;
  const args = list(params);
  switch (method) {
    case 'personal_sign': {
      const [message, address] = args;
      requireOwnAddress(key, address);
      if (typeof message !== 'string') throw invalidParams('The message must be a string');
      const raw = isHex(message) ? message : undefined;
      return {
        title: 'Sign message',
        details: [['Message', raw ? readableMessage(raw) : message]],
        execute: () => key.account.signMessage({ message: raw ? { raw } : message }),
      };
    }
    case 'eth_signTypedData_v4': {
      const [address, data] = args;
      requireOwnAddress(key, address);
      let typed: TypedDataDefinition & { types: Record<string, unknown> };
      try {
        typed = (typeof data === 'string' ? JSON.parse(data) : data) as typeof typed;
      } catch {
        throw invalidParams('The typed data is not JSON');
      }
      if (!typed || typeof typed !== 'object' || !typed.types || !typed.primaryType)
        throw invalidParams('The typed data needs types, primaryType, domain and message');
      const { EIP712Domain: _domainType, ...types } = typed.types;
      const definition = { ...typed, types } as TypedDataDefinition;
      return {
        title: 'Sign typed data',
        details: [
          ['Type', String(typed.primaryType)],
          ['Domain', JSON.stringify(typed.domain ?? {}, null, 2)],
          ['Message', JSON.stringify(typed.message ?? {}, null, 2)],
        ],
        execute: () => key.account.signTypedData(definition),
      };
    }
    case 'eth_sendTransaction': {
      const tx = args[0] as Record<string, unknown> | undefined;
      if (!tx || typeof tx !== 'object') throw invalidParams('A transaction object is required');
      requireOwnAddress(key, tx.from);
      const to = tx.to;
      if (to !== undefined && to !== null && (typeof to !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(to)))
        throw invalidParams('to must be an address');
      const data = tx.data ?? tx.input;
      if (data !== undefined && (typeof data !== 'string' || !isHex(data)))
        throw invalidParams('data must be hex');
      const value = quantity(tx.value, 'value') ?? 0n;
      const gas = quantity(tx.gas, 'gas');
      const chain = Number(chainId.slice('eip155:'.length));
      return {
        title: 'Send transaction',
        details: [
          ['Network', chainId],
          ['To', typeof to === 'string' ? to : 'new contract'],
          ['Value', `${formatEther(value)}`],
          ...(data && data !== '0x' ? ([['Data', data as string]] as const) : []),
        ],
        execute: async () => {
          const call = { from: key.address, to: to ?? undefined, value: `0x${value.toString(16)}`, data };
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
            to: (to ?? undefined) as `0x${string}` | undefined,
            value,
            data: data as `0x${string}` | undefined,
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
        },
      };
    }
  }
  throw invalidParams(`${method} is not an eip155 signing method`);
}
