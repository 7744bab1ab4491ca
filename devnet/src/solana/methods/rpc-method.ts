import type { SolanaChain } from '../chain.ts';
import type { Params } from '../params.ts';

export type RpcMethod = (params: Params, chain: SolanaChain) => unknown;
export type RpcMethods = Readonly<Record<string, RpcMethod>>;

/** What the devnet answers to getVersion; also each response context's apiVersion. */
export const SOLANA_CORE_VERSION = '2.3.0';

export function withContext<T>(chain: SolanaChain, value: T) {
  return { context: { apiVersion: SOLANA_CORE_VERSION, slot: chain.slots.slot }, value };
}
