import { useState } from 'react';
import { useConnection } from 'wagmi';
import { Field } from '../Card/Card.tsx';
import { RequestButton, RequestForm, TextInput, useRequestRun } from '../RequestForm/RequestForm.tsx';

/** Any RPC method, sent as the host app would through the connector's EIP-1193 provider (params as JSON, optional). */
export function RawRequest() {
  const { connector, status } = useConnection();
  const { run, pending } = useRequestRun();
  const [method, setMethod] = useState('eth_blockNumber');
  const [params, setParams] = useState('');
  const [outcome, setOutcome] = useState<string>();
  const send = () =>
    run(async () => {
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
        // The wallet's error is this form's answer: its code and message, as the host would read them.
        const { code, message } = cause as { code?: number; message?: string };
        setOutcome(`error ${code ?? ''}: ${message ?? String(cause)}`);
      }
    });
  return (
    <RequestForm
      pending={pending}
      actions={
        <RequestButton testId="demo-wagmi-request" disabled={status !== 'connected'} onClick={send}>
          Send request
        </RequestButton>
      }
      results={
        <Field label="Answer" testId="demo-wagmi-answer" mono>
          {outcome}
        </Field>
      }
    >
      <TextInput label="RPC method" testId="demo-wagmi-method" value={method} onChange={setMethod} />
      <TextInput
        label="Params (JSON, optional)"
        testId="demo-wagmi-params"
        value={params}
        onChange={setParams}
      />
    </RequestForm>
  );
}
