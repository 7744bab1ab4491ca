import { type ChainNamespace, GangwayError } from '@gangway/core';
import { useAccount, useSendTransaction, useSignMessage } from '@gangway/react';
import { useState } from 'react';
import { Card, Field } from '../Card/Card.tsx';
import { CallsRequest } from './CallsRequest.tsx';

const DEFAULT_MESSAGE = 'Hello from Gangway';

const describe = (cause: unknown) => (cause instanceof GangwayError ? cause.message : String(cause));

interface Transfer {
  to: string;
  /** In the smallest unit: wei, lamports, satoshis, or an SPL token's base units. */
  value: string;
  /** An SPL token's mint (Solana); empty for the native currency. */
  mint: string;
}

/** The value as a whole number of the smallest unit, or undefined. */
function parseValue(text: string): bigint | undefined {
  return /^\d{1,30}$/.test(text.trim()) ? BigInt(text.trim()) : undefined;
}

/**
 * The host app's own requests through the widget's hooks, with whatever wallet is connected in the active family:
 * sign a message, send the native currency (or, on Solana, an SPL token).
 */
export function RequestsCard() {
  const account = useAccount();
  const { signMessage } = useSignMessage();
  const { sendTransaction } = useSendTransaction();
  const [message, setMessage] = useState(DEFAULT_MESSAGE);
  const [signature, setSignature] = useState<string>();
  const [transfer, setTransfer] = useState<Transfer>({ to: '', value: '', mint: '' });
  const [sent, setSent] = useState<string>();
  const [error, setError] = useState<string>();

  const send = (namespace: ChainNamespace) => {
    setError(undefined);
    setSent(undefined);
    const value = parseValue(transfer.value);
    if (value === undefined) return setError('Amount: a whole number of the smallest unit');
    const { to, mint } = { ...transfer, mint: transfer.mint.trim() };
    const request =
      namespace === 'solana'
        ? sendTransaction({ namespace, to, value, ...(mint ? { mint } : {}) })
        : namespace === 'bip122'
          ? sendTransaction({ namespace, to, value })
          : sendTransaction({ namespace: 'eip155', to, value });
    request.then(setSent, (cause: unknown) => setError(describe(cause)));
  };

  const sign = () => {
    setError(undefined);
    setSignature(undefined);
    signMessage({ message }).then(setSignature, (cause: unknown) => setError(describe(cause)));
  };

  return (
    <Card
      title="Requests"
      subtitle={
        <>
          From <code>useSignMessage()</code>, <code>useSendTransaction()</code> and{' '}
          <code>useSendCalls()</code>, in the active family
        </>
      }
      testId="demo-requests"
    >
      <label className="select">
        <span className="select__label">Message</span>
        <input
          className="text-input"
          data-testid="demo-message"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </label>
      <div className="card__actions">
        <button
          type="button"
          className="host-button"
          data-testid="demo-sign"
          disabled={!account.isConnected}
          onClick={sign}
        >
          Sign message
        </button>
      </div>
      <label className="select">
        <span className="select__label">Send to</span>
        <input
          className="text-input"
          data-testid="demo-send-to"
          value={transfer.to}
          onChange={(event) => setTransfer({ ...transfer, to: event.target.value })}
        />
      </label>
      <label className="select">
        <span className="select__label">Amount (wei, lamports, satoshis or token base units)</span>
        <input
          className="text-input"
          data-testid="demo-send-value"
          inputMode="numeric"
          value={transfer.value}
          onChange={(event) => setTransfer({ ...transfer, value: event.target.value })}
        />
      </label>
      {account.namespace === 'solana' && (
        <label className="select">
          <span className="select__label">SPL token mint (empty: SOL)</span>
          <input
            className="text-input"
            data-testid="demo-send-mint"
            value={transfer.mint}
            onChange={(event) => setTransfer({ ...transfer, mint: event.target.value })}
          />
        </label>
      )}
      <div className="card__actions">
        <button
          type="button"
          className="host-button"
          data-testid="demo-send"
          disabled={!account.isConnected}
          onClick={() => send(account.namespace)}
        >
          Send
        </button>
      </div>
      <dl className="fields">
        <Field label="Signature" testId="demo-signature" mono>
          {signature}
        </Field>
        <Field label="Sent" testId="demo-sent" mono>
          {sent}
        </Field>
      </dl>
      {error && (
        <p className="card__error" role="alert" data-testid="demo-request-error">
          {error}
        </p>
      )}
      <CallsRequest />
    </Card>
  );
}
