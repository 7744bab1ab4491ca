// The theme's default values as CSS declarations, for the modal's shadow root and the light-DOM buttons.
import type { ThemeMode } from '@gangway/core';
import { THEME_TOKENS } from '@gangway/protocol';

/** `prefix<name>: value;` for every token of a mode. */
export function tokenDeclarations(mode: ThemeMode, prefix: string): string {
  return Object.entries(THEME_TOKENS[mode])
    .map(([name, value]) => `${prefix}${name}:${value};`)
    .join('');
}
