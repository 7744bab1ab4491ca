import { useGangway, useSiwx } from '@gangway/react';
import { useEffect, useState } from 'react';
import { Card, Field, StatusBadge } from '../Card/Card.tsx';

interface ServerSession {
  id: string;
  address: string;
  chainId: string;
  verifiedAs: string;
  expiresAt: string;
}

/**
 * The session gangway-server holds for this visitor, read with its token as the integrator's backend would (here
 * through GET /v1/siwx/session; a backend can also verify the JWT offline with GET /v1/siwx/keys).
 */
function useServerSession(token: string | undefined): ServerSession | 'none' | undefined {
  const gangway = useGangway();
  const [session, setSession] = useState<ServerSession | 'none'>();
  useEffect(() => {
    const { apiUrl, projectId } = gangway.options;
    if (!token || !apiUrl) {
      setSession(undefined);
      return;
    }
    let live = true;
    const url = new URL('/v1/siwx/session', apiUrl);
    url.searchParams.set('projectId', projectId);
    fetch(url, { headers: { authorization: `Bearer ${token}` } })
      .then(async (response) =>
        response.ok ? ((await response.json()) as { session: ServerSession }).session : 'none',
      )
      .then(
        (next) => live && setSession(next),
        () => live && setSession('none'),
      );
    return () => {
      live = false;
    };
  }, [gangway, token]);
  return session;
}

/** Sign in with a wallet (`?siwx=on|required`): useSiwx() and the session the server holds. */
export function SignInCard() {
  const { status, session, signIn, signOut } = useSiwx();
  const server = useServerSession(session?.token);
  const [error, setError] = useState<string>();
  const run = (action: () => Promise<unknown>) => {
    setError(undefined);
    action().catch((cause: unknown) => setError(cause instanceof Error ? cause.message : String(cause)));
  };
  return (
    <Card
      title="Sign in"
      subtitle={
        <>
          <code>useSiwx()</code>: a CAIP-122 message signed right after connecting, verified by gangway-server
        </>
      }
      testId="demo-siwx"
    >
      <dl className="fields">
        <Field label="Status" testId="demo-siwx-status">
          <StatusBadge status={status} testId="demo-siwx-badge" />
        </Field>
        <Field label="Signed in as" testId="demo-siwx-account" mono>
          {session && `${session.data.chainId}:${session.data.accountAddress}`}
        </Field>
        <Field label="Expires" testId="demo-siwx-expires">
          {session?.data.expirationTime}
        </Field>
        <Field label="On the server" testId="demo-siwx-server" mono>
          {server === 'none'
            ? 'no session'
            : server &&
              `${server.chainId}:${server.address} (${server.verifiedAs}, session ${server.id.slice(0, 8)})`}
        </Field>
      </dl>
      <div className="card__actions">
        <button
          type="button"
          className="host-button"
          data-testid="demo-siwx-sign-in"
          disabled={status !== 'unsigned' && status !== 'declined' && status !== 'failed'}
          onClick={() => run(signIn)}
        >
          Sign in
        </button>
        <button
          type="button"
          className="host-button"
          data-testid="demo-siwx-sign-out"
          disabled={status !== 'signed-in'}
          onClick={() => run(signOut)}
        >
          Sign out
        </button>
      </div>
      {error && (
        <p className="card__error" role="alert" data-testid="demo-siwx-error">
          {error}
        </p>
      )}
    </Card>
  );
}
