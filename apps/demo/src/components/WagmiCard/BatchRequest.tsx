import { useState } from 'react';
import type { Address } from 'viem';
import { useConfig, useSendCalls } from 'wagmi';
import { waitForCallsStatus } from 'wagmi/actions';
import { Field } from '../Card/Card.tsx';

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
  const [to, setTo] = useState('');
  const [revertMiddle, setRevertMiddle] = useState(false);
  const [status, setStatus] = useState<string>();
  const [error, setError] = useState<string>();
  const send = () => {
    setError(undefined);
    setStatus(undefined);
    const target = to.trim() as Address;
    sendCalls({
      calls: [
        { to: target, value: 1n },
        { to: target, value: revertMiddle ? TOO_MUCH : 2n },
        { to: target, value: 3n },
      ],
    })
      .then(({ id }) => {
        setStatus('pending');
        return waitForCallsStatus(config, { id, pollingInterval: 250 });
      })
      .then(
        (result) => setStatus(result.status),
        (cause: unknown) => setError(cause instanceof Error ? cause.message.split('\n')[0] : String(cause)),
      );
  };
  return (
    <>
      <label className="select">
        <span className="select__label">Batch recipient</span>
        <input
          className="text-input"
          data-testid="demo-batch-to"
          value={to}
          onChange={(event) => setTo(event.target.value)}
        />
      </label>
      <label className="checkbox">
        <input
          type="checkbox"
          data-testid="demo-batch-revert"
          checked={revertMiddle}
          onChange={(event) => setRevertMiddle(event.target.checked)}
        />{' '}
        Revert the middle call
      </label>
      <div className="card__actions">
        <button
          type="button"
          className="host-button"
          data-testid="demo-batch-send"
          disabled={!enabled}
          onClick={send}
        >
          Send 3 calls
        </button>
      </div>
      <dl className="fields">
        <Field label="Batch status" testId="demo-batch-status" mono>
          {status}
        </Field>
      </dl>
      {error && (
        <p className="card__error" role="alert" data-testid="demo-batch-error">
          {error}
        </p>
      )}
    </>
  );
}
