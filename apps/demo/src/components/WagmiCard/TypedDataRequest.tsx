import { useState } from 'react';
import { useSignTypedData } from 'wagmi';
import { Field } from '../Card/Card.tsx';

/** An EIP-712 message the host app asks wagmi to sign (eth_signTypedData_v4 at the wallet). */
export const DEMO_TYPED_DATA = {
  domain: { name: 'Gangway Demo', version: '1', chainId: 1 },
  types: {
    Greeting: [
      { name: 'from', type: 'string' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Greeting',
  message: { from: 'Gangway', contents: 'Hello, typed data' },
} as const;

/** The host app's own typed-data request through wagmi's useSignTypedData. */
export function TypedDataRequest({ enabled }: { enabled: boolean }) {
  const { mutateAsync: signTypedData } = useSignTypedData();
  const [signature, setSignature] = useState<string>();
  const [error, setError] = useState<string>();
  const sign = () => {
    setError(undefined);
    setSignature(undefined);
    signTypedData(DEMO_TYPED_DATA).then(setSignature, (cause: unknown) =>
      setError(cause instanceof Error ? cause.message.split('\n')[0] : String(cause)),
    );
  };
  return (
    <>
      <div className="card__actions">
        <button
          type="button"
          className="host-button"
          data-testid="demo-wagmi-sign-typed"
          disabled={!enabled}
          onClick={sign}
        >
          Sign typed data
        </button>
      </div>
      <dl className="fields">
        <Field label="Typed-data signature" testId="demo-wagmi-typed-signature" mono>
          {signature}
        </Field>
      </dl>
      {error && (
        <p className="card__error" role="alert" data-testid="demo-wagmi-error">
          {error}
        </p>
      )}
    </>
  );
}
