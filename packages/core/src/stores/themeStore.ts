import { createStore } from 'zustand/vanilla';
import type { ThemeMode, ThemeVariables } from '../options/GangwayOptions.ts';

export interface ThemeState {
  /** Light or dark; undefined follows the visitor's system preference. */
  themeMode: ThemeMode | undefined;
  /** `--gw-*` custom properties that override the theme's defaults. */
  themeVariables: ThemeVariables;
}
export interface ThemeActions {
  setThemeMode(themeMode: ThemeMode | undefined): void;
  /** Merges into the current variables; a variable set to undefined goes back to the theme default. */
  setThemeVariables(themeVariables: ThemeVariables): void;
}
export type ThemeStore = ReturnType<typeof createThemeStore>;

/** Theme of the modal and buttons, changeable at run time (e.g. a host page's dark-mode toggle). */
export function createThemeStore(initial: { themeMode?: ThemeMode; themeVariables?: ThemeVariables }) {
  return createStore<ThemeState & ThemeActions>()((set, get) => ({
    themeMode: initial.themeMode,
    themeVariables: initial.themeVariables ?? {},
    setThemeMode: (themeMode) => set({ themeMode }),
    setThemeVariables: (patch) => {
      const next: Record<string, string> = {};
      for (const [name, value] of Object.entries({ ...get().themeVariables, ...patch })) {
        if (value !== undefined) next[name] = value;
      }
      set({ themeVariables: next as ThemeVariables });
    },
  }));
}
