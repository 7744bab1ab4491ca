import { describe, expect, it } from 'vitest';
import { isLocale, LOCALES, localeDirection, matchLocale } from './locales.ts';

describe('locales', () => {
  it('are English and the eight translations, English first', () => {
    expect(LOCALES).toEqual(['en', 'es', 'fr', 'de', 'pt-BR', 'ja', 'ko', 'zh-CN', 'ar']);
    expect(isLocale('pt-BR')).toBe(true);
    expect(isLocale('pt')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it("picks the first of the browser's languages the widget has, by exact tag or base language", () => {
    expect(matchLocale(['de-AT', 'en'])).toBe('de');
    expect(matchLocale(['it-IT', 'fr-CA', 'en'])).toBe('fr');
    expect(matchLocale(['pt-PT'])).toBe('pt-BR');
    expect(matchLocale(['PT-br'])).toBe('pt-BR');
    expect(matchLocale(['ja-JP'])).toBe('ja');
    expect(matchLocale(['ko'])).toBe('ko');
    expect(matchLocale(['zh', 'en'])).toBe('zh-CN');
    expect(matchLocale(['zh-Hans-CN'])).toBe('zh-CN');
    expect(matchLocale(['ar-EG'])).toBe('ar');
  });

  it('falls back to English, and does not give Simplified Chinese to readers of Traditional', () => {
    expect(matchLocale([])).toBe('en');
    expect(matchLocale(['it', 'nl'])).toBe('en');
    expect(matchLocale(['zh-TW', 'en-GB'])).toBe('en');
    expect(matchLocale(['zh-Hant', 'ja'])).toBe('ja');
    expect(matchLocale(['zh-HK'])).toBe('en');
  });

  it('lays Arabic out right to left', () => {
    expect(localeDirection('ar')).toBe('rtl');
    expect(LOCALES.filter((locale) => localeDirection(locale) === 'rtl')).toEqual(['ar']);
  });
});
