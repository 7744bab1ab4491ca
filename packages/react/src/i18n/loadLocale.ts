// One chunk per locale, fetched only when a visitor's locale asks for it. Its own chunk, loaded on first need, so the
// initial bundle holds none of these imports.
import type { Locale } from '@gangway/core';
import { localeTables } from './localeTables.ts';
import type { LocaleMessages } from './messages.ts';
import { translate } from './translate.ts';

type Loader = () => Promise<{ default: LocaleMessages }>;

const LOADERS: Record<Exclude<Locale, 'en'>, Loader> = {
  es: () => import('./locales/es.ts'),
  fr: () => import('./locales/fr.ts'),
  de: () => import('./locales/de.ts'),
  'pt-BR': () => import('./locales/pt-BR.ts'),
  ja: () => import('./locales/ja.ts'),
  ko: () => import('./locales/ko.ts'),
  'zh-CN': () => import('./locales/zh-CN.ts'),
  ar: () => import('./locales/ar.ts'),
};

/** Fetches a locale's chunk and makes its table the one its visitors read. */
export async function loadLocale(locale: Exclude<Locale, 'en'>): Promise<void> {
  const { default: messages } = await LOADERS[locale]();
  localeTables.setState({ [locale]: { messages, format: translate } });
}
