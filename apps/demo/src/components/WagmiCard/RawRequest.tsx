import { useState } from 'react';
import { useConnection } from 'wagmi';
import { Field } from '../Card/Card.tsx';

/** Any RPC method, sent as the host app would through the connector's EIP-1193 provider (params as JSON, optional). */
export function RawRequest() {
  const { connector, status } = useConnection();
  const [method, setMethod] = useState('eth_blockNumber');
  const [params, setParams] = useState('');
  const [outcome, setOutcome] = useState<string>();
  const send = async () => {
    setOutcome(undefined);
    try {
      const provider = (await connector?.getProvider()) as
        | { request(args: { method: string; params?: unknown }): Promise<unknown> }
        | undefined;
      const parsed: unknown = params.trim() ? JSON.parse(params) : undefined;
      setOutcome(
        JSON.stringify(
          await provider?.request({ method, ...(parsed === undefined ? {} : { params: parsed }) }),
        ),
      );
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
      <label className="select">
        <span className="select__label">Params (JSON, optional)</span>
        <input
          className="text-input"
          data-testid="demo-wagmi-params"
          value={params}
          onChange={(event) => setParams(event.target.value)}
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
