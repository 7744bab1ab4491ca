// The frame's calls to a login service at any address (a server this test started itself, or a child process):
// an e-mail login, a popup social login, and the user's keys.
import { randomBytes } from 'node:crypto';
import { loginThroughDevPages, type MailSink, otpCodeOf } from '@gangway/devnet';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { type CallResult, call } from './testServer.ts';

export interface FlowClient {
  ip: string;
  deviceId: string;
}

export const flowClient = (): FlowClient => ({
  ip: `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`,
  deviceId: randomBytes(16).toString('base64url'),
});

export const freshEmail = (label: string) =>
  `${label}-${randomBytes(5).toString('hex')}@d${randomBytes(4).toString('hex')}.example.com`;

/** A new EVM key as the frame stores it. */
export function newEvmKey(): { namespace: 'eip155'; address: string; secret: string } {
  const key = generatePrivateKey();
  return {
    namespace: 'eip155',
    address: privateKeyToAddress(key),
    secret: Buffer.from(key.slice(2), 'hex').toString('base64url'),
  };
}

export function embeddedFlows(baseUrl: string, projectId: string) {
  const api = (
    client: FlowClient,
    method: string,
    path: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ): Promise<CallResult> =>
    call(baseUrl, method, `/v1/embedded${path}`, {
      body: options.body,
      query: /^\/(user|keys|session\/)/.test(path) ? { projectId } : {},
      headers: {
        'x-forwarded-for': client.ip,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
    });
  const json = (result: CallResult) => result.json as Record<string, unknown>;
  const ok = (result: CallResult, what: string) => {
    if (result.status !== 200) throw new Error(`${what}: ${result.status} ${result.text.slice(0, 300)}`);
    return json(result);
  };

  return {
    api,
    /** An e-mail login through `sink`: the session token. */
    async emailLogIn(sink: MailSink, client: FlowClient, email: string): Promise<string> {
      const since = Date.now();
      ok(
        await api(client, 'POST', '/email/start', { body: { projectId, email, deviceId: client.deviceId } }),
        'email/start',
      );
      const code = otpCodeOf(await sink.waitForMail(email, since));
      const session = ok(
        await api(client, 'POST', '/email/verify', {
          body: { projectId, email, deviceId: client.deviceId, otp: code },
        }),
        'email/verify',
      );
      return session.token as string;
    },
    /** A popup social login of `login` at the provider (devnet's dev pages) for a page at `hostOrigin`. */
    async socialLogIn(client: FlowClient, login: string, hostOrigin: string): Promise<string> {
      const verifier = randomBytes(32).toString('base64url');
      const { createHash } = await import('node:crypto');
      const verifierHash = createHash('sha256').update(verifier).digest('base64url');
      const started = ok(
        await api(client, 'POST', '/social/start', {
          body: { projectId, provider: 'google', deviceId: client.deviceId, verifierHash, hostOrigin },
          headers: { origin: new URL(baseUrl).origin },
        }),
        'social/start',
      );
      const callback = await loginThroughDevPages(started.uri as string, login);
      const page = await (
        await fetch(callback, { redirect: 'manual', headers: { 'x-forwarded-for': flowClient().ip } })
      ).text();
      const completion = /<script type="application\/json" id="gw-social-completion">(.*?)<\/script>/.exec(
        page,
      )?.[1];
      if (!completion) throw new Error(`no completion code on the callback page: ${page.slice(0, 300)}`);
      const { code } = JSON.parse(completion) as { code: string };
      const session = ok(
        await api(client, 'POST', '/social/finish', {
          body: { projectId, state: started.state, verifier, deviceId: client.deviceId, code },
        }),
        'social/finish',
      );
      return session.token as string;
    },
    async putKey(client: FlowClient, token: string, key: ReturnType<typeof newEvmKey>): Promise<void> {
      ok(await api(client, 'PUT', '/keys', { token, body: key }), 'PUT /keys');
    },
    async keys(client: FlowClient, token: string): Promise<unknown[]> {
      return ok(await api(client, 'GET', '/keys', { token }), 'GET /keys').keys as unknown[];
    },
    async unlockKey(client: FlowClient, token: string): Promise<string> {
      return ok(await api(client, 'GET', '/session/unlock', { token }), 'session/unlock').unlockKey as string;
    },
  };
}
