import type { ThemeMode } from '@gangway/core';
import { useTheme } from '@gangway/react';

const ACCENTS = [
  { name: 'Default', value: undefined },
  { name: 'Violet', value: '#7048e8' },
  { name: 'Teal', value: '#0c8599' },
  { name: 'Rose', value: '#c2255c' },
  { name: 'Graphite', value: '#343a40' },
] as const;

const MODES: { label: string; value: ThemeMode | undefined }[] = [
  { label: 'System', value: undefined },
  { label: 'Light', value: 'light' },
  { label: 'Dark', value: 'dark' },
];

/** Run-time theming through useTheme(): mode and the --gw-accent variable. */
export function ThemeCard() {
  const { themeMode, themeVariables, setThemeMode, setThemeVariables } = useTheme();
  const accent = themeVariables['--gw-accent'];
  return (
    <section className="card" data-testid="demo-theme" aria-labelledby="demo-theme-title">
      <header className="card__header">
        <h2 className="card__title" id="demo-theme-title">
          Theme
        </h2>
        <p className="card__subtitle">
          <code>useTheme()</code> sets <code>themeMode</code> and <code>--gw-*</code> variables for the modal
          and buttons
        </p>
      </header>
      <fieldset className="segmented">
        <legend className="sr-only">Theme mode</legend>
        {MODES.map((mode) => (
          <label key={mode.label} className="segmented__option">
            <input
              type="radio"
              name="theme-mode"
              checked={themeMode === mode.value}
              data-testid={`demo-theme-${mode.label.toLowerCase()}`}
              onChange={() => setThemeMode(mode.value)}
            />
            <span>{mode.label}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="swatches">
        <legend className="swatches__legend">Accent</legend>
        {ACCENTS.map((option) => (
          <label key={option.name} className="swatch" title={option.name}>
            <input
              type="radio"
              name="accent"
              checked={accent === option.value}
              onChange={() => setThemeVariables({ '--gw-accent': option.value })}
            />
            <span
              className="swatch__color"
              style={{ background: option.value ?? 'var(--accent)' }}
              aria-hidden="true"
            />
            <span className="sr-only">{option.name}</span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
