import { LOCALES, type Locale } from '@gangway/core';
import { useLocale } from '@gangway/react';
import { Card } from '../Card/Card.tsx';

/** Each locale by its own name ("Deutsch", "日本語"), as a visitor looks for it. */
function nativeName(locale: Locale): string {
  return new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
}

/** Run-time language through useLocale(): the browser's languages, or one of the widget's locales. */
export function LanguageCard() {
  const { locale, setLocale } = useLocale();
  return (
    <Card
      title="Language"
      subtitle={
        <>
          <code>useLocale()</code> sets the <code>locale</code> of the modal and buttons; the default follows
          the browser's languages
        </>
      }
      testId="demo-language"
    >
      <label className="select">
        <span className="select__label">Widget language</span>
        <select
          data-testid="demo-locale"
          value={locale}
          onChange={(event) => setLocale(event.target.value as Locale)}
        >
          {LOCALES.map((each) => (
            <option key={each} value={each} lang={each}>
              {nativeName(each)}
            </option>
          ))}
        </select>
      </label>
    </Card>
  );
}
