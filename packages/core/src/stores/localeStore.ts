import { GangwayError } from '@gangway/protocol';
import { createStore } from 'zustand/vanilla';
import { browserLanguages, isLocale, LOCALES, type Locale, matchLocale } from '../locale/locales.ts';

export interface LocaleState {
  /** The locale set by the `locale` option or `setLocale`; undefined follows the browser's languages. */
  locale: Locale | undefined;
  /** Throws INVALID_OPTION for a locale the widget does not have; undefined follows the browser again. */
  setLocale(locale: Locale | undefined): void;
}
export type LocaleStore = ReturnType<typeof createLocaleStore>;

/**
 * The widget's language, changeable at run time (e.g. a host page's language menu). The `locale` option is checked
 * here, like every later change: one that is not in LOCALES throws INVALID_OPTION naming it.
 */
export function createLocaleStore(initial: Locale | undefined) {
  const store = createStore<LocaleState>()((set) => ({
    locale: undefined,
    setLocale: (locale) => {
      if (locale !== undefined && !isLocale(locale)) {
        throw new GangwayError(
          'INVALID_OPTION',
          { option: 'locale', reason: `expected one of ${LOCALES.join(', ')}, received ${String(locale)}` },
          { category: 'CONFIGURATION_ERROR' },
        );
      }
      set({ locale });
    },
  }));
  store.getState().setLocale(initial);
  return store;
}

/** The locale in effect: the one set, else the browser's best match, else English. */
export function resolveLocale(state: Pick<LocaleState, 'locale'>): Locale {
  return state.locale ?? matchLocale(browserLanguages());
}
