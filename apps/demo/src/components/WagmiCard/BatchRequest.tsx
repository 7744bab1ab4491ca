import { useState } from 'react';
import type { Address } from 'viem';
import { useConfig, useSendCalls } from 'wagmi';
import { waitForCallsStatus } from 'wagmi/actions';
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

/**
 * The host app's EIP-5792 batch through wagmi's useSendCalls: three transfers of 1, 2 and 3 wei to the address given,
 * all or none; with "revert the middle call" the second carries more than the account holds. The status is wagmi's
 * waitForCallsStatus (wallet_getCallsStatus at the wallet).
 */
export function BatchRequest({ enabled }: { enabled: boolean }) {
  const config = useConfig();
  const { mutateAsync: sendCalls } = useSendCalls();
  const { run, pending, error } = useRequestRun();
  const [to, setTo] = useState('');
  const [revertMiddle, setRevertMiddle] = useState(false);
  const [status, setStatus] = useState<string>();
  const send = () =>
    run(async () => {
      setStatus(undefined);
      const target = to.trim() as Address;
      const { id } = await sendCalls({
        calls: [
          { to: target, value: 1n },
          { to: target, value: revertMiddle ? TOO_MUCH : 2n },
          { to: target, value: 3n },
        ],
      });
      setStatus('pending');
      setStatus((await waitForCallsStatus(config, { id, pollingInterval: 250 })).status);
    });
  return (
    <RequestForm
      pending={pending}
      error={error}
      errorTestId="demo-batch-error"
      actions={
        <RequestButton testId="demo-batch-send" disabled={!enabled} onClick={send}>
          Send 3 calls
        </RequestButton>
      }
      results={
        <Field label="Batch status" testId="demo-batch-status" mono>
          {status}
        </Field>
      }
    >
      <TextInput label="Batch recipient" testId="demo-batch-to" value={to} onChange={setTo} />
      <CheckboxInput
        label="Revert the middle call"
        testId="demo-batch-revert"
        checked={revertMiddle}
        onChange={setRevertMiddle}
      />
    </RequestForm>
  );
}
