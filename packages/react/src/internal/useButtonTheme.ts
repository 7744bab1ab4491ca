import { useTheme } from '../hooks/useTheme.ts';
import { themeStyle } from '../theme/themeStyle.ts';

/** The theme attributes every light-DOM button carries: its mode and the integrator's `--gw-*` variables. */
export function useButtonTheme() {
  const { resolvedThemeMode, themeVariables } = useTheme();
  return { 'data-theme': resolvedThemeMode, style: themeStyle(themeVariables) };
}
