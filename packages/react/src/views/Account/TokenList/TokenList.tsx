import { USER_MESSAGES } from '@gangway/core/internal';
import { CHAIN_SUPPORT, type ChainNamespace, visitorMessage } from '@gangway/protocol';
import { useId, useMemo } from 'react';
import { useStore } from 'zustand';
import { BrandIcon } from '../../../components/BrandIcon/BrandIcon.tsx';
import { useAccount } from '../../../hooks/useAccount.ts';
import { useGangway } from '../../../hooks/useGangway.ts';
import { useNetwork } from '../../../hooks/useNetwork.ts';
import { formatTokenBalance, formatUsd } from '../../../i18n/format.ts';
import { useViewI18n } from '../../../i18n/useViewI18n.ts';
import { AlertIcon } from '../../../modal/icons.tsx';
import { useShadowStyles } from '../../../modal/ModalContext.ts';
import { tokenListCss } from './TokenList.css.ts';
import { sortTokens, totalValue } from './tokenDisplay.ts';

const PLACEHOLDER_ROWS = 3;

function Placeholders() {
  return (
    <ul className="token-list" aria-hidden="true" data-testid="gw-tokens-loading">
      {Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows.
        <li key={index} className="token token--placeholder">
          <span className="skeleton skeleton--icon" />
          <span className="token__text">
            <span className="skeleton skeleton--text" />
            <span className="skeleton skeleton--short" />
          </span>
          <span className="skeleton skeleton--value" />
        </li>
      ))}
    </ul>
  );
}

function supportsBalances(namespace: ChainNamespace): boolean {
  return (CHAIN_SUPPORT.balance as readonly ChainNamespace[]).includes(namespace);
}

/**
 * SPEC §2 Account, Tokens: the connected account's token balances on the active network, native currency first,
 * with their total value. Core refreshes them on every open and after an account or network change.
 */
export function TokenList() {
  useShadowStyles(tokenListCss);
  const gangway = useGangway();
  const { t, message, locale } = useViewI18n();
  const headingId = useId();
  const { namespace, state: account } = useAccount();
  const { activeNetwork, isUnsupported } = useNetwork();
  const status = useStore(gangway.balances, (state) => state.status);
  const tokens = useMemo(
    () =>
      sortTokens(
        (account.tokenBalance ?? []).filter((token) => token.chainId === activeNetwork?.caipNetworkId),
      ),
    [account.tokenBalance, activeNetwork],
  );
  const hasServer = Boolean(gangway.options.apiUrl && gangway.options.projectId);
  if (!hasServer || !supportsBalances(namespace)) return null;

  const retry = () =>
    void gangway.services()?.then((services) => services.tokenBalances.refresh(namespace, { force: true }));
  const unavailable = !isUnsupported && status === 'unavailable';
  const loading = !isUnsupported && !unavailable && tokens.length === 0 && status !== 'ready';

  return (
    <section
      className="tokens"
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      data-testid="gw-tokens"
    >
      <div className="tokens__header">
        <h3 className="tokens__title" id={headingId}>
          {t('tokens')}
        </h3>
        {tokens.length > 0 && !unavailable && !isUnsupported && (
          <p className="tokens__total" data-testid="gw-tokens-total">
            <span className="sr-only">{`${t('totalValue')}: `}</span>
            <bdi dir="ltr">{formatUsd(locale, totalValue(tokens))}</bdi>
          </p>
        )}
        {loading && <span className="tokens__total tokens__total--pending" aria-hidden="true" />}
      </div>
      {isUnsupported ? (
        <div className="tokens-note" data-testid="gw-tokens-unsupported">
          <p className="tokens-note__title tokens-note__title--warning">
            {message(visitorMessage(USER_MESSAGES, 'UNSUPPORTED_CHAIN'))}
          </p>
          <p className="hint">{t('tokensUnsupportedNetwork')}</p>
        </div>
      ) : unavailable ? (
        <div className="tokens-note" data-testid="gw-tokens-unavailable">
          <p className="tokens-note__title tokens-note__title--warning">
            <AlertIcon size={16} /> {message(visitorMessage(USER_MESSAGES, 'TOKEN_BALANCE_UNAVAILABLE'))}
          </p>
          <button
            type="button"
            className="button button--secondary"
            data-testid="gw-tokens-retry"
            onClick={retry}
          >
            {t('retry')}
          </button>
        </div>
      ) : tokens.length > 0 ? (
        <ul className="token-list">
          {tokens.map((token) => (
            <li key={token.address} className="token" data-testid={`gw-token-${token.symbol}`}>
              <BrandIcon name={token.symbol} src={token.iconUrl || undefined} size={36} shape="circle" lazy />
              <span className="token__name">{token.name}</span>
              <span className="token__value" data-testid="gw-token-value" dir="ltr">
                {formatUsd(locale, token.value)}
              </span>
              <span className="token__amount" data-testid="gw-token-amount">
                <bdi dir="ltr">{`${formatTokenBalance(locale, token.quantity.numeric)} ${token.symbol}`}</bdi>
              </span>
            </li>
          ))}
        </ul>
      ) : loading ? (
        <Placeholders />
      ) : (
        <div className="tokens-note" data-testid="gw-tokens-empty">
          <p className="hint">{t('noTokens')}</p>
        </div>
      )}
    </section>
  );
}
