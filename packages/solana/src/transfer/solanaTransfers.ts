// The Solana family's Send support (core's FamilyTransfers, carried by the runtime): SOL and SPL transfers as intents
// that sendTransaction turns into a transaction (prepareTransfer.ts), their fee and rent, and what the node says of a
// sent transaction, over the JSON-RPC reader core hands in (gangway-server's RPC proxy first).
import type { FamilyTransfers, RpcReader } from '@gangway/core/internal';
import { GangwayError } from '@gangway/protocol';
import { SOLANA_SIGNATURE_FEE_LAMPORTS, SPL_TOKEN_ACCOUNT_BYTES } from './solanaFees.ts';

/** A transaction whose blockhash expired (about 150 blocks, 60–90 s) can never land. */
const DROPPED_AFTER_MS = 90_000;

/** The transfers the Send view builds: lamports, or base units of the SPL `mint`. */
export interface SolanaTransfer {
  to: string;
  value: bigint;
  mint?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The rent of the token account an SPL transfer opens for `owner`, or 0 when it holds one of `mint` already. Any
 * token account of the mint counts: deriving the associated address would take a curve check this module does not
 * carry.
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

export const solanaTransfers: FamilyTransfers<'solana', SolanaTransfer> = {
  transfer: (receiver, amount, mint) =>
    mint === undefined ? { to: receiver, value: amount } : { to: receiver, value: amount, mint },

  async estimateFee(rpc, _from, transfer) {
    const rent = transfer.mint ? await newTokenAccountRent(rpc, transfer.to, transfer.mint) : 0n;
    const fee = SOLANA_SIGNATURE_FEE_LAMPORTS + rent;
    return rent > 0n ? { fee, reserve: fee, rent } : { fee, reserve: fee };
  },

  probe: (rpc) => ({
    droppedAfterMs: DROPPED_AFTER_MS,
    async fate(signature) {
      const answer = await rpc.call('getSignatureStatuses', [
        [signature],
        { searchTransactionHistory: true },
      ]);
      const status = isObject(answer) && Array.isArray(answer.value) ? answer.value[0] : undefined;
      if (!isObject(status)) return 'unknown';
      if (status.err !== null && status.err !== undefined) return 'reverted';
      return status.confirmationStatus === 'processed' ? 'pending' : 'confirmed';
    },
  }),
};
