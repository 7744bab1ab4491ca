// The network fee of a transfer, read from the network's RPC endpoint (SPEC §4 Send shows it; "Max" keeps it).
import { RPC_TIMEOUT_MS } from '../constants.ts';
import { GangwayError } from '../errors/GangwayError.ts';
import type { CaipNetwork } from '../networks/CaipNetwork.ts';
import type { TransferPayload } from './buildTransfer.ts';

/** Solana's fee per signature; a transfer carries one. */
export const SOLANA_SIGNATURE_FEE_LAMPORTS = 5_000n;
/**
 * What "Max" keeps per unit of the shown EVM fee: a wallet sets its max fee per gas above the current price (viem:
 * twice the base fee), and a node refuses a transaction whose gas limit × max fee exceeds the balance.
 */
export const EVM_FEE_RESERVE_FACTOR = 2n;

export interface FeeEstimate {
  /** The expected fee in the native currency's base units. */
  fee: bigint;
  /** What a native-currency "Max" leaves in the account for the fee. */
  reserve: bigint;
}

async function rpc(url: string, method: string, params: unknown[], fetchFn: typeof fetch): Promise<bigint> {
  const response = await fetchFn(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => undefined)) as { result?: unknown } | undefined;
  if (!response.ok || typeof body?.result !== 'string' || !/^0x[0-9a-f]+$/i.test(body.result)) {
    throw new GangwayError(
      'INVALID_RESPONSE',
      { source: `the RPC endpoint (${method})`, reason: 'no hex quantity in the answer' },
      { category: 'NETWORK_ERROR' },
    );
  }
  return BigInt(body.result);
}

export async function estimateFee(
  network: CaipNetwork,
  from: string,
  transfer: TransferPayload,
  fetchFn: typeof fetch = fetch,
): Promise<FeeEstimate> {
  if (transfer.namespace === 'solana') {
    return { fee: SOLANA_SIGNATURE_FEE_LAMPORTS, reserve: SOLANA_SIGNATURE_FEE_LAMPORTS };
  }
  const url = network.rpcUrls.default.http[0];
  if (!url) throw new GangwayError('CAIP_NETWORK_NOT_FOUND', { category: 'NETWORK_ERROR' });
  const call = {
    from,
    to: transfer.to,
    value: `0x${transfer.value.toString(16)}`,
    ...(transfer.data ? { data: transfer.data } : {}),
  };
  const [gas, price] = await Promise.all([
    rpc(url, 'eth_estimateGas', [call], fetchFn),
    rpc(url, 'eth_gasPrice', [], fetchFn),
  ]);
  return { fee: gas * price, reserve: gas * price * EVM_FEE_RESERVE_FACTOR };
}
