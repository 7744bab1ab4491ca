import { useAccount, useSmartSessions } from '@gangway/react';
import { useState } from 'react';
import { Card, Field } from '../Card/Card.tsx';

/** How long the demo's sessions last. */
const SESSION_SECONDS = 3600;

/**
 * Smart sessions (`?smartSessions=true`): useSmartSessions().grant gives a key the app's backend holds a session of the
 * embedded smart account — native transfers to one recipient, at most a set amount of wei per call, for an hour. The
 * backend then sends user operations signed with that key through gangway-server's bundler (README "Smart sessions").
 */
export function SessionsCard() {
  const { accountType, isConnected } = useAccount();
  const sessions = useSmartSessions();
  const [signer, setSigner] = useState('');
  const [recipient, setRecipient] = useState('');
  const [limit, setLimit] = useState('1000');
  const [context, setContext] = useState<string>();
  const [status, setStatus] = useState<string>();
  const [error, setError] = useState<string>();
  const run = (action: () => Promise<unknown>) => {
    setError(undefined);
    action().catch((cause: unknown) =>
      setError(cause instanceof Error ? cause.message.split('\n')[0] : String(cause)),
    );
  };
  const grant = () =>
    run(async () => {
      const granted = await sessions.grant({
        signer: signer.trim(),
        expiry: Math.floor(Date.now() / 1000) + SESSION_SECONDS,
        permissions: [
          {
            type: 'native-token-transfer',
            data: { ticker: 'ETH', to: recipient.trim() },
            policies: [{ type: 'token-allowance', data: { allowance: `0x${BigInt(limit).toString(16)}` } }],
          },
        ],
      });
      setContext(granted.permissionsContext);
      setStatus('granted');
    });
  const revoke = () =>
    run(async () => {
      if (context) await sessions.revoke(context);
      setStatus('revoked');
    });
  const enabled = isConnected && accountType === 'smartAccount';
  return (
    <Card
      title="Smart sessions"
      subtitle={
        <>
          <code>useSmartSessions()</code>: a session key for the app's backend, limited by recipient, amount
          and time
        </>
      }
      testId="demo-sessions"
    >
      {(
        [
          ['Session key (address)', signer, setSigner, 'demo-session-signer'],
          ['Recipient', recipient, setRecipient, 'demo-session-recipient'],
          ['Most wei per call', limit, setLimit, 'demo-session-limit'],
        ] as const
      ).map(([label, value, set, testId]) => (
        <label className="select" key={testId}>
          <span className="select__label">{label}</span>
          <input
            className="text-input"
            data-testid={testId}
            value={value}
            onChange={(event) => set(event.target.value)}
          />
        </label>
      ))}
      <div className="card__actions">
        <button
          type="button"
          className="host-button"
          data-testid="demo-session-grant"
          disabled={!enabled}
          onClick={grant}
        >
          Grant session
        </button>
        <button
          type="button"
          className="host-button"
          data-testid="demo-session-revoke"
          disabled={!enabled || !context}
          onClick={revoke}
        >
          Revoke
        </button>
      </div>
      <dl className="fields">
        <Field label="Permissions context" testId="demo-session-context" mono>
          {context}
        </Field>
        <Field label="Status" testId="demo-session-status">
          {status}
        </Field>
      </dl>
      {error && (
        <p className="card__error" role="alert" data-testid="demo-session-error">
          {error}
        </p>
      )}
    </Card>
  );
}
