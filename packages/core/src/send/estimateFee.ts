// The network fee of a transfer, read from the network's RPC (SPEC §4 Send shows it; "Max" keeps it): through
// gangway-server's RPC proxy when the widget has one, else the network's own endpoints (rpc/readRpc.ts).
import { GangwayError } from '../errors/GangwayError.ts';
import type { CaipNetwork } from '../networks/CaipNetwork.ts';
import { hexQuantity, type RpcReader, rpcEndpoints, rpcReader } from '../rpc/readRpc.ts';
import type { TransferPayload } from './buildTransfer.ts';

/** Solana's fee per signature; a transfer carries one. */
export const SOLANA_SIGNATURE_FEE_LAMPORTS = 5_000n;
/** Bytes of an SPL Token account: a receiver without one gets one, and its rent is paid by the sender. */
export const SPL_TOKEN_ACCOUNT_BYTES = 165;
/**
 * What "Max" keeps per unit of the shown EVM fee: a wallet sets its max fee per gas above the current price (viem:
 * twice the base fee), and a node refuses a transaction whose gas limit × max fee exceeds the balance.
 */
export const EVM_FEE_RESERVE_FACTOR = 2n;

export interface FeeEstimate {
  /** What the sender pays on top of the amount, in the native currency's base units (fee and any rent). */
  fee: bigint;
  /** What a native-currency "Max" leaves in the account for the fee. */
  reserve: bigint;
  /** Of `fee`, the rent of the receiver's new token account (Solana SPL transfers), when one is opened. */
  rent?: bigint;
}

export interface EstimateFeeOptions {
  /** Endpoints to read from, in order (default: the network's rpcUrls). */
  endpoints?: readonly string[];
  fetch?: typeof fetch;
}

/**
 * The rent of the token account an SPL transfer opens for `owner`, or 0 when it holds one of `mint` already. Any
 * token account of the mint counts: deriving the associated address would take a curve check core does not carry.
 */
async function newTokenAccountRent(rpc: RpcReader, owner: string, mint: string): Promise<bigint> {
  const held = (await rpc.call('getTokenAccountsByOwner', [owner, { mint }, { encoding: 'base64' }])) as
    | { value?: unknown }
    | undefined;
  if (!Array.isArray(held?.value)) {
    throw new GangwayError(
      'INVALID_RESPONSE',
      { source: 'the RPC endpoint (getTokenAccountsByOwner)', reason: 'no account list in the answer' },
      { category: 'NETWORK_ERROR' },
    );
  }
  if (held.value.length > 0) return 0n;
  const rent = await rpc.call('getMinimumBalanceForRentExemption', [SPL_TOKEN_ACCOUNT_BYTES]);
  if (typeof rent !== 'number' || !Number.isSafeInteger(rent) || rent < 0) {
    throw new GangwayError(
      'INVALID_RESPONSE',
      { source: 'the RPC endpoint (getMinimumBalanceForRentExemption)', reason: 'no lamport amount' },
      { category: 'NETWORK_ERROR' },
    );
  }
  return BigInt(rent);
}

export async function estimateFee(
  network: CaipNetwork,
  from: string,
  transfer: TransferPayload,
  options: EstimateFeeOptions = {},
): Promise<FeeEstimate> {
  const endpoints = options.endpoints ?? rpcEndpoints(network);
  if (endpoints.length === 0) throw new GangwayError('CAIP_NETWORK_NOT_FOUND', { category: 'NETWORK_ERROR' });
  const rpc = rpcReader(endpoints, options.fetch);
  if (transfer.namespace === 'solana') {
    const rent = transfer.mint ? await newTokenAccountRent(rpc, transfer.to, transfer.mint) : 0n;
    const fee = SOLANA_SIGNATURE_FEE_LAMPORTS + rent;
    return rent > 0n ? { fee, reserve: fee, rent } : { fee, reserve: fee };
  }
  const call = {
    from,
    to: transfer.to,
    value: `0x${transfer.value.toString(16)}`,
    ...(transfer.data ? { data: transfer.data } : {}),
  };
  const [gas, price] = await Promise.all([
    rpc.call('eth_estimateGas', [call]).then((result) => hexQuantity('eth_estimateGas', result)),
    rpc.call('eth_gasPrice', []).then((result) => hexQuantity('eth_gasPrice', result)),
  ]);
  return { fee: gas * price, reserve: gas * price * EVM_FEE_RESERVE_FACTOR };
}
