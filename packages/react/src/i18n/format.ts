// Numbers, amounts, dates and relative times written the locale's way (Intl), for the views. Amounts arrive as
// decimal strings of any precision: Intl formats them as exact decimals, never through a float.
import type { Locale } from '@gangway/core';
import { QUANTITY_DECIMALS, TOKEN_BALANCE_DECIMALS } from '@gangway/protocol';

const DECIMAL = /^-?\d+(\.\d+)?$/;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const formats = new Map<string, unknown>();
function cached<F>(kind: string, locale: Locale, options: object, make: () => F): F {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

/** A decimal string with exactly `decimals` places, cut (a balance is never shown larger than it is). */
export function formatDecimals(locale: Locale, value: string, decimals: number): string {
  if (!DECIMAL.test(value)) return value;
  return numberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    roundingMode: 'trunc',
  }).format(value as `${number}`);
}

/** SPEC §5's quantity: 3 decimals (the native balance). */
export function formatQuantity(locale: Locale, value: string): string {
  return formatDecimals(locale, value, QUANTITY_DECIMALS);
}

/** A quantity (3 decimals) with SPEC §5's sign: '+' received, '-' sent; Intl places and writes the sign. */
export function formatSignedQuantity(locale: Locale, value: string, sign: '+' | '-' | ''): string {
  if (!DECIMAL.test(value)) return `${sign}${value}`;
  return numberFormat(locale, {
    minimumFractionDigits: QUANTITY_DECIMALS,
    maximumFractionDigits: QUANTITY_DECIMALS,
    roundingMode: 'trunc',
    signDisplay: sign === '' ? 'auto' : 'always',
  }).format((sign === '-' ? `-${value.replace(/^-/, '')}` : value) as `${number}`);
}

/** SPEC §5's token balance: 2 decimals. */
export function formatTokenBalance(locale: Locale, value: string): string {
  return formatDecimals(locale, value, TOKEN_BALANCE_DECIMALS);
}

/** A decimal string with every digit it has, up to the 20 places every engine's Intl takes (a fee, an amount). */
export function formatExact(locale: Locale, value: string): string {
  if (!DECIMAL.test(value)) return value;
  return numberFormat(locale, { maximumFractionDigits: 20, roundingMode: 'trunc' }).format(
    value as `${number}`,
  );
}

export function formatUsd(locale: Locale, value: number): string {
  return numberFormat(locale, { style: 'currency', currency: 'USD' }).format(value);
}

/** What the visitor typed as an amount, with the locale's decimal mark read as the point core expects. */
export function readAmount(locale: Locale, text: string): string {
  const mark = decimalMark(locale);
  return mark === '.' ? text : text.replace(mark, '.');
}

/** An amount core wrote (a point as decimal mark, no grouping) as the visitor would type it. */
export function writeAmount(locale: Locale, value: string): string {
  return value.replace('.', decimalMark(locale));
}

export function decimalMark(locale: Locale): string {
  return (
    numberFormat(locale, {})
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value ?? '.'
  );
}

/** m:ss, in the locale's digits. */
export function formatCountdown(locale: Locale, seconds: number): string {
  const twoDigits = numberFormat(locale, { minimumIntegerDigits: 2 });
  return `${numberFormat(locale, {}).format(Math.floor(seconds / 60))}:${twoDigits.format(seconds % 60)}`;
}

function relative(locale: Locale): Intl.RelativeTimeFormat {
  return cached('relative', locale, {}, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
}

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** Activity's day heading (`day` is YYYY-MM-DD, local): today and yesterday in words, else the date. */
export function formatDay(locale: Locale, day: string, now = new Date()): string {
  const date = new Date(`${day}T12:00:00`);
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 12);
  const daysAgo = Math.round((today.getTime() - date.getTime()) / DAY_MS);
  if (daysAgo === 0 || daysAgo === 1) return relative(locale).format(-daysAgo, 'day');
  return dateFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(date);
}

/** An Activity item's time: relative within the last day ('5 minutes ago'), else the time of day. */
export function formatItemTime(locale: Locale, iso: string, now = Date.now()): string {
  const at = new Date(iso);
  const ago = now - at.getTime();
  if (ago >= 0 && ago < MINUTE_MS) return relative(locale).format(0, 'second');
  if (ago >= 0 && ago < HOUR_MS) return relative(locale).format(-Math.floor(ago / MINUTE_MS), 'minute');
  if (ago >= 0 && ago < DAY_MS) return relative(locale).format(-Math.floor(ago / HOUR_MS), 'hour');
  return dateFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(at);
}

/** The full date and time, for a tooltip. */
export function formatDateTime(locale: Locale, iso: string): string {
  return dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
