import type { ThemeMode } from '@gangway/core';
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void) {
  if (typeof matchMedia !== 'function') return () => undefined;
  const query = matchMedia(QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const readSystemMode = (): ThemeMode =>
  typeof matchMedia === 'function' && matchMedia(QUERY).matches ? 'dark' : 'light';

/** The visitor's colour-scheme preference; light on the server. */
export function useSystemThemeMode(): ThemeMode {
  return useSyncExternalStore(subscribe, readSystemMode, () => 'light');
}
