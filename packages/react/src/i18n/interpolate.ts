import type { Locale } from '@gangway/core';
import type { MessageParams } from '@gangway/protocol';
import type { Translation } from './messages.ts';

/** Writes a message in a locale: the plural form to use, `{name}`s replaced, numbers the locale's way. */
export type Format = (locale: Locale, message: Translation, params?: MessageParams) => string;

/**
 * The English of the initial bundle's own texts: `{name}`s replaced, nothing else (they have no plurals and take no
 * numbers). The views and the locale chunks bring `translate`, which does the rest.
 */
export const interpolate: Format = (_locale, message, params = {}) =>
  (typeof message === 'string' ? message : message.other).replace(
    /\{(\w+)\}/g,
    (whole, name: string) => `${params[name] ?? whole}`,
  );
