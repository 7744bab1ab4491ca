// The validationData an account or paymaster returns: an aggregator (0 valid, 1 a signature that failed) and a
// validity window (validUntil, validAfter), refused with the reasons the EntryPoint gives in handleOps.
import { rejected } from './entry-point-errors.ts';

const ADDRESS_BITS = (1n << 160n) - 1n;
const TIMESTAMP_BITS = (1n << 48n) - 1n;
/** An operation that expires this soon would not be mined in time on a real chain. */
const EXPIRY_MARGIN_SECONDS = 30n;

const REASONS = {
  account: { signature: 'AA24 signature error', window: 'AA22 expired or not due' },
  paymaster: { signature: 'AA34 signature error', window: 'AA32 paymaster expired or not due' },
} as const;

export function checkValidationData(validationData: bigint, who: 'account' | 'paymaster', now: bigint): void {
  const aggregator = validationData & ADDRESS_BITS;
  const validUntil = (validationData >> 160n) & TIMESTAMP_BITS;
  const validAfter = (validationData >> 208n) & TIMESTAMP_BITS;
  if (aggregator === 1n) throw rejected(REASONS[who].signature);
  if (aggregator !== 0n) throw rejected('AA96 invalid aggregator');
  if ((validUntil !== 0n && validUntil < now + EXPIRY_MARGIN_SECONDS) || validAfter > now)
    throw rejected(REASONS[who].window);
}
