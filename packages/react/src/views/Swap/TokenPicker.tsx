import { formatUnits } from '@gangway/core/internal';
import { useId, useState } from 'react';
import { formatTokenBalance } from '../../i18n/format.ts';
import { useViewI18n } from '../../i18n/useViewI18n.ts';
import type { HeldSwapToken } from './useSwapTokens.ts';

/** The chain's swappable tokens with what the account holds of each, searched by symbol, name or address. */
export function TokenPicker({
  tokens,
  onPick,
  onCancel,
}: {
  tokens: readonly HeldSwapToken[];
  onPick: (token: HeldSwapToken) => void;
  onCancel: () => void;
}) {
  const { t, locale } = useViewI18n();
  const id = useId();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = needle
    ? tokens.filter(
        (token) =>
          token.symbol.toLowerCase().includes(needle) ||
          token.name.toLowerCase().includes(needle) ||
          token.address.toLowerCase().endsWith(needle),
      )
    : tokens;
  return (
    <div className="swap-picker" data-testid="gw-swap-picker">
      <label className="swap-label" htmlFor={`${id}-search`}>
        {t('swapSearchTokens')}
      </label>
      <input
        id={`${id}-search`}
        className="swap-input"
        data-testid="gw-swap-picker-search"
        data-autofocus
        autoComplete="off"
        spellCheck={false}
        placeholder={t('swapSearchTokens')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onCancel();
          }
        }}
      />
      {shown.length === 0 ? (
        <p className="swap-hint">{t('swapNoTokenFound')}</p>
      ) : (
        <ul className="swap-picker__list">
          {shown.map((token) => (
            <li key={token.address}>
              <button
                type="button"
                className="swap-picker__item"
                data-testid={`gw-swap-pick-${token.symbol}`}
                onClick={() => onPick(token)}
              >
                {token.logoUri && <img src={token.logoUri} alt="" width={28} height={28} />}
                <span className="swap-picker__name">
                  <strong>{token.symbol}</strong>
                  <span>{token.name}</span>
                </span>
                <bdi dir="ltr" className="swap-picker__held">
                  {formatTokenBalance(locale, formatUnits(token.held, token.decimals))}
                </bdi>
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button button--secondary" onClick={onCancel}>
        {t('back')}
      </button>
    </div>
  );
}
