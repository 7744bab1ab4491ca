import { useAccount, useSendCalls } from '@gangway/react';
import { useState } from 'react';
import { Field } from '../Card/Card.tsx';
import {
  CheckboxInput,
  RequestButton,
  RequestForm,
  TextInput,
  useRequestRun,
} from '../RequestForm/RequestForm.tsx';

/** More wei than any devnet account holds: a call carrying it reverts. */
const TOO_MUCH = 10n ** 30n;
/** How often the demo asks the wallet for a batch's status while it is pending (EIP-5792's 100). */
const POLL_MS = 250;
const PENDING = 100;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The host app's EIP-5792 batch through the widget's useSendCalls, with whatever EVM wallet is connected: the
 * wallet's capabilities on the active network, three transfers of 1, 2 and 3 wei all or none (the middle one
 * reverting when asked), and the batch's status from wallet_getCallsStatus.
 */
export function CallsRequest() {
  const account = useAccount();
  const { sendCalls, getCapabilities, getCallsStatus, showCallsStatus } = useSendCalls();
  const { run, pending, error } = useRequestRun();
  const [to, setTo] = useState('');
  const [revertMiddle, setRevertMiddle] = useState(false);
  const [capabilities, setCapabilities] = useState<string>();
  const [id, setId] = useState<string>();
  const [status, setStatus] = useState<string>();
  const enabled = account.isConnected && account.namespace === 'eip155';

  const readCapabilities = () => run(async () => setCapabilities(JSON.stringify(await getCapabilities())));

  const send = () =>
    run(async () => {
      setId(undefined);
      setStatus(undefined);
      const target = to.trim();
      const sent = await sendCalls({
        calls: [
          { to: target, value: 1n },
          { to: target, value: revertMiddle ? TOO_MUCH : 2n },
          { to: target, value: 3n },
        ],
      });
      setId(sent.id);
      let answer = await getCallsStatus({ id: sent.id });
      while (answer.status === PENDING) {
        await wait(POLL_MS);
        answer = await getCallsStatus({ id: sent.id });
      }
      setStatus(`${answer.status}${answer.atomic ? ' atomic' : ''}`);
    });

  return (
    <RequestForm
      pending={pending}
      error={error}
      errorTestId="demo-calls-error"
      actions={
        <>
          <RequestButton testId="demo-capabilities-read" disabled={!enabled} onClick={readCapabilities}>
            Wallet capabilities
          </RequestButton>
          <RequestButton testId="demo-calls-send" disabled={!enabled} onClick={send}>
            Send 3 calls
          </RequestButton>
          <RequestButton
            testId="demo-calls-show"
            disabled={!id}
            onClick={() => id && run(() => showCallsStatus({ id }))}
          >
            Show in wallet
          </RequestButton>
        </>
      }
      results={
        <>
          <Field label="Capabilities" testId="demo-capabilities" mono>
            {capabilities}
          </Field>
          <Field label="Batch id" testId="demo-calls-id" mono>
            {id}
          </Field>
          <Field label="Batch status" testId="demo-calls-status" mono>
            {status}
          </Field>
        </>
      }
    >
      <TextInput label="Batch recipient (EIP-5792)" testId="demo-calls-to" value={to} onChange={setTo} />
      <CheckboxInput
        label="Revert the middle call"
        testId="demo-calls-revert"
        checked={revertMiddle}
        onChange={setRevertMiddle}
      />
    </RequestForm>
  );
}
