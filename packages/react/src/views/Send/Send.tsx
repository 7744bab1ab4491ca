import {
  buildTransfer,
  formatUnits,
  maxAmount,
  parseAmount,
  parseUnits,
  SEND_MESSAGES,
  sendStore,
  sentTransactions,
  sentTransferItem,
  tokenBalanceUnits,
  tokenDecimals,
  truncateAddress,
  USER_MESSAGES,
  validateSend,
} from '@gangway/core/internal';
import {
  ERROR_MESSAGES,
  FAMILY_NAMES,
  failureMessage,
  type VisitorMessage,
  visitorMessage,
} from '@gangway/protocol';
import { type FormEvent, useCallback, useId, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { useAccount } from '../../hooks/useAccount.ts';
import { useGangway } from '../../hooks/useGangway.ts';
import { useNetwork } from '../../hooks/useNetwork.ts';
import { formatExact, formatTokenBalance, readAmount, writeAmount } from '../../i18n/format.ts';
import { useViewI18n } from '../../i18n/useViewI18n.ts';
import { useShadowStyles } from '../../modal/ModalContext.ts';
import { ViewFrame } from '../../modal/ViewFrame/ViewFrame.tsx';
import { followSentTransaction, refreshTokenBalances } from './networkReads.ts';
import { sendCss } from './Send.css.ts';
import { useFeeEstimate } from './useFeeEstimate.ts';
import { useReceiverName } from './useReceiverName.ts';
import { useSendableTokens } from './useSendableTokens.ts';

/**
 * SPEC §4 Send: a token from the balances, an amount (with "Max"), a receiver and the fee; the wallet confirms, a
 * toast says so, the balances refresh and Account comes back with the send state reset.
 */
export default function Send() {
  useShadowStyles(sendCss);
  const gangway = useGangway();
  const { t, message: translated, locale, ltr } = useViewI18n();
  const id = useId();
  const store = useMemo(() => sendStore(gangway), [gangway]);
  const addressTests = useMemo(
    () =>
      new Map(
        [...gangway.options.adaptersByNamespace].map(([family, adapter]) => [
          family,
          (value: string) => adapter.isAddress(value),
        ]),
      ),
    [gangway],
  );
  const send = useStore(store);
  const { address, namespace, state } = useAccount();
  const { activeNetwork } = useNetwork();
  const tokens = useSendableTokens();
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<VisitorMessage | undefined>();
  const token = tokens.find((each) => each.address === send.token?.address) ?? tokens[0];

  // What the visitor typed, with the locale's decimal mark read as a point (core parses points only).
  const amountText = readAmount(locale, send.sendTokenAmount);
  const parsed = token ? parseAmount(amountText, tokenDecimals(token), token.symbol) : undefined;
  const estimateAmount =
    parsed?.ok && token && parsed.value <= tokenBalanceUnits(token) ? parsed.value : undefined;
  // An EVM receiver may be a registered name: the address it names is the receiver.
  const receiverName = useReceiverName(
    send.receiverAddress,
    namespace === 'eip155' && activeNetwork ? Number(activeNetwork.caipNetworkId.slice(7)) : undefined,
  );
  const receiver = receiverName.state === 'resolved' ? receiverName.address : send.receiverAddress;
  const isReceiver = useCallback(
    (value: string) => addressTests.get(namespace)?.(value) ?? false,
    [addressTests, namespace],
  );
  const fee = useFeeEstimate(activeNetwork, address, token, receiver, estimateAmount, isReceiver);
  const estimate = fee.status === 'ready' ? fee.estimate : undefined;
  const nativeSymbol = activeNetwork?.nativeCurrency.symbol ?? '';
  const nativeBalance =
    state.balance !== undefined && activeNetwork
      ? parseUnits(state.balance, activeNetwork.nativeCurrency.decimals)
      : undefined;
  const check = validateSend({
    network: activeNetwork,
    token,
    amount: amountText,
    receiver,
    fee: estimate?.fee,
    nativeBalance,
    addressTests,
  });
  const bothTyped = send.sendTokenAmount.trim() !== '' && send.receiverAddress.trim() !== '';
  const nameFailed =
    receiverName.state === 'failed' ? visitorMessage(USER_MESSAGES, 'ERROR_RESOLVING_NAME') : undefined;
  const message =
    failure ??
    (receiverName.state === 'resolving'
      ? undefined
      : (nameFailed ?? (!check.ok && (submitted || bothTyped) ? check.message : undefined)));

  const setMax = () => {
    if (!token) return;
    const value = maxAmount(token, estimate?.reserve);
    store
      .getState()
      .update({ token, sendTokenAmount: writeAmount(locale, formatUnits(value, tokenDecimals(token))) });
    setFailure(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(undefined);
    if (!check.ok || !token || !activeNetwork || !address || send.loading) return;
    if (receiverName.state === 'resolving' || receiverName.state === 'failed') return;
    const to = receiver.trim();
    store.getState().update({ loading: true });
    try {
      const { namespace: family, ...payload } = await buildTransfer(gangway, token, to, check.value);
      const hash = await gangway.sendTransaction({ namespace: family, ...payload });
      sentTransactions(gangway)
        .getState()
        .add(
          sentTransferItem({
            id: hash,
            chain: activeNetwork.caipNetworkId,
            from: address,
            to,
            token,
            amount: check.value,
          }),
        );
      void followSentTransaction(gangway, activeNetwork, hash);
      gangway.toast.getState().show('success', visitorMessage(SEND_MESSAGES, 'TRANSACTION_SENT'));
      refreshTokenBalances(gangway, namespace);
      store.getState().reset();
      // Back to the Account it was opened from; opened on its own (open('Account', { screen })), to Account itself.
      const modal = gangway.modal.getState();
      if (modal.history.length > 1) modal.back();
      else modal.replace('Account');
    } catch (error) {
      const reason = failureMessage(error, visitorMessage(ERROR_MESSAGES, 'REQUEST_ABORTED'));
      store.getState().update({ loading: false });
      setFailure(reason);
      gangway.toast.getState().show('error', reason);
    }
  };

  const family = FAMILY_NAMES[namespace];
  const balanceText = token
    ? t('available', {
        amount: ltr(`${formatTokenBalance(locale, token.quantity.numeric)} ${token.symbol}`),
      })
    : undefined;
  const feeText =
    fee.status === 'ready'
      ? `${formatExact(locale, formatUnits(fee.estimate.fee, activeNetwork?.nativeCurrency.decimals ?? 18))} ${nativeSymbol}`
      : fee.status === 'failed'
        ? translated(visitorMessage(SEND_MESSAGES, 'FEE_UNAVAILABLE'))
        : fee.status === 'loading'
          ? t('estimating')
          : '–';

  return (
    <ViewFrame name="Send">
      <form className="send-form" onSubmit={submit} noValidate>
        <div className="send-field">
          <label className="send-field__label" htmlFor={`${id}-token`}>
            {t('token')}
          </label>
          <select
            id={`${id}-token`}
            className="send-input"
            data-testid="gw-send-token"
            value={token?.address ?? ''}
            disabled={send.loading}
            onChange={(event) => {
              store.getState().update({
                token: tokens.find((each) => each.address === event.target.value),
                sendTokenAmount: '',
              });
              setFailure(undefined);
            }}
          >
            {tokens.length === 0 && <option value="">{t('noSendableTokens')}</option>}
            {tokens.map((each) => (
              <option key={each.address} value={each.address}>
                {`${each.symbol} · ${each.name}`}
              </option>
            ))}
          </select>
          {balanceText && (
            <p className="send-hint" data-testid="gw-send-available">
              {balanceText}
            </p>
          )}
        </div>
        <div className="send-field">
          <label className="send-field__label" htmlFor={`${id}-amount`}>
            {t('amount')}
          </label>
          <div className="send-field__row">
            <input
              id={`${id}-amount`}
              className="send-input"
              data-testid="gw-send-amount"
              data-autofocus
              inputMode="decimal"
              autoComplete="off"
              spellCheck={false}
              dir="ltr"
              placeholder={writeAmount(locale, '0.0')}
              value={send.sendTokenAmount}
              disabled={send.loading}
              aria-invalid={message !== undefined && !check.ok ? true : undefined}
              aria-describedby={message ? `${id}-error` : undefined}
              onChange={(event) => {
                store.getState().update({ token, sendTokenAmount: event.target.value });
                setFailure(undefined);
              }}
            />
            <button
              type="button"
              className="button button--secondary send-max"
              data-testid="gw-send-max"
              disabled={!token || send.loading}
              onClick={setMax}
            >
              {t('max')}
            </button>
          </div>
        </div>
        <div className="send-field">
          <label className="send-field__label" htmlFor={`${id}-receiver`}>
            {t('receiver')}
          </label>
          <input
            id={`${id}-receiver`}
            className="send-input"
            data-testid="gw-send-receiver"
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            placeholder={t('receiverPlaceholder', { family })}
            value={send.receiverAddress}
            disabled={send.loading}
            aria-describedby={message ? `${id}-error` : undefined}
            onChange={(event) => {
              store.getState().update({ token, receiverAddress: event.target.value });
              setFailure(undefined);
            }}
          />
        </div>
        {receiverName.state === 'resolved' && (
          <p className="send-hint" data-testid="gw-send-receiver-address" dir="ltr">
            {truncateAddress(receiverName.address)}
          </p>
        )}
        <p className="send-fee" data-testid="gw-send-fee">
          <span>{t('networkFee')}</span>
          <bdi dir={fee.status === 'ready' ? 'ltr' : undefined}>{feeText}</bdi>
        </p>
        {estimate?.rent !== undefined && (
          <p className="send-hint" data-testid="gw-send-fee-rent">
            {t('includesAccountRent', {
              amount: ltr(
                `${formatExact(locale, formatUnits(estimate.rent, activeNetwork?.nativeCurrency.decimals ?? 9))} ${nativeSymbol}`,
              ),
            })}
          </p>
        )}
        {message && (
          <p className="send-error" id={`${id}-error`} role="alert" data-testid="gw-send-error">
            {translated(message)}
          </p>
        )}
        <button
          type="submit"
          className="button button--primary"
          data-testid="gw-send-submit"
          aria-busy={send.loading || undefined}
          disabled={send.loading}
        >
          {send.loading ? t('confirmInWallet') : t('sendSubmit')}
        </button>
      </form>
    </ViewFrame>
  );
}
