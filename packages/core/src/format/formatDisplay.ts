import { ADDRESS_TRUNCATE, QUANTITY_DECIMALS, TOKEN_BALANCE_DECIMALS } from '@gangway/protocol';

/** Truncates an address to its first 4 and last 6 characters (SPEC §5). */
export function truncateAddress(address: string): string {
  const { start, end } = ADDRESS_TRUNCATE;
  if (address.length <= start + end + 1) return address;
  return `${address.slice(0, start)}…${address.slice(-end)}`;
}

/** Cuts a decimal string (no rounding up: a balance is never shown larger than it is) to `decimals` places. */
export function formatDecimal(value: string, decimals: number): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return value;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const cut = fraction.slice(0, decimals).padEnd(decimals, '0');
  return decimals === 0 ? `${sign}${whole}` : `${sign}${whole}.${cut}`;
}

/** A quantity with 3 decimals (SPEC §5), e.g. the account button's balance. */
export function formatQuantity(value: string): string {
  return formatDecimal(value, QUANTITY_DECIMALS);
}

/** A token balance with 2 decimals (SPEC §5). */
export function formatTokenBalance(value: string): string {
  return formatDecimal(value, TOKEN_BALANCE_DECIMALS);
}
