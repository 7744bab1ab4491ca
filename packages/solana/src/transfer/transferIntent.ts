import { GangwayError, isSolanaAddress } from '@gangway/protocol';
import { type Address, address } from '@solana/kit';

/** The largest amount a System or Token transfer instruction carries (u64). */
const U64_MAX = 2n ** 64n - 1n;

/** A transfer the adapter builds: lamports, or base units of the SPL `mint`. */
export interface TransferIntent {
  to: Address;
  value: bigint;
  mint?: Address;
}

function requireAddress(value: unknown, option: 'to' | 'mint'): Address {
  if (!isSolanaAddress(value))
    throw new GangwayError('INVALID_OPTION', { option, reason: 'not a Solana address' });
  return address(value);
}

/** Checks what the host app passed before anything is read or asked: recipient, amount, mint. */
export function parseTransferIntent(payload: { to: string; value: bigint; mint?: string }): TransferIntent {
  const to = requireAddress(payload.to, 'to');
  const { value } = payload;
  if (typeof value !== 'bigint' || value <= 0n || value > U64_MAX) {
    throw new GangwayError('INVALID_OPTION', {
      option: 'value',
      reason: 'must be a bigint above 0 and at most 2^64 - 1 (lamports, or base units of the mint)',
    });
  }
  if (payload.mint === undefined) return { to, value };
  return { to, value, mint: requireAddress(payload.mint, 'mint') };
}
