import { useAccount, useSmartSessions } from '@gangway/react';
import { useState } from 'react';
import { Card, Field } from '../Card/Card.tsx';
import { RequestButton, RequestForm, TextInput, useRequestRun } from '../RequestForm/RequestForm.tsx';

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
  const { run, pending, error } = useRequestRun();
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
      <RequestForm
        pending={pending}
        error={error}
        errorTestId="demo-session-error"
        actions={
          <>
            <RequestButton testId="demo-session-grant" disabled={!enabled} onClick={grant}>
              Grant session
            </RequestButton>
            <RequestButton testId="demo-session-revoke" disabled={!enabled || !context} onClick={revoke}>
              Revoke
            </RequestButton>
          </>
        }
        results={
          <>
            <Field label="Permissions context" testId="demo-session-context" mono>
              {context}
            </Field>
            <Field label="Status" testId="demo-session-status">
              {status}
            </Field>
          </>
        }
      >
        <TextInput
          label="Session key (address)"
          testId="demo-session-signer"
          value={signer}
          onChange={setSigner}
        />
        <TextInput
          label="Recipient"
          testId="demo-session-recipient"
          value={recipient}
          onChange={setRecipient}
        />
        <TextInput label="Most wei per call" testId="demo-session-limit" value={limit} onChange={setLimit} />
      </RequestForm>
    </Card>
  );
}
