import type { SwapArguments } from '@gangway/core';
import { formatUnits, parseAmount, SEND_MESSAGES } from '@gangway/core/internal';
import {
  ERROR_MESSAGES,
  failureMessage,
  MAX_SWAP_SLIPPAGE_PERCENT,
  NATIVE_TOKEN_ADDRESS,
  SWAP_NETWORK_CHAIN_IDS,
  SWAP_SLIPPAGE_TOLERANCE,
  type SwapKind,
  type VisitorMessage,
  visitorMessage,
} from '@gangway/protocol';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { useAccount } from '../../hooks/useAccount.ts';
import { useGangway } from '../../hooks/useGangway.ts';
import { useNetwork } from '../../hooks/useNetwork.ts';
import { formatExact, readAmount, writeAmount } from '../../i18n/format.ts';
import { useViewI18n } from '../../i18n/useViewI18n.ts';
import { LoadedTitle } from '../../modal/LoadedTitle/LoadedTitle.tsx';
import { useShadowStyles } from '../../modal/ModalContext.ts';
import { ViewFrame } from '../../modal/ViewFrame/ViewFrame.tsx';
import type { ViewProps } from '../lazyViews.ts';
import { refreshTokenBalances } from '../Send/networkReads.ts';
import { ApprovalFailedError, runSwap, type SwapStep } from './runSwap.ts';
import { swapCss } from './Swap.css.ts';
import { TokenPicker } from './TokenPicker.tsx';
import { type QuoteState, useSwapQuote } from './useSwapQuote.ts';
import { findSwapToken, type HeldSwapToken, useSwapTokens } from './useSwapTokens.ts';

type Phase = 'edit' | 'pickFrom' | 'pickTo' | 'review';

/**
 * SPEC §2 Swap: two tokens of the server's list for the active EVM network, an amount on either side, the quote
 * (rate, price impact, network fee, minimum received) and the slippage; then a review of a fresh quote, and the
 * approval and the swap through the connected wallet.
 */
export default function Swap({ data }: ViewProps<'Swap'>) {
  useShadowStyles(swapCss);
  const { t, message: translated } = useViewI18n();
  const { activeNetwork } = useNetwork();
  const evm = activeNetwork?.chainNamespace === 'eip155';
  const listedChain = evm && (SWAP_NETWORK_CHAIN_IDS as readonly number[]).includes(Number(activeNetwork.id));
  // SPEC §3's remote `swaps` flag: Account hides the button; open('Swap') says so.
  const gangway = useGangway();
  const swapsOn = useStore(gangway.features, (state) => state.remote.swaps !== false);
  const tokens = useSwapTokens(swapsOn && listedChain ? activeNetwork : undefined);

  let blocked: string | undefined;
  if (!swapsOn) blocked = t('swapTurnedOff');
  else if (!evm) blocked = t('swapEvmOnly');
  else if (!listedChain || (tokens.status === 'failed' && tokens.code === 'UNSUPPORTED_NETWORK'))
    blocked = translated(visitorMessage(ERROR_MESSAGES, 'SWAPS_NETWORK_NOT_SUPPORTED'));
  else if (tokens.status === 'failed') blocked = t('swapTokensFailed');

  return (
    <ViewFrame name="Swap" variant={tokens.status === 'loading' && !blocked ? 'loading' : undefined}>
      <LoadedTitle>{t('swap')}</LoadedTitle>
      {blocked ? (
        <p className="swap-notice" role="alert" data-testid="gw-swap-unavailable">
          {blocked}
        </p>
      ) : tokens.status === 'ready' && activeNetwork ? (
        <SwapForm key={activeNetwork.caipNetworkId} tokens={tokens.tokens} api={tokens.api} args={data} />
      ) : (
        <p className="swap-hint">{t('loading')}</p>
      )}
    </ViewFrame>
  );
}

function SwapForm({
  tokens,
  api,
  args,
}: {
  tokens: HeldSwapToken[];
  api: Extract<ReturnType<typeof useSwapTokens>, { status: 'ready' }>['api'];
  args: SwapArguments | undefined;
}) {
  const gangway = useGangway();
  const { t, message: translated, locale, ltr } = useViewI18n();
  const id = useId();
  const { address } = useAccount();
  const { activeNetwork } = useNetwork();
  const [phase, setPhase] = useState<Phase>('edit');
  const [fromAddress, setFromAddress] = useState(
    () => (findSwapToken(tokens, args?.fromToken) ?? tokens[0])?.address,
  );
  const [toAddress, setToAddress] = useState(
    () =>
      (
        findSwapToken(tokens, args?.toToken) ??
        tokens.find((token) => token.symbol === 'USDC' && token.address !== fromAddress) ??
        tokens.find((token) => token.address !== fromAddress)
      )?.address,
  );
  const [kind, setKind] = useState<SwapKind>('exactIn');
  const [typed, setTyped] = useState(() => (args?.amount ? writeAmount(locale, args.amount) : ''));
  const [slippageText, setSlippageText] = useState(() =>
    writeAmount(locale, String(SWAP_SLIPPAGE_TOLERANCE)),
  );
  const [step, setStep] = useState<SwapStep | undefined>();
  const [failure, setFailure] = useState<VisitorMessage | string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();

  const from = tokens.find((token) => token.address === fromAddress);
  const to = tokens.find((token) => token.address === toAddress);
  const typedToken = kind === 'exactIn' ? from : to;
  const parsed =
    typedToken && typed.trim() !== ''
      ? parseAmount(readAmount(locale, typed), typedToken.decimals, typedToken.symbol)
      : undefined;
  const slippage = Number(readAmount(locale, slippageText));
  const slippageOk = Number.isFinite(slippage) && slippage >= 0.01 && slippage <= MAX_SWAP_SLIPPAGE_PERCENT;

  const amount = parsed?.ok ? parsed.value : undefined;
  const quoteInput = useMemo(
    () =>
      from && to && address && amount !== undefined && from.address !== to.address
        ? { api, from, to, amount, kind, userAddress: address }
        : undefined,
    [api, from, to, address, amount, kind],
  );
  const { state: quote, refresh } = useSwapQuote(quoteInput);
  const ready = quote.status === 'ready' ? quote : undefined;
  const sold = ready
    ? BigInt(ready.quote.fromAmount)
    : kind === 'exactIn' && parsed?.ok
      ? parsed.value
      : undefined;
  const short = from && sold !== undefined && sold > from.held;

  const quoteProblem = quoteFailure(quote, from?.symbol ?? '', to?.symbol ?? '', t, translated);
  const insufficient =
    short && from
      ? translated(visitorMessage(SEND_MESSAGES, 'INSUFFICIENT_BALANCE', { symbol: from.symbol }))
      : undefined;
  const slippageProblem = slippageOk
    ? undefined
    : t('swapSlippageInvalid', { max: String(MAX_SWAP_SLIPPAGE_PERCENT) });
  const parseProblem = parsed && !parsed.ok ? translated(parsed.message) : undefined;
  // What stops a review: the amount as typed, the balance, the slippage. A quote that failed says why first.
  const inputProblem = parseProblem ?? insufficient ?? slippageProblem;
  const failureText =
    failure === undefined ? undefined : typeof failure === 'string' ? failure : translated(failure);
  const problem = failureText ?? parseProblem ?? quoteProblem ?? insufficient ?? slippageProblem;

  const otherSide = ready
    ? kind === 'exactIn'
      ? to && formatUnits(BigInt(ready.quote.toAmount), to.decimals)
      : from && formatUnits(BigInt(ready.quote.fromAmount), from.decimals)
    : undefined;
  const fromText = kind === 'exactIn' ? typed : otherSide ? writeAmount(locale, otherSide) : '';
  const toText = kind === 'exactOut' ? typed : otherSide ? writeAmount(locale, otherSide) : '';

  const edit = (next: () => void) => {
    next();
    setFailure(undefined);
    setNotice(undefined);
    if (phase === 'review') setPhase('edit');
  };

  const review = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || inputProblem || step) return;
    // A quote older than its validity is asked again before the visitor reviews it.
    if (Date.now() - ready.receivedAt > ready.quote.validForMs) {
      const fresh = await refresh();
      if (
        fresh.status === 'ready' &&
        (fresh.quote.toAmount !== ready.quote.toAmount || fresh.quote.fromAmount !== ready.quote.fromAmount)
      )
        setNotice(t('swapPriceUpdated'));
      if (fresh.status !== 'ready') return;
    }
    setPhase('review');
  };

  const confirm = async () => {
    if (!ready || !from || !to || !address || !activeNetwork || step) return;
    setFailure(undefined);
    setNotice(undefined);
    try {
      await runSwap(
        gangway,
        {
          api,
          network: activeNetwork,
          address,
          from,
          to,
          amount: ready.input.amount,
          kind: ready.input.kind,
          slippagePercent: slippage,
        },
        setStep,
      );
      gangway.toast.getState().show('success', visitorMessage(SEND_MESSAGES, 'TRANSACTION_SENT'));
      refreshTokenBalances(gangway, 'eip155');
      const modal = gangway.modal.getState();
      if (modal.history.length > 1) modal.back();
      else modal.replace('Account');
    } catch (error) {
      setStep(undefined);
      if (error instanceof ApprovalFailedError) {
        setFailure(t('swapApprovalFailed'));
        gangway.toast.getState().show('error', visitorMessage(SEND_MESSAGES, 'TRANSACTION_REVERTED'));
        return;
      }
      const reason = failureMessage(error, visitorMessage(ERROR_MESSAGES, 'REQUEST_ABORTED'));
      setFailure(reason);
      gangway.toast.getState().show('error', reason);
    }
  };

  if ((phase === 'pickFrom' || phase === 'pickTo') && !step) {
    const picking = phase === 'pickFrom';
    return (
      <TokenPicker
        tokens={tokens}
        onCancel={() => setPhase('edit')}
        onPick={(token) => {
          edit(() => {
            const other = picking ? toAddress : fromAddress;
            // Picking the other side's token swaps the two.
            if (token.address === other) {
              setFromAddress(toAddress);
              setToAddress(fromAddress);
            } else if (picking) setFromAddress(token.address);
            else setToAddress(token.address);
          });
          setPhase('edit');
        }}
      />
    );
  }

  const nativeSymbol = activeNetwork?.nativeCurrency.symbol ?? '';
  const nativeDecimals = activeNetwork?.nativeCurrency.decimals ?? 18;
  const rate =
    ready && from && to
      ? (() => {
          const fromUnits = Number(formatUnits(BigInt(ready.quote.fromAmount), from.decimals));
          const toUnits = Number(formatUnits(BigInt(ready.quote.toAmount), to.decimals));
          return fromUnits > 0 ? toUnits / fromUnits : undefined;
        })()
      : undefined;
  const guaranteed =
    ready && from && to
      ? kind === 'exactIn'
        ? {
            label: t('swapMinimumReceived'),
            text: `${formatExact(locale, formatUnits(slippageDown(BigInt(ready.quote.toAmount), slippage), to.decimals))} ${to.symbol}`,
          }
        : {
            label: t('swapMaximumSold'),
            text: `${formatExact(locale, formatUnits(slippageUp(BigInt(ready.quote.fromAmount), slippage), from.decimals))} ${from.symbol}`,
          }
      : undefined;
  const reviewing = phase === 'review';

  return (
    <form className="swap-form" onSubmit={review} noValidate data-testid="gw-swap-form">
      <div className="swap-box">
        <label className="swap-label" id={`${id}-from-label`} htmlFor={`${id}-from`}>
          {t('swapYouPay')}
        </label>
        <div className="swap-row">
          <input
            id={`${id}-from`}
            className="swap-input"
            data-testid="gw-swap-from-amount"
            data-autofocus
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            placeholder={writeAmount(locale, '0.0')}
            value={fromText}
            disabled={step !== undefined}
            aria-invalid={kind === 'exactIn' && parsed && !parsed.ok ? true : undefined}
            onChange={(event) =>
              edit(() => {
                setKind('exactIn');
                setTyped(event.target.value);
              })
            }
          />
          <button
            type="button"
            className="button button--secondary swap-token"
            data-testid="gw-swap-from-token"
            disabled={step !== undefined}
            aria-describedby={`${id}-from-label`}
            onClick={() => setPhase('pickFrom')}
          >
            {from?.symbol ?? t('swapChooseToken')}
          </button>
        </div>
        {from && (
          <p className="swap-hint" data-testid="gw-swap-from-held">
            {t('swapBalance', {
              amount: ltr(`${formatExact(locale, formatUnits(from.held, from.decimals))} ${from.symbol}`),
            })}
          </p>
        )}
      </div>
      <button
        type="button"
        className="button button--secondary swap-flip"
        data-testid="gw-swap-flip"
        disabled={step !== undefined}
        aria-label={t('swapFlip')}
        onClick={() =>
          edit(() => {
            setFromAddress(toAddress);
            setToAddress(fromAddress);
            setKind(kind === 'exactIn' ? 'exactOut' : 'exactIn');
          })
        }
      >
        ⇅
      </button>
      <div className="swap-box">
        <label className="swap-label" id={`${id}-to-label`} htmlFor={`${id}-to`}>
          {t('swapYouReceive')}
        </label>
        <div className="swap-row">
          <input
            id={`${id}-to`}
            className="swap-input"
            data-testid="gw-swap-to-amount"
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            placeholder={writeAmount(locale, '0.0')}
            value={toText}
            disabled={step !== undefined}
            aria-invalid={kind === 'exactOut' && parsed && !parsed.ok ? true : undefined}
            onChange={(event) =>
              edit(() => {
                setKind('exactOut');
                setTyped(event.target.value);
              })
            }
          />
          <button
            type="button"
            className="button button--secondary swap-token"
            data-testid="gw-swap-to-token"
            disabled={step !== undefined}
            aria-describedby={`${id}-to-label`}
            onClick={() => setPhase('pickTo')}
          >
            {to?.symbol ?? t('swapChooseToken')}
          </button>
        </div>
      </div>
      <dl
        className="swap-details"
        data-testid="gw-swap-quote"
        aria-busy={quote.status === 'loading' || undefined}
      >
        <div>
          <dt>{t('swapRate')}</dt>
          <dd data-testid="gw-swap-rate">
            {quote.status === 'loading'
              ? t('swapQuoteLoading')
              : rate !== undefined && from && to
                ? ltr(`1 ${from.symbol} = ${formatExact(locale, rate.toPrecision(6))} ${to.symbol}`)
                : '–'}
          </dd>
        </div>
        <div>
          <dt>{t('swapPriceImpact')}</dt>
          <dd data-testid="gw-swap-impact">
            {ready?.quote.priceImpact != null
              ? ltr(`${formatExact(locale, String(ready.quote.priceImpact))} %`)
              : '–'}
          </dd>
        </div>
        <div>
          <dt>{t('networkFee')}</dt>
          <dd data-testid="gw-swap-fee">
            {ready
              ? ltr(
                  `${formatExact(locale, Number(formatUnits(BigInt(ready.quote.networkFee), nativeDecimals)).toPrecision(4))} ${nativeSymbol}`,
                )
              : '–'}
          </dd>
        </div>
        <div>
          <dt>{guaranteed?.label ?? t('swapMinimumReceived')}</dt>
          <dd data-testid="gw-swap-minimum">{guaranteed ? ltr(guaranteed.text) : '–'}</dd>
        </div>
        <div>
          <dt>
            <label htmlFor={`${id}-slippage`}>{t('swapSlippage')}</label>
          </dt>
          <dd>
            <input
              id={`${id}-slippage`}
              className="swap-input swap-slippage"
              data-testid="gw-swap-slippage"
              inputMode="decimal"
              dir="ltr"
              value={slippageText}
              disabled={step !== undefined}
              aria-invalid={!slippageOk || undefined}
              onChange={(event) => edit(() => setSlippageText(event.target.value))}
            />{' '}
            %
          </dd>
        </div>
      </dl>
      {notice && (
        <p className="swap-notice" role="status" data-testid="gw-swap-notice">
          {notice}
        </p>
      )}
      {problem && (typed.trim() !== '' || failure) && (
        <p className="swap-error" role="alert" data-testid="gw-swap-error">
          {problem}
        </p>
      )}
      {reviewing && from && to ? (
        <>
          <ol className="swap-steps" data-testid="gw-swap-steps">
            {!from.address.toLowerCase().endsWith(NATIVE_TOKEN_ADDRESS) && (
              <li>{t('swapApproveStep', { symbol: from.symbol })}</li>
            )}
            <li>{t('swapSwapStep', { from: from.symbol, to: to.symbol })}</li>
          </ol>
          {step && (
            <p className="swap-hint" role="status" data-testid="gw-swap-step">
              {step === 'approving'
                ? t('swapApproving', { symbol: from.symbol })
                : step === 'approvalPending'
                  ? t('swapApprovalPending')
                  : t('confirmInWallet')}
            </p>
          )}
          <button
            type="button"
            className="button button--primary"
            data-testid="gw-swap-confirm"
            aria-busy={step !== undefined || undefined}
            disabled={step !== undefined || inputProblem !== undefined}
            onClick={() => void confirm()}
          >
            {t('swapConfirm')}
          </button>
        </>
      ) : (
        <button
          type="submit"
          className="button button--primary"
          data-testid="gw-swap-review"
          disabled={!ready || inputProblem !== undefined}
        >
          {t('swapReview')}
        </button>
      )}
    </form>
  );
}

function quoteFailure(
  quote: QuoteState,
  from: string,
  to: string,
  t: ReturnType<typeof useViewI18n>['t'],
  translated: ReturnType<typeof useViewI18n>['message'],
): string | undefined {
  if (quote.status !== 'failed') return undefined;
  switch (quote.code) {
    case 'UNSUPPORTED_NETWORK':
      return translated(visitorMessage(ERROR_MESSAGES, 'SWAPS_NETWORK_NOT_SUPPORTED'));
    case 'NO_ROUTE':
      return t('swapNoRoute', { from, to });
    case 'INSUFFICIENT_LIQUIDITY':
      return t('swapInsufficientLiquidity');
    default:
      return t('swapQuoteFailed');
  }
}

/** What the server's build applies, to show before it: the least bought, the most sold, at `percent` of slippage. */
function slippageDown(amount: bigint, percent: number): bigint {
  return (amount * BigInt(10_000 - Math.round(percent * 100))) / 10_000n;
}
function slippageUp(amount: bigint, percent: number): bigint {
  return (amount * BigInt(10_000 + Math.round(percent * 100)) + 9_999n) / 10_000n;
}
