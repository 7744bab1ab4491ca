// The languages the widget speaks, and which one a visitor gets: the integrator's `locale`, else the first of the
// browser's languages that the widget has, else English.

/** Every locale the widget is translated into; English is the source and the fallback. */
export const LOCALES = ['en', 'es', 'fr', 'de', 'pt-BR', 'ja', 'ko', 'zh-CN', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** Scripts and regions whose readers expect Traditional characters: Simplified Chinese is not their language. */
const TRADITIONAL_CHINESE = /^zh-(hant|tw|hk|mo)\b/i;

/**
 * The first of `languages` (most preferred first, as `navigator.languages`) the widget has, by its base language
 * ('de-AT' → 'de', 'pt' → 'pt-BR'), else English.
 */
export function matchLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const base = tag.split('-')[0]?.toLowerCase();
    const locale = LOCALES.find((each) => each.split('-')[0] === base);
    if (locale && !TRADITIONAL_CHINESE.test(tag)) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The browser's languages, best first; none on a server. */
export function browserLanguages(): readonly string[] {
  return globalThis.navigator?.languages ?? [];
}

/** Right-to-left locales: the modal mirrors its layout for them. */
export function localeDirection(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}
