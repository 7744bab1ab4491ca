import { isGangwayError } from '@gangway/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocaleStore, resolveLocale } from './localeStore.ts';

describe('locale store', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts from the option and changes at run time; undefined follows the browser again', () => {
    vi.stubGlobal('navigator', { languages: ['ja-JP', 'en-US'] });
    const store = createLocaleStore('de');
    expect(resolveLocale(store.getState())).toBe('de');
    store.getState().setLocale('ar');
    expect(resolveLocale(store.getState())).toBe('ar');
    store.getState().setLocale(undefined);
    expect(store.getState().locale).toBeUndefined();
    expect(resolveLocale(store.getState())).toBe('ja');
  });

  it('is English without a browser (server rendering)', () => {
    vi.stubGlobal('navigator', undefined);
    expect(resolveLocale(createLocaleStore(undefined).getState())).toBe('en');
  });

  it('refuses a `locale` option it does not have, as an invalid option', () => {
    expect(() => createLocaleStore('pt' as never)).toThrow(
      'Invalid option `locale`: expected one of en, es, fr, de, pt-BR, ja, ko, zh-CN, ar, received pt',
    );
  });

  it('refuses a locale it does not have with INVALID_OPTION, keeping the current one', () => {
    const store = createLocaleStore('fr');
    let thrown: unknown;
    try {
      store.getState().setLocale('xx' as never);
    } catch (error) {
      thrown = error;
    }
    expect(isGangwayError(thrown, 'INVALID_OPTION')).toBe(true);
    expect((thrown as Error).message).toBe(
      'Invalid option `locale`: expected one of en, es, fr, de, pt-BR, ja, ko, zh-CN, ar, received xx',
    );
    expect(store.getState().locale).toBe('fr');
  });
});
