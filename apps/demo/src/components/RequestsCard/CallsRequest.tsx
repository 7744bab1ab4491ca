import { GangwayError } from '@gangway/core';
import { useAccount, useSendCalls } from '@gangway/react';
import { useState } from 'react';
import { Field } from '../Card/Card.tsx';

/** More wei than any devnet account holds: a call carrying it reverts. */
const TOO_MUCH = 10n ** 30n;
/** How often the demo asks the wallet for a batch's status while it is pending (EIP-5792's 100). */
const POLL_MS = 250;
const PENDING = 100;

const describe = (cause: unknown) => (cause instanceof GangwayError ? cause.message : String(cause));
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The host app's EIP-5792 batch through the widget's useSendCalls, with whatever EVM wallet is connected: the
 * wallet's capabilities on the active network, three transfers of 1, 2 and 3 wei all or none (the middle one
 * reverting when asked), and the batch's status from wallet_getCallsStatus.
 */
export function CallsRequest() {
  const account = useAccount();
  const { sendCalls, getCapabilities, getCallsStatus, showCallsStatus } = useSendCalls();
  const [to, setTo] = useState('');
  const [revertMiddle, setRevertMiddle] = useState(false);
  const [capabilities, setCapabilities] = useState<string>();
  const [id, setId] = useState<string>();
  const [status, setStatus] = useState<string>();
  const [error, setError] = useState<string>();
  const enabled = account.isConnected && account.namespace === 'eip155';

  const readCapabilities = () => {
    setError(undefined);
    getCapabilities().then(
      (answer) => setCapabilities(JSON.stringify(answer)),
      (cause: unknown) => setError(describe(cause)),
    );
  };

  const send = async () => {
    setError(undefined);
    setId(undefined);
    setStatus(undefined);
    try {
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
    } catch (cause) {
      setError(describe(cause));
    }
  };

  return (
    <>
      <label className="select">
        <span className="select__label">Batch recipient (EIP-5792)</span>
        <input
          className="text-input"
          data-testid="demo-calls-to"
          value={to}
          onChange={(event) => setTo(event.target.value)}
        />
      </label>
      <label className="checkbox">
        <input
          type="checkbox"
          data-testid="demo-calls-revert"
          checked={revertMiddle}
          onChange={(event) => setRevertMiddle(event.target.checked)}
        />{' '}
        Revert the middle call
      </label>
      <div className="card__actions">
        <button
          type="button"
          className="host-button"
          data-testid="demo-capabilities-read"
          disabled={!enabled}
          onClick={readCapabilities}
        >
          Wallet capabilities
        </button>
        <button
          type="button"
          className="host-button"
          data-testid="demo-calls-send"
          disabled={!enabled}
          onClick={() => void send()}
        >
          Send 3 calls
        </button>
        <button
          type="button"
          className="host-button"
          data-testid="demo-calls-show"
          disabled={!id}
          onClick={() => id && showCallsStatus({ id }).catch((cause: unknown) => setError(describe(cause)))}
        >
          Show in wallet
        </button>
      </div>
      <dl className="fields">
        <Field label="Capabilities" testId="demo-capabilities" mono>
          {capabilities}
        </Field>
        <Field label="Batch id" testId="demo-calls-id" mono>
          {id}
        </Field>
        <Field label="Batch status" testId="demo-calls-status" mono>
          {status}
        </Field>
      </dl>
      {error && (
        <p className="card__error" role="alert" data-testid="demo-calls-error">
          {error}
        </p>
      )}
    </>
  );
}
