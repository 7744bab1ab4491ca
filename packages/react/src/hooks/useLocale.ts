import type { Locale } from '@gangway/core';
import { resolveLocale } from '@gangway/core/internal';
import { useStore } from 'zustand';
import { useGangway } from './useGangway.ts';

export interface GangwayLocale {
  /** The locale in effect: the `locale` option or `setLocale`'s, else the browser's best match, else 'en'. */
  locale: Locale;
  /** Changes the widget's language at run time; open views follow. Undefined follows the browser again. */
  setLocale(locale: Locale | undefined): void;
}

/** Reads and changes the language of the modal and buttons. */
export function useLocale(): GangwayLocale {
  const gangway = useGangway();
  const locale = useStore(gangway.locale, resolveLocale);
  return { locale, setLocale: gangway.setLocale };
}
