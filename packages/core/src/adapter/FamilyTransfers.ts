// What the Send view and Activity need of a chain family beyond ChainAdapter (SPEC §4 Send): the transfer of a token,
// its fee, and what the node says of a sent transaction. Each adapter carries it in its lazy runtime
// (ChainAdapter.transfers), so core holds no family's details and ChainAdapter stays small.
import type { ChainNamespace } from '@gangway/protocol';
import type { RpcReader } from '../rpc/readRpc.ts';
import type { TransactionPayloads } from './ChainAdapter.ts';

export interface FeeEstimate {
  /** What the sender pays on top of the amount, in the native currency's base units (fee and any rent). */
  fee: bigint;
  /** What a native-currency "Max" leaves in the account for the fee. */
  reserve: bigint;
  /** Of `fee`, the rent of the receiver's new token account (Solana SPL transfers), when one is opened. */
  rent?: bigint;
}

/** What a network's node knows of a transaction: mined (and how it ended), still waiting, or never heard of. */
export type TransactionFate = 'pending' | 'confirmed' | 'reverted' | 'unknown';

export interface TransactionProbe {
  fate(id: string): Promise<TransactionFate>;
  /**
   * How long the node may not know the transaction before it counts as dropped: on EVM a node forgets what its
   * pool evicts; a Solana transaction whose blockhash expired (about 150 blocks, 60–90 s) can never land.
   */
  droppedAfterMs: number;
}

/**
 * A family's Send support. `T` is the payload its transfers take (a family may send more shapes than it builds).
 * Every read goes through `rpc`: gangway-server's RPC proxy first when the widget has one (rpc/readRpc.ts).
 */
export interface FamilyTransfers<
  N extends ChainNamespace = ChainNamespace,
  T extends TransactionPayloads[N] = TransactionPayloads[N],
> {
  /**
   * The sendTransaction payload that moves `amount` (base units) to `receiver`: of the token at `token` on the chain
   * (an ERC-20 contract, an SPL mint), or of the native currency without it.
   */
  transfer(receiver: string, amount: bigint, token?: string): T;
  /** What sending `transfer` from `from` costs, and what "Max" keeps for it. */
  estimateFee(rpc: RpcReader, from: string, transfer: T): Promise<FeeEstimate>;
  /** Follows a transaction sent from the widget (activity/watchSentTransaction.ts). */
  probe(rpc: RpcReader): TransactionProbe;
}
