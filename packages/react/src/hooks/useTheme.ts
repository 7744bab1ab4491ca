import type { ThemeMode, ThemeVariables } from '@gangway/core';
import { useStore } from 'zustand';
import { useSystemThemeMode } from '../theme/useSystemThemeMode.ts';
import { useGangway } from './useGangway.ts';

export interface GangwayTheme {
  /** The mode set by options or `setThemeMode`; undefined follows the system preference. */
  themeMode: ThemeMode | undefined;
  /** The mode in effect: `themeMode`, else the system preference. */
  resolvedThemeMode: ThemeMode;
  themeVariables: ThemeVariables;
  /** Pass undefined to follow the system preference again. */
  setThemeMode(themeMode: ThemeMode | undefined): void;
  /** Merges `--gw-*` variables into the current ones; a variable set to undefined returns to its default. */
  setThemeVariables(themeVariables: ThemeVariables): void;
}

/** Reads and changes the widget's theme (modal and buttons) at run time. */
export function useTheme(): GangwayTheme {
  const gangway = useGangway();
  const themeMode = useStore(gangway.theme, (state) => state.themeMode);
  const themeVariables = useStore(gangway.theme, (state) => state.themeVariables);
  const systemMode = useSystemThemeMode();
  const { setThemeMode, setThemeVariables } = gangway.theme.getState();
  return {
    themeMode,
    resolvedThemeMode: themeMode ?? systemMode,
    themeVariables,
    setThemeMode,
    setThemeVariables,
  };
}
