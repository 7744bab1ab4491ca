import type { Locale } from '@gangway/core';
import { DEFAULT_LOCALE, localeDirection, resolveLocale } from '@gangway/core/internal';
import type { VisitorMessage } from '@gangway/protocol';
import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { useGangway } from '../hooks/useGangway.ts';
import { type Format, interpolate } from './interpolate.ts';
import { loadLocaleTable, localeTables } from './localeTables.ts';
import type { MessageKey, Translate, Translation } from './messages.ts';

export interface I18n<Key extends MessageKey> {
  /** The locale shown: the one asked for once its texts are in, English until then. */
  locale: Locale;
  dir: 'ltr' | 'rtl';
  t: Translate<Key>;
  /** One of core's messages (a toast, a check, a failure) in this locale, else in its own English. */
  message(message: VisitorMessage): string;
}

/**
 * The widget's texts in the visitor's locale, re-rendered when it changes; loads a locale's chunk when it is asked
 * for. `english` holds the English of the keys the caller uses and `format` writes it (so each bundle carries only
 * its own copy, and the initial one no plural rules).
 */
export function useI18n<Key extends MessageKey>(
  english: { readonly [K in Key]: Translation },
  format: Format = interpolate,
): I18n<Key> {
  const wanted = useStore(useGangway().locale, resolveLocale);
  const loaded = useStore(localeTables, (tables) => tables[wanted]);
  useEffect(() => loadLocaleTable(wanted), [wanted]);
  return useMemo(() => {
    const locale = loaded ? wanted : DEFAULT_LOCALE;
    const write = loaded?.format ?? format;
    const table: { readonly [K in Key]: Translation } = loaded?.messages ?? english;
    return {
      locale,
      dir: localeDirection(locale),
      t: ((key: Key, params) => write(locale, table[key], params)) as Translate<Key>,
      message: ({ code, params, text, detail }) => {
        const own = loaded?.messages[code as MessageKey];
        const written = own ? write(locale, own, params) : text;
        return detail ? `${written}: ${detail}` : written;
      },
    };
  }, [wanted, loaded, english, format]);
}
