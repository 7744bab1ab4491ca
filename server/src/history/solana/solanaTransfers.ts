// What a Solana transaction moved for an account: its SOL balance change (the fee it paid added back) and its
// SPL token balance changes per mint (pre/post token balances of the token accounts it owns), each with the
// party whose balance moved the other way the most.
import type { SolanaTokenBalance, SolanaTransaction } from './solanaRpcSchemas.ts';

export interface SolanaMove {
  /** null: SOL. */
  mint: string | null;
  /** Positive: received. */
  delta: bigint;
  decimals: number;
  /** The counterparty ('' when none is seen). */
  other: string;
}

export function accountKeys(transaction: SolanaTransaction): { pubkey: string; signer: boolean }[] {
  const { accountKeys: keys, header } = transaction.transaction.message;
  const signers = header?.numRequiredSignatures ?? 1;
  return keys.map((key, index) =>
    typeof key === 'string'
      ? { pubkey: key, signer: index < signers }
      : { pubkey: key.pubkey, signer: key.signer ?? index < signers },
  );
}

export function solanaMoves(transaction: SolanaTransaction, account: string): SolanaMove[] {
  const meta = transaction.meta;
  if (!meta) return [];
  const keys = accountKeys(transaction);
  const moves: SolanaMove[] = [];
  // SOL: the fee payer's change without the fee is what it sent.
  const lamports = keys.map((key, index) => {
    const change = BigInt(meta.postBalances[index] ?? 0) - BigInt(meta.preBalances[index] ?? 0);
    return { party: key.pubkey, change: index === 0 ? change + BigInt(meta.fee) : change };
  });
  const sol = lamports
    .filter((entry) => entry.party === account)
    .reduce((sum, entry) => sum + entry.change, 0n);
  if (sol !== 0n)
    moves.push({ mint: null, delta: sol, decimals: 9, other: counterpart(lamports, account, sol) });
  // SPL: per mint and owner, post minus pre over the owner's token accounts.
  const changes = new Map<string, { party: string; change: bigint; decimals: number }[]>();
  const add = (balances: readonly SolanaTokenBalance[] | null | undefined, sign: bigint) => {
    for (const balance of balances ?? []) {
      const owner = balance.owner ?? keys[balance.accountIndex]?.pubkey ?? '';
      const list = changes.get(balance.mint) ?? [];
      list.push({
        party: owner,
        change: sign * BigInt(balance.uiTokenAmount.amount),
        decimals: balance.uiTokenAmount.decimals,
      });
      changes.set(balance.mint, list);
    }
  };
  add(meta.preTokenBalances, -1n);
  add(meta.postTokenBalances, 1n);
  for (const [mint, entries] of changes) {
    const delta = entries
      .filter((entry) => entry.party === account)
      .reduce((sum, entry) => sum + entry.change, 0n);
    if (delta === 0n) continue;
    const decimals = entries[0]?.decimals ?? 0;
    moves.push({ mint, delta, decimals, other: counterpart(entries, account, delta) });
  }
  return moves;
}

/** The party (not the account) whose net change was the largest the other way. */
function counterpart(
  entries: readonly { party: string; change: bigint }[],
  account: string,
  delta: bigint,
): string {
  const net = new Map<string, bigint>();
  for (const entry of entries)
    if (entry.party !== account) net.set(entry.party, (net.get(entry.party) ?? 0n) + entry.change);
  let best = '';
  let most = 0n;
  for (const [party, change] of net) {
    const opposite = delta > 0n ? -change : change;
    if (opposite > most) {
      best = party;
      most = opposite;
    }
  }
  return best;
}
