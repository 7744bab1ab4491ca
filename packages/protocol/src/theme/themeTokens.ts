// The theme's default values, one source for the modal's shadow root, the light-DOM buttons and the embedded
// wallet's frame (which gangway-server serves: both sides read them). Each becomes a `--gw-<name>` custom property
// an integrator can override with `themeVariables` or their own CSS.
import type { FrameParams } from '../embedded/frameMessages.ts';

type ThemeMode = FrameParams<'syncTheme'>['themeMode'];

const shared = {
  'font-family':
    'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  radius: '16px',
  'z-index': '2147483000',
  'accent-foreground': '#ffffff',
} as const;

const TOKEN_NAMES = [
  'font-family',
  'radius',
  'z-index',
  'accent',
  'accent-foreground',
  'background',
  'foreground',
  'muted',
  'surface',
  'surface-hover',
  'border',
  'success',
  'error',
  'warning',
  'overlay',
  'focus-ring',
  'shadow',
] as const;

export type ThemeTokenName = (typeof TOKEN_NAMES)[number];
type Tokens = Readonly<Record<ThemeTokenName, string>>;

const light: Tokens = {
  ...shared,
  accent: '#3b5bdb',
  background: '#ffffff',
  foreground: '#15171c',
  muted: '#6b6f7b',
  surface: '#f4f5f7',
  'surface-hover': '#e9ebf0',
  border: '#e4e6eb',
  success: '#087358',
  error: '#b02525',
  warning: '#9c4a00',
  overlay: 'rgba(17, 19, 25, 0.45)',
  'focus-ring': '#3b5bdb',
  shadow: '0 24px 64px rgba(17, 19, 25, 0.18), 0 2px 8px rgba(17, 19, 25, 0.06)',
};

const dark: Tokens = {
  ...shared,
  accent: '#4263eb',
  background: '#17181c',
  foreground: '#f1f2f4',
  muted: '#9a9ea9',
  surface: '#222329',
  'surface-hover': '#2c2e35',
  border: '#2f3138',
  success: '#38d9a9',
  error: '#ff8787',
  warning: '#ffa94d',
  overlay: 'rgba(0, 0, 0, 0.6)',
  'focus-ring': '#8ea4ff',
  shadow: '0 24px 64px rgba(0, 0, 0, 0.5), 0 2px 8px rgba(0, 0, 0, 0.3)',
};

// Marked pure: a bundle that never reads the names drops them, and TOKEN_NAMES with them.
/** Every theme variable the widget reads, e.g. `--gw-accent`. */
export const THEME_VARIABLE_NAMES = /* @__PURE__ */ TOKEN_NAMES.map((name) => `--gw-${name}` as const);

/** The default value of every theme variable per mode. */
export const THEME_TOKENS: Readonly<Record<ThemeMode, Tokens>> = { light, dark };
