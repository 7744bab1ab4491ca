import type { Format } from './interpolate.ts';

/**
 * A message in `locale`: the plural form its first number parameter asks for, each `{name}` replaced by its value,
 * numbers written the locale's way (Intl).
 */
export const translate: Format = (locale, message, params = {}) => {
  const values = Object.values(params);
  const text =
    typeof message === 'string'
      ? message
      : (message[
          new Intl.PluralRules(locale).select(Number(values.find((value) => typeof value === 'number') ?? 0))
        ] ?? message.other);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : (value ?? whole);
  });
};
