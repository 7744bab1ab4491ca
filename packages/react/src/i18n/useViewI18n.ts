// The views' texts: imported by the lazy views only, so the initial bundle carries none of their English.
import { useMemo } from 'react';
import { INITIAL_MESSAGES } from './en/initialMessages.ts';
import { VIEW_MESSAGES } from './en/viewMessages.ts';
import type { ViewKey } from './messages.ts';
import { translate } from './translate.ts';
import { type I18n, useI18n } from './useI18n.ts';

const VIEW_ENGLISH = { ...INITIAL_MESSAGES, ...VIEW_MESSAGES };

export interface ViewI18n extends I18n<ViewKey> {
  /**
   * An address, an e-mail or an amount to put in a sentence: in a right-to-left locale it is wrapped in Unicode
   * isolates (invisible) so that it stays left to right and keeps its place.
   */
  ltr(text: string): string;
}

export function useViewI18n(): ViewI18n {
  const i18n = useI18n(VIEW_ENGLISH, translate);
  return useMemo(
    () => ({ ...i18n, ltr: (text) => (i18n.dir === 'rtl' ? `\u2066${text}\u2069` : text) }),
    [i18n],
  );
}
