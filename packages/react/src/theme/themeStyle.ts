import type { ThemeVariables } from '@gangway/core';
import type { CSSProperties } from 'react';

/** Theme variables as a React style object (custom properties pass through React's style prop as is). */
export function themeStyle(themeVariables: ThemeVariables): CSSProperties {
  return themeVariables as CSSProperties;
}

/** Applies theme variables to an element outside React (the modal's host), removing ones no longer set. */
export function applyThemeVariables(
  element: HTMLElement,
  next: ThemeVariables,
  previous: ThemeVariables,
): void {
  for (const name of Object.keys(previous)) {
    if (!(name in next)) element.style.removeProperty(name);
  }
  for (const [name, value] of Object.entries(next)) {
    if (value !== undefined) element.style.setProperty(name, value);
  }
}
