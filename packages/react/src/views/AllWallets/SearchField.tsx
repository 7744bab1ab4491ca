import { type KeyboardEvent, useId, useMemo } from 'react';
import { useViewI18n } from '../../i18n/useViewI18n.ts';
import { SearchIcon } from './allWalletsIcons.tsx';

export interface SearchFieldProps {
  value: string;
  onChange(value: string): void;
  /** A search is on its way. */
  busy: boolean;
}

/** Moves focus from the field into the wallet grid below it (its roving Tab stop). */
function focusGrid(field: HTMLElement): void {
  field.closest('.view')?.querySelector<HTMLElement>('.list .item[tabindex="0"]')?.focus();
}

/**
 * The wallet search: labelled, focused when the view opens (not on touch screens, where that would raise the
 * keyboard), ArrowDown enters the grid and Escape clears the text before it closes the dialog.
 */
export function SearchField({ value, onChange, busy }: SearchFieldProps) {
  const id = useId();
  const { t } = useViewI18n();
  const touch = useMemo(() => globalThis.matchMedia?.('(pointer: coarse)').matches ?? false, []);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusGrid(event.currentTarget);
    } else if (event.key === 'Escape' && value !== '') {
      event.stopPropagation();
      event.preventDefault();
      onChange('');
    }
  };
  return (
    <div className="search">
      <label className="sr-only" htmlFor={id}>
        {t('searchWallets')}
      </label>
      <div className="search__field">
        <span className="search__icon">
          <SearchIcon />
        </span>
        <input
          id={id}
          type="search"
          className="search__input"
          placeholder={t('searchPlaceholder')}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          data-testid="gw-search-wallets"
          data-autofocus={touch ? undefined : ''}
        />
        {busy && <span className="spinner search__busy" aria-hidden="true" />}
      </div>
    </div>
  );
}
