import {
  createOnrampApi,
  followPurchase,
  type OnrampApi,
  purchaseItem,
  sentTransactions,
} from '@gangway/core/internal';
import {
  CHAIN_SUPPORT,
  type ChainNamespace,
  ERROR_MESSAGES,
  FIAT_AMOUNT_PATTERN,
  failureMessage,
  ONRAMP_CURRENCIES,
  type OnrampFiatCurrency,
  type OnrampNetwork,
  type OnrampOptionsResponse,
  type OnrampProviderQuote,
  type OnrampPurchase,
  type OnrampQuoteResponse,
  type VisitorMessage,
  visitorMessage,
} from '@gangway/protocol';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { useAccount } from '../../hooks/useAccount.ts';
import { useGangway } from '../../hooks/useGangway.ts';
import { useNetwork } from '../../hooks/useNetwork.ts';
import { formatExact, readAmount } from '../../i18n/format.ts';
import { useViewI18n } from '../../i18n/useViewI18n.ts';
import { LoadedTitle } from '../../modal/LoadedTitle/LoadedTitle.tsx';
import { useShadowStyles } from '../../modal/ModalContext.ts';
import { ViewFrame } from '../../modal/ViewFrame/ViewFrame.tsx';
import { safeWebLink } from '../GetWallet/walletLinks.ts';
import type { ViewProps } from '../lazyViews.ts';
import { onrampCss } from './OnRampProviders.css.ts';
import { inRestrictedTimeZone } from './restrictedTimeZone.ts';

type Options =
  | { status: 'loading' }
  | { status: 'ready'; api: OnrampApi; options: OnrampOptionsResponse }
  | { status: 'failed' };
type Offers =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; answer: OnrampQuoteResponse }
  | { status: 'failed'; message: VisitorMessage };
/** The card's limits apply: the providers' checkouts ask for the card first. */
const PAYMENT_METHOD = 'card';

/**
 * The on-ramp (SPEC §2's onramp bundle): the currency to buy on the active network (SPEC §9's USDC first), the fiat
 * currency, an amount within the payment method's limits, the providers' offers with their fees, then the chosen
 * provider's checkout in a new window with the address filled in; the purchase is followed in Activity.
 */
export default function OnRampProviders(_props: ViewProps<'OnRampProviders'>) {
  useShadowStyles(onrampCss);
  const { t } = useViewI18n();
  const gangway = useGangway();
  const { activeNetwork } = useNetwork();
  const onrampOn = useStore(gangway.features, (state) => state.remote.onramp !== false);
  const namespace = activeNetwork?.chainNamespace;
  const [options, setOptions] = useState<Options>({ status: 'loading' });
  const restricted = useMemo(inRestrictedTimeZone, []);
  const available =
    onrampOn &&
    !restricted &&
    namespace !== undefined &&
    (CHAIN_SUPPORT.onramp as readonly string[]).includes(namespace);

  useEffect(() => {
    if (!available) return;
    let current = true;
    (async () => {
      const services = await gangway.services();
      if (!services) throw new Error('no server configured');
      const api = createOnrampApi(services.http);
      const answer = await api.options();
      if (current) setOptions({ status: 'ready', api, options: answer });
    })().catch(() => {
      if (current) setOptions({ status: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [gangway, available]);

  const networks =
    options.status === 'ready' && activeNetwork
      ? options.options.purchaseCurrencies.flatMap((currency) =>
          currency.networks
            .filter((network) => network.chainId === activeNetwork.caipNetworkId)
            .map((network) => ({ symbol: currency.symbol, name: currency.name, network })),
        )
      : [];

  let blocked: string | undefined;
  if (!onrampOn) blocked = t('buyTurnedOff');
  else if (!available) blocked = t('buyUnavailable');
  else if (options.status === 'failed') blocked = t('buyOptionsFailed');
  else if (options.status === 'ready' && networks.length === 0) blocked = t('buyNotOnNetwork');

  return (
    <ViewFrame
      name="OnRampProviders"
      variant={options.status === 'loading' && !blocked ? 'loading' : undefined}
    >
      <LoadedTitle>{t('buy')}</LoadedTitle>
      {blocked ? (
        <p className="onramp-notice" role="alert" data-testid="gw-buy-unavailable">
          {blocked}
        </p>
      ) : options.status === 'ready' && activeNetwork ? (
        <BuyForm
          key={activeNetwork.caipNetworkId}
          api={options.api}
          options={options.options}
          choices={networks}
        />
      ) : (
        <p className="onramp-hint">{t('loading')}</p>
      )}
    </ViewFrame>
  );
}

function BuyForm({
  api,
  options,
  choices,
}: {
  api: OnrampApi;
  options: OnrampOptionsResponse;
  choices: { symbol: string; name: string; network: OnrampNetwork }[];
}) {
  const gangway = useGangway();
  const { t, message: translated, locale } = useViewI18n();
  const id = useId();
  const { address } = useAccount();
  const [asset, setAsset] = useState(
    () =>
      (choices.find((choice) => choice.symbol === options.defaultPurchaseCurrency) ?? choices[0])?.network
        .asset,
  );
  const [fiat, setFiat] = useState<OnrampFiatCurrency>('USD');
  const [typed, setTyped] = useState('');
  const [offers, setOffers] = useState<Offers>({ status: 'idle' });
  const [purchase, setPurchase] = useState<{ provider: string; state?: OnrampPurchase } | undefined>();
  const [opening, setOpening] = useState<string | undefined>();
  const [failure, setFailure] = useState<VisitorMessage | undefined>();

  const choice = choices.find((each) => each.network.asset === asset);
  const limits = options.paymentCurrencies
    .find((currency) => currency.id === fiat)
    ?.payment_method_limits.find((limit) => limit.id === PAYMENT_METHOD);
  const amount = readAmount(locale, typed.trim());
  const amountProblem =
    typed.trim() === ''
      ? undefined
      : !FIAT_AMOUNT_PATTERN.test(amount) || Number(amount) <= 0
        ? t('buyAmountInvalid')
        : limits && Number(amount) < Number(limits.min)
          ? t('buyAmountTooSmall', { min: formatFiat(locale, limits.min), fiat })
          : limits && Number(amount) > Number(limits.max)
            ? t('buyAmountTooBig', { max: formatFiat(locale, limits.max), fiat })
            : undefined;
  const edit = (change: () => void) => {
    change();
    setOffers({ status: 'idle' });
    setFailure(undefined);
  };

  const quote = async (event: FormEvent) => {
    event.preventDefault();
    if (!choice || amountProblem || typed.trim() === '') return;
    setOffers({ status: 'loading' });
    try {
      const answer = await api.quote({
        asset: choice.network.asset,
        network: choice.network.chainId,
        fiat,
        amount,
        paymentMethod: PAYMENT_METHOD,
      });
      setOffers({ status: 'ready', answer });
    } catch (error) {
      setOffers({
        status: 'failed',
        message: failureMessage(error, visitorMessage(ERROR_MESSAGES, 'SERVER_ERROR')),
      });
    }
  };

  const buy = async (offer: OnrampProviderQuote) => {
    if (!choice || !address || opening) return;
    setOpening(offer.provider);
    setFailure(undefined);
    try {
      const { url, purchaseId } = await api.checkout({
        provider: offer.provider,
        asset: choice.network.asset,
        network: choice.network.chainId,
        address,
        fiat,
        amount,
        paymentMethod: PAYMENT_METHOD,
      });
      // Only a web link leaves the widget (its URL allowlist), whatever the server answered.
      const link = safeWebLink(url);
      if (!link) throw new Error('The checkout link is not a web address');
      window.open(link, '_blank', 'noopener,noreferrer');
      sentTransactions(gangway)
        .getState()
        .add(
          purchaseItem({
            id: purchaseId,
            chain: choice.network.chainId,
            address,
            provider: offer.provider,
            symbol: choice.symbol,
            asset: choice.network.asset,
            amount: offer.purchaseAmount.amount,
            decimals: choice.network.decimals,
          }),
        );
      setPurchase({ provider: providerName(options, offer.provider) });
      void followPurchase(gangway, api, purchaseId, (state) => {
        setPurchase((previous) => (previous ? { ...previous, state } : previous));
        const namespace = activeNamespace(choice.network.chainId);
        if (state.status === 'completed' && namespace)
          void gangway
            .services()
            ?.then((services) => services?.tokenBalances.refresh(namespace, { force: true }));
      });
    } catch (error) {
      setFailure(failureMessage(error, visitorMessage(ERROR_MESSAGES, 'SERVER_ERROR')));
    } finally {
      setOpening(undefined);
    }
  };

  if (purchase) {
    const status = purchase.state?.status ?? 'pending';
    return (
      <div className="onramp-form" data-testid="gw-buy-progress" data-status={status}>
        <p className="onramp-notice" role="status">
          {status === 'pending'
            ? t('buyInProgress', { name: purchase.provider })
            : status === 'completed'
              ? t('buyCompleted', {
                  amount: formatExact(locale, purchase.state?.cryptoAmount ?? '0'),
                  symbol: purchase.state?.symbol ?? '',
                })
              : t('buyFailed')}
        </p>
        <button
          type="button"
          className="button button--secondary"
          data-testid="gw-buy-done"
          onClick={() => gangway.modal.getState().replace('Account')}
        >
          {t('buyDone')}
        </button>
      </div>
    );
  }

  const ready = offers.status === 'ready' ? offers.answer : undefined;
  return (
    <form className="onramp-form" onSubmit={quote} noValidate data-testid="gw-buy-form">
      <div className="onramp-field">
        <label className="onramp-label" htmlFor={`${id}-asset`}>
          {t('buyCurrency')}
        </label>
        <select
          id={`${id}-asset`}
          className="onramp-select"
          data-testid="gw-buy-currency"
          value={asset}
          onChange={(event) => edit(() => setAsset(event.target.value as typeof asset))}
        >
          {choices.map((each) => (
            <option key={each.network.asset} value={each.network.asset}>
              {each.symbol}
            </option>
          ))}
        </select>
      </div>
      <div className="onramp-field">
        <label className="onramp-label" htmlFor={`${id}-fiat`}>
          {t('buyFiat')}
        </label>
        <select
          id={`${id}-fiat`}
          className="onramp-select"
          data-testid="gw-buy-fiat"
          value={fiat}
          onChange={(event) => edit(() => setFiat(event.target.value as OnrampFiatCurrency))}
        >
          {ONRAMP_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
      <div className="onramp-field">
        <label className="onramp-label" htmlFor={`${id}-amount`}>
          {t('buyAmount', { fiat })}
        </label>
        <input
          id={`${id}-amount`}
          className="onramp-input"
          data-testid="gw-buy-amount"
          data-autofocus
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          value={typed}
          aria-invalid={amountProblem ? true : undefined}
          aria-describedby={`${id}-amount-hint`}
          onChange={(event) => edit(() => setTyped(event.target.value))}
        />
        <p className="onramp-hint" id={`${id}-amount-hint`}>
          {limits
            ? t('buyAmountRange', {
                min: formatFiat(locale, limits.min),
                max: formatFiat(locale, limits.max),
                fiat,
              })
            : ''}
        </p>
        {amountProblem && (
          <p className="onramp-error" role="alert" data-testid="gw-buy-amount-error">
            {amountProblem}
          </p>
        )}
      </div>
      {!ready && (
        <button
          type="submit"
          className="button"
          data-testid="gw-buy-quote"
          disabled={typed.trim() === '' || amountProblem !== undefined || offers.status === 'loading'}
        >
          {offers.status === 'loading' ? t('buyQuotesLoading') : t('buyGetQuotes')}
        </button>
      )}
      {offers.status === 'failed' && (
        <p className="onramp-error" role="alert" data-testid="gw-buy-quote-error">
          {translated(offers.message)}
        </p>
      )}
      {ready && (
        <ul className="onramp-providers" aria-label={t('buyProviders')} data-testid="gw-buy-providers">
          {ready.quotes.map((offer) => (
            <li
              key={offer.provider}
              className="onramp-provider"
              data-testid={`gw-buy-provider-${offer.provider}`}
            >
              <span className="onramp-provider__head">
                <span>{providerName(options, offer.provider)}</span>
                <span>
                  {t('buyYouGet', {
                    amount: formatExact(locale, offer.purchaseAmount.amount),
                    symbol: offer.purchaseAmount.currency,
                  })}
                </span>
              </span>
              <span className="onramp-provider__fees">
                {t('buyFees', {
                  fee: formatFiat(locale, offer.fee.amount),
                  network: formatFiat(locale, offer.networkFee.amount),
                  total: formatFiat(locale, offer.paymentTotal.amount),
                  fiat: offer.paymentTotal.currency,
                })}
              </span>
              <button
                type="button"
                className="button"
                data-testid={`gw-buy-with-${offer.provider}`}
                disabled={opening !== undefined}
                onClick={() => void buy(offer)}
              >
                {opening === offer.provider
                  ? t('buyOpening')
                  : t('buyWith', { name: providerName(options, offer.provider) })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {failure && (
        <p className="onramp-error" role="alert" data-testid="gw-buy-error">
          {translated(failure)}
        </p>
      )}
    </form>
  );
}

function activeNamespace(chainId: string): ChainNamespace | undefined {
  const namespace = chainId.slice(0, chainId.indexOf(':'));
  return (CHAIN_SUPPORT.onramp as readonly string[]).includes(namespace)
    ? (namespace as ChainNamespace)
    : undefined;
}

/** A fiat amount as money is written: always two decimals. */
function formatFiat(locale: string, value: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Number(value),
  );
}

function providerName(options: OnrampOptionsResponse, id: string): string {
  return options.providers.find((provider) => provider.id === id)?.name ?? id;
}
