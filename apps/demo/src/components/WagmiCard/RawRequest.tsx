import { useState } from 'react';
import { useConnection } from 'wagmi';
import { Field } from '../Card/Card.tsx';

/** Any RPC method, sent as the host app would through the connector's EIP-1193 provider (no parameters). */
export function RawRequest() {
  const { connector, status } = useConnection();
  const [method, setMethod] = useState('eth_blockNumber');
  const [outcome, setOutcome] = useState<string>();
  const send = async () => {
    setOutcome(undefined);
    try {
      const provider = (await connector?.getProvider()) as
        | { request(args: { method: string }): Promise<unknown> }
        | undefined;
      setOutcome(JSON.stringify(await provider?.request({ method })));
    } catch (cause) {
      const { code, message } = cause as { code?: number; message?: string };
      setOutcome(`error ${code ?? ''}: ${message ?? String(cause)}`);
    }
  };
  return (
    <>
      <label className="select">
        <span className="select__label">RPC method</span>
        <input
          className="text-input"
          data-testid="demo-wagmi-method"
          value={method}
          onChange={(event) => setMethod(event.target.value)}
        />
      </label>
      <div className="card__actions">
        <button
          type="button"
          className="host-button"
          data-testid="demo-wagmi-request"
          disabled={status !== 'connected'}
          onClick={() => void send()}
        >
          Send request
        </button>
      </div>
      <dl className="fields">
        <Field label="Answer" testId="demo-wagmi-answer" mono>
          {outcome}
        </Field>
      </dl>
    </>
  );
}
