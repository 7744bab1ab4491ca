// The frame takes the host's theme by allowlist and keeps what the visitor approves readable.
import { THEME_TOKENS } from '@gangway/protocol';
import { describe, expect, it } from 'vitest';
import { contrast, frameThemeVariables, MIN_CONTRAST, parseColor } from './frameTheme.ts';

const theme = (themeVariables: Record<string, string | number>, themeMode: 'light' | 'dark' = 'light') => ({
  themeMode,
  themeVariables,
});

describe('the frame theme', () => {
  it("starts from the widget's own defaults for the mode", () => {
    for (const mode of ['light', 'dark'] as const) {
      const variables = frameThemeVariables(theme({}, mode));
      expect(variables['--gw-background']).toBe(THEME_TOKENS[mode].background);
      expect(variables['--gw-accent']).toBe(THEME_TOKENS[mode].accent);
      expect(variables['--gw-font-family']).toBe(THEME_TOKENS[mode]['font-family']);
    }
  });

  it("takes the integrator's colours and font", () => {
    const variables = frameThemeVariables(
      theme({
        '--gw-accent': '#7048e8',
        '--gw-background': 'rgb(250, 250, 250)',
        '--gw-font-family': 'Inter, sans-serif',
      }),
    );
    expect(variables).toMatchObject({
      '--gw-accent': '#7048e8',
      '--gw-background': 'rgb(250, 250, 250)',
      '--gw-font-family': 'Inter, sans-serif',
    });
  });

  it('takes only the variables it draws with, as opaque colours or font names', () => {
    const defaults = frameThemeVariables(theme({}));
    const variables = frameThemeVariables(
      theme({
        '--gw-accent': 'url(https://tracker.example/pixel)',
        '--gw-background': 'rgba(255, 255, 255, 0)',
        '--gw-border': 'transparent',
        '--gw-muted': '#abcdef80',
        '--gw-font-family': 'x; background: red',
        '--gw-z-index': '1',
        '--gw-anything': 'red',
      }),
    );
    expect(variables).toEqual(defaults);
    expect(Object.keys(variables)).not.toContain('--gw-z-index');
  });

  it('drops colours that would make the request unreadable or invisible', () => {
    const invisible = frameThemeVariables(
      theme({ '--gw-foreground': '#ffffff', '--gw-background': '#ffffff' }),
    );
    expect(invisible['--gw-foreground']).toBe(THEME_TOKENS.light.foreground);
    expect(invisible['--gw-background']).toBe(THEME_TOKENS.light.background);
    const faint = frameThemeVariables(
      theme({ '--gw-accent-foreground': '#4455ee', '--gw-accent': '#3b5bdb' }),
    );
    expect(faint['--gw-accent-foreground']).toBe(THEME_TOKENS.light['accent-foreground']);
    // A background that only the default text reads on: put back too, and then every pair reads.
    const dark = frameThemeVariables(theme({ '--gw-background': '#101010' }));
    for (const [text, behind] of [
      ['--gw-foreground', '--gw-background'],
      ['--gw-muted', '--gw-background'],
      ['--gw-accent-foreground', '--gw-accent'],
    ] as const) {
      const ratio = contrast(
        parseColor(dark[text]) as [number, number, number],
        parseColor(dark[behind]) as [number, number, number],
      );
      expect(ratio).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
  });

  it('measures contrast as WCAG does', () => {
    expect(contrast([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrast([119, 119, 119], [255, 255, 255])).toBeCloseTo(4.48, 2);
    expect(parseColor('#abc')).toEqual([170, 187, 204]);
    expect(parseColor('rgb(256, 0, 0)')).toBeUndefined();
  });
});
