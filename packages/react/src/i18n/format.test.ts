import { describe, expect, it } from 'vitest';
import {
  decimalMark,
  formatCountdown,
  formatDay,
  formatExact,
  formatItemTime,
  formatQuantity,
  formatSignedQuantity,
  formatTokenBalance,
  formatUsd,
  readAmount,
  writeAmount,
} from './format.ts';
import { interpolate } from './interpolate.ts';
import { translate } from './translate.ts';

describe('translate', () => {
  it('picks the plural form by the first number parameter, with the locale’s plural rules', () => {
    const found = { one: '{count} wallet', other: '{count} wallets' };
    expect(translate('en', found, { count: 1 })).toBe('1 wallet');
    expect(translate('en', found, { count: 1234 })).toBe('1,234 wallets');
    const arabic = {
      zero: 'لا شيء',
      one: 'واحدة',
      two: 'اثنتان',
      few: '{count} قليلة',
      many: '{count} كثيرة',
      other: '{count}',
    };
    expect(translate('ar', arabic, { count: 2 })).toBe('اثنتان');
    expect(translate('ar', arabic, { count: 5 })).toBe('5 قليلة');
    expect(translate('ar', arabic, { count: 11 })).toBe('11 كثيرة');
    expect(translate('ja', { other: '{count}件' }, { count: 1 })).toBe('1件');
  });

  it('writes numbers the locale’s way and leaves an unknown placeholder as written', () => {
    expect(translate('de', 'Noch {seconds} Sekunden, {name}', { seconds: 1500, name: 'Ana' })).toBe(
      'Noch 1.500 Sekunden, Ana',
    );
    expect(translate('fr', '{count}', { count: 1234.5 })).toBe('1\u202f234,5');
    expect(translate('en', 'Hi {name}')).toBe('Hi {name}');
  });

  it('interpolate, the initial bundle’s English writer, only replaces placeholders', () => {
    expect(interpolate('en', 'Connect a {family} Wallet', { family: 'EVM' })).toBe('Connect a EVM Wallet');
  });
});

describe('numbers and amounts (Intl)', () => {
  it("writes SPEC §5's quantities (3 decimals) and token balances (2 decimals), cut, never rounded up", () => {
    expect(formatQuantity('en', '1234.56789')).toBe('1,234.567');
    expect(formatQuantity('de', '1234.56789')).toBe('1.234,567');
    expect(formatQuantity('ja', '0.0009')).toBe('0.000');
    expect(formatQuantity('ar', '1234.5')).toBe('1,234.500');
    expect(formatTokenBalance('fr', '8999.969724351093479973')).toBe('8\u202f999,96');
    expect(formatTokenBalance('pt-BR', '1000000')).toBe('1.000.000,00');
    expect(formatTokenBalance('en', 'not a number')).toBe('not a number');
  });

  it('keeps every digit of an exact amount, up to 20 places', () => {
    expect(formatExact('de', '0.000021000000000001')).toBe('0,000021000000000001');
    expect(formatExact('en', '123456789012345678.5')).toBe('123,456,789,012,345,678.5');
  });

  it('signs an amount with Intl: + received, − sent', () => {
    expect(formatSignedQuantity('en', '1', '+')).toBe('+1.000');
    expect(formatSignedQuantity('de', '1234.5', '-')).toBe('-1.234,500');
    expect(formatSignedQuantity('ja', '2', '')).toBe('2.000');
  });

  it('writes US dollars the locale’s way', () => {
    expect(formatUsd('en', 1003000.5)).toBe('$1,003,000.50');
    expect(formatUsd('de', 1003000.5)).toBe('1.003.000,50\u00a0$');
    expect(formatUsd('ja', 12)).toBe('$12.00');
  });

  it('reads and writes an amount with the locale’s decimal mark', () => {
    expect(decimalMark('de')).toBe(',');
    expect(decimalMark('ja')).toBe('.');
    expect(readAmount('de', '1,5')).toBe('1.5');
    expect(readAmount('en', '1,5')).toBe('1,5');
    expect(writeAmount('fr', '0.25')).toBe('0,25');
    expect(writeAmount('en', '0.25')).toBe('0.25');
  });

  it('counts down in minutes and seconds', () => {
    expect(formatCountdown('en', 239)).toBe('3:59');
    expect(formatCountdown('de', 5)).toBe('0:05');
  });
});

describe('dates and relative times (Intl)', () => {
  const now = new Date('2026-03-03T15:00:00');

  it('names today and yesterday in words, other days by date', () => {
    expect(formatDay('en', '2026-03-03', now)).toBe('today');
    expect(formatDay('de', '2026-03-02', now)).toBe('gestern');
    expect(formatDay('ja', '2026-03-02', now)).toBe('昨日');
    expect(formatDay('en', '2026-02-20', now)).toBe('Feb 20, 2026');
    expect(formatDay('fr', '2026-02-20', now)).toBe('20 févr. 2026');
  });

  it('says how long ago within the day, the time of day before', () => {
    const at = (iso: string) => formatItemTime('en', iso, now.getTime());
    expect(at('2026-03-03T14:59:40')).toBe('now');
    expect(at('2026-03-03T14:55:00')).toBe('5 minutes ago');
    expect(formatItemTime('de', '2026-03-03T12:00:00', now.getTime())).toBe('vor 3 Stunden');
    expect(formatItemTime('ar', '2026-03-03T14:55:00', now.getTime())).toBe('قبل 5 دقائق');
    expect(formatItemTime('en', '2026-03-01T09:30:00', now.getTime())).toBe('09:30 AM');
  });
});
