import type { Locale } from '@gangway/core';
import { createStore } from 'zustand/vanilla';
import { loadLocale } from '../views/viewLoader.ts';
import type { Format } from './interpolate.ts';
import type { LocaleMessages } from './messages.ts';

/** A locale's chunk: its table, and the function that writes its messages (plurals, numbers). */
export interface LoadedLocale {
  messages: LocaleMessages;
  format: Format;
}

/** The locales loaded so far. English has none: its texts come with the bundles that show them. */
export const localeTables = createStore<Partial<Record<Locale, LoadedLocale>>>()(() => ({}));
const requested = new Set<Locale>();

/** Loads a locale's chunk, once (again after a failure); nothing for English. */
export function loadLocaleTable(locale: Locale): void {
  if (locale === 'en' || requested.has(locale)) return;
  requested.add(locale);
  loadLocale(locale).catch(() => requested.delete(locale));
}
