// SPEC §3 theme sync inside the frame: the host's mode and its integrator's `--gw-*` variables, so the approval
// looks like the modal around it and follows it live. Taken by allowlist: only the variables the frame draws with,
// colours opaque (#rgb, #rrggbb, rgb()), font names for the font. And what the visitor must
// read stays readable: colours whose text falls below WCAG AA contrast (4.5:1) are dropped for the defaults, so a
// host page cannot make the request it asks the visitor to approve invisible or see-through.
import { type FrameParams, THEME_TOKENS, type ThemeTokenName } from '@gangway/protocol';

type ThemeSync = FrameParams<'syncTheme'>;

type Kind = 'color' | 'font';

/** The tokens the frame's stylesheet uses (as var(--gw-<name>)), and what each takes. */
export const FRAME_THEME_TOKENS = {
  background: 'color',
  foreground: 'color',
  muted: 'color',
  surface: 'color',
  border: 'color',
  accent: 'color',
  'accent-foreground': 'color',
  error: 'color',
  'focus-ring': 'color',
  'font-family': 'font',
} as const satisfies Partial<Record<ThemeTokenName, Kind>>;
type FrameToken = keyof typeof FRAME_THEME_TOKENS;

/** Text on a background that must stay readable: [text, background]. */
const READABLE_PAIRS: readonly (readonly [FrameToken, FrameToken])[] = [
  ['foreground', 'background'],
  ['muted', 'background'],
  ['foreground', 'surface'],
  ['accent-foreground', 'accent'],
];
export const MIN_CONTRAST = 4.5;

const SYNTAX: Record<Kind, RegExp> = {
  color: /^(#[0-9a-f]{3}|#[0-9a-f]{6}|rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\))$/i,
  font: /^[\w\s,"'-]{1,200}$/,
};

/** [r, g, b] of an allowed colour (0–255). */
export function parseColor(value: string): [number, number, number] | undefined {
  const text = value.trim();
  if (!SYNTAX.color.test(text)) return undefined;
  if (text.startsWith('#')) {
    const hex = text.length === 4 ? [...text.slice(1)].map((digit) => digit + digit).join('') : text.slice(1);
    return [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
  }
  const channels = (text.match(/\d+/g) ?? []).map(Number);
  return channels.every((channel) => channel <= 255) ? (channels as [number, number, number]) : undefined;
}

function luminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrast(a: [number, number, number], b: [number, number, number]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The variables the frame sets for `theme`: its mode's defaults, then the host's where they pass. */
export function frameThemeVariables(theme: ThemeSync): Record<`--gw-${FrameToken}`, string> {
  const mode = theme.themeMode;
  const tokens = Object.fromEntries(
    (Object.keys(FRAME_THEME_TOKENS) as FrameToken[]).map((name) => [name, THEME_TOKENS[mode][name]]),
  ) as Record<FrameToken, string>;
  for (const [name, kind] of Object.entries(FRAME_THEME_TOKENS) as [FrameToken, Kind][]) {
    const value = theme.themeVariables[`--gw-${name}`];
    if (typeof value === 'string' && SYNTAX[kind].test(value.trim())) tokens[name] = value.trim();
  }
  // A pair put back to its defaults may spoil a pair checked before it: again until every pair reads (the
  // defaults all do).
  for (let changed = true; changed; ) {
    changed = false;
    for (const [text, background] of READABLE_PAIRS) {
      const [foreground, behind] = [parseColor(tokens[text]), parseColor(tokens[background])];
      if (foreground && behind && contrast(foreground, behind) >= MIN_CONTRAST) continue;
      const defaults = THEME_TOKENS[mode];
      if (tokens[text] === defaults[text] && tokens[background] === defaults[background]) continue;
      tokens[text] = defaults[text];
      tokens[background] = defaults[background];
      changed = true;
    }
  }
  return Object.fromEntries(Object.entries(tokens).map(([name, value]) => [`--gw-${name}`, value])) as Record<
    `--gw-${FrameToken}`,
    string
  >;
}

/** Applies `theme` to the frame's root element (its data-theme, color-scheme and variables). */
export function applyTheme(root: HTMLElement, theme: ThemeSync): void {
  root.dataset.theme = theme.themeMode;
  root.style.colorScheme = theme.themeMode;
  for (const [name, value] of Object.entries(frameThemeVariables(theme))) root.style.setProperty(name, value);
}
