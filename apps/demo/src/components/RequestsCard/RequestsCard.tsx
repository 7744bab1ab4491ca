import { GangwayError } from '@gangway/core';
import { useAccount, useSignMessage } from '@gangway/react';
import { useState } from 'react';
import { Card, Field } from '../Card/Card.tsx';

const DEFAULT_MESSAGE = 'Hello from Gangway';

const describe = (cause: unknown) => (cause instanceof GangwayError ? cause.message : String(cause));

/** The host app's own requests through the widget's hooks: sign a message with whatever wallet is connected. */
export function RequestsCard() {
  const account = useAccount();
  const { signMessage } = useSignMessage();
  const [message, setMessage] = useState(DEFAULT_MESSAGE);
  const [signature, setSignature] = useState<string>();
  const [error, setError] = useState<string>();

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
          From <code>useSignMessage()</code>, in the active family
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
      <dl className="fields">
        <Field label="Signature" testId="demo-signature" mono>
          {signature}
        </Field>
      </dl>
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
      {error && (
        <p className="card__error" role="alert" data-testid="demo-request-error">
          {error}
        </p>
      )}
    </Card>
  );
}
