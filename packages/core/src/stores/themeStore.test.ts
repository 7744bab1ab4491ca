import { describe, expect, it } from 'vitest';
import { createThemeStore } from './themeStore.ts';

describe('theme store', () => {
  it('starts from the options and follows the system when no mode is given', () => {
    expect(createThemeStore({}).getState()).toMatchObject({ themeMode: undefined, themeVariables: {} });
    const store = createThemeStore({ themeMode: 'dark', themeVariables: { '--gw-accent': 'red' } });
    expect(store.getState()).toMatchObject({ themeMode: 'dark', themeVariables: { '--gw-accent': 'red' } });
  });

  it('switches mode and merges variables, dropping the ones set to undefined', () => {
    const store = createThemeStore({ themeVariables: { '--gw-accent': 'red', '--gw-radius': '8px' } });
    store.getState().setThemeMode('light');
    store.getState().setThemeVariables({ '--gw-accent': undefined, '--gw-font-family': 'serif' });
    expect(store.getState().themeMode).toBe('light');
    expect(store.getState().themeVariables).toEqual({ '--gw-radius': '8px', '--gw-font-family': 'serif' });
  });
});
