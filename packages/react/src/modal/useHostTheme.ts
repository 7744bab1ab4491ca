import type { ThemeVariables } from '@gangway/core';
import { useRef } from 'react';
import { useTheme } from '../hooks/useTheme.ts';
import { useClientLayoutEffect } from '../internal/useClientLayoutEffect.ts';
import { applyThemeVariables } from '../theme/themeStyle.ts';
import type { ModalHost } from './createModalHost.ts';

/** Keeps the host element's `data-theme` and `--gw-*` properties in step with the theme store. */
export function useHostTheme(host: ModalHost | null | undefined): void {
  const { resolvedThemeMode, themeVariables } = useTheme();
  const applied = useRef<ThemeVariables>({});
  useClientLayoutEffect(() => {
    if (!host) return;
    host.element.setAttribute('data-theme', resolvedThemeMode);
    applyThemeVariables(host.element, themeVariables, applied.current);
    applied.current = themeVariables;
  }, [host, resolvedThemeMode, themeVariables]);
}
