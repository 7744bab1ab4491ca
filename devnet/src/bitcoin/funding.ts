// The devnet's opening balances: one coinbase-shaped funding transaction in block 1 pays every dev account,
// several coins of different sizes on payment (so coin selection has choices) and one small coin on ordinal.

import type { BitcoinDevAccount } from './accounts.ts';
import { Ledger, type LedgerTx } from './ledger.ts';

/** Sats per coin on each payment address: 1 BTC, 0.5 BTC, 0.1 BTC, 0.01 BTC, 100 000 sats. */
export const PAYMENT_FUNDING_SATS = [100_000_000n, 50_000_000n, 10_000_000n, 1_000_000n, 100_000n] as const;
/** Sats on each ordinal address: the usual inscription postage. */
export const ORDINAL_FUNDING_SATS = [10_000n] as const;

/** A ledger at height 1 holding the funding transaction. */
export function fundedLedger(
  accounts: readonly BitcoinDevAccount[],
  now: number,
): { ledger: Ledger; funding: LedgerTx } {
  const ledger = new Ledger();
  const outputs = accounts.flatMap((account) => [
    ...PAYMENT_FUNDING_SATS.map((value) => ({
      script: Buffer.from(account.payment.scriptPubKey, 'hex'),
      value,
    })),
    ...ORDINAL_FUNDING_SATS.map((value) => ({
      script: Buffer.from(account.ordinal.scriptPubKey, 'hex'),
      value,
    })),
  ]);
  const funding = ledger.fund(outputs, now);
  return { ledger, funding };
}
