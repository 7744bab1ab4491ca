import { afterEach, describe, expect, it, vi } from 'vitest';
import { ELEMENT_NAMES } from './elementNames.ts';
import { defineGangwayElements } from './elements.ts';

afterEach(() => vi.restoreAllMocks());

describe('defineGangwayElements', () => {
  it('registers the four buttons and <gangway-modal>, and a second call from the same copy does nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    defineGangwayElements();
    const classes = [...Object.values(ELEMENT_NAMES), 'gangway-modal'].map((name) =>
      customElements.get(name),
    );
    expect(classes.every(Boolean)).toBe(true);
    defineGangwayElements();
    expect(
      [...Object.values(ELEMENT_NAMES), 'gangway-modal'].map((name) => customElements.get(name)),
    ).toEqual(classes);
    expect(error).not.toHaveBeenCalled();
  });

  it('leaves a name another script registered first, with a console error naming it, and registers the rest', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Another page's registry (the real one keeps this file's first registration for the whole run).
    const names = new Map<string, CustomElementConstructor>();
    const registry = {
      get: (name: string) => names.get(name),
      define: (name: string, element: CustomElementConstructor) => void names.set(name, element),
    };
    class Other extends HTMLElement {}
    registry.define('gangway-button', Other);
    expect(() => defineGangwayElements(registry)).not.toThrow();
    expect(registry.get('gangway-button')).toBe(Other);
    expect(registry.get('gangway-connect-button')).toBeDefined();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(
      /<gangway-button> is already registered by another script/,
    );
  });
});
