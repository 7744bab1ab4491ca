// What the embedded-wallet suites share (embedded.suite.ts, embeddedHardening.suite.ts): a gangway-server over the
// test database with a real SMTP sink and a real oidc-provider, one project reset before each test, and the calls the
// frame makes. Each test is its own client (X-Forwarded-For) with its own addresses, so budgets do not leak between
// tests.
import { createHash, randomBytes } from 'node:crypto';
import {
  freePorts,
  loginThroughDevPages,
  type MailSink,
  otpCodeOf,
  type ReceivedMail,
  type RunningOidcProvider,
  startMailSink,
  startOidcProvider,
} from '@gangway/devnet';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { EmbeddedConfig } from '../../src/config/embeddedConfig.ts';
import { resetDatabase } from '../../src/db/resetDatabase.ts';
import { mailboxOf } from '../../src/embedded/mail/mailbox.ts';
import { parseAllowedOrigins } from '../../src/projects/projectInput.ts';
import { createProject } from '../../src/projects/projectRepository.ts';
import type { RunningServer } from '../../src/startServer.ts';
import { startServer } from '../../src/startServer.ts';
import { type DatabaseKind, openTestDatabase, type TestDatabase } from './testDatabase.ts';
import { type CallResult, call, TRUST_LOOPBACK_PROXY } from './testServer.ts';

export const PROJECT = 'embedded-test';
export const APP_ORIGIN = 'https://app.example.com';
export const KEK = randomBytes(32).toString('base64url');

export interface Client {
  ip: string;
  deviceId: string;
}

export const newClient = (): Client => ({
  ip: `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`,
  deviceId: randomBytes(16).toString('base64url'),
});
/** A new address, at a domain of its own unless one is given (mail budgets are per domain too). */
export const newEmail = (domain?: string) => {
  const id = randomBytes(5).toString('hex');
  return `user-${id}@${domain ?? `d${id}.example.com`}`;
};
export const verifierPair = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, verifierHash: createHash('sha256').update(verifier).digest('base64url') };
};
export const json = (result: CallResult) => result.json as Record<string, unknown>;

export interface ApiOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
}

export interface EmbeddedHarness {
  readonly kind: DatabaseKind;
  readonly testDb: TestDatabase;
  readonly server: RunningServer;
  readonly sink: MailSink;
  /** A call of the frame: the session routes get `?projectId=` as the frame sends it. */
  api(client: Client, method: string, path: string, options?: ApiOptions): Promise<CallResult>;
  codeMailedTo(email: string, since: number): Promise<{ code: string; mail: ReceivedMail }>;
  start(client: Client, email: string): Promise<CallResult>;
  verify(client: Client, email: string, otp: string): Promise<CallResult>;
  endCooldown(email: string): Promise<void>;
  /** An e-mail login: the session token. */
  logIn(client: Client, email: string): Promise<string>;
  /** POST /social/start as the frame sends it (its own origin, the host page's origin in the body). */
  socialStart(client: Client, verifierHash: string, extra?: Record<string, unknown>): Promise<CallResult>;
  finish(client: Client, state: string, verifier: string, code: string): Promise<CallResult>;
  /** The provider's login through its dev pages: the callback address the browser is sent back to. */
  loginAtProvider(uri: string, login: string): Promise<URL>;
  /** A visit of the callback, as the browser makes it (redirects not followed). */
  visit(url: URL): Promise<Response>;
  /** The completion code of a popup callback page (what its script posts to the opener). */
  completionOf(page: string): { code: string; hostOrigin: string } | undefined;
  /** A whole popup social login of `login`: the session answer. */
  socialLogIn(client: Client, login: string): Promise<Record<string, unknown>>;
}

const SESSION_PATHS = /^\/(user|keys|session\/|email\/update)/;

export function useEmbeddedHarness(
  kind: DatabaseKind,
  options: {
    limits?: EmbeddedConfig['limits'];
    /** The Farcaster section, read when the server starts (after the suite's own upstreams are up). */
    farcaster?: () => EmbeddedConfig['farcaster'];
  } = {},
): EmbeddedHarness {
  let testDb: TestDatabase;
  let server: RunningServer;
  let sink: MailSink;
  let oidc: RunningOidcProvider;

  beforeAll(async () => {
    testDb = await openTestDatabase(kind);
    const [port = 0] = await freePorts(1);
    sink = await startMailSink();
    oidc = await startOidcProvider({
      redirectUris: [`http://127.0.0.1:${port}/v1/embedded/social/callback`],
    });
    server = await startServer(
      {
        host: '127.0.0.1',
        port,
        logLevel: 'silent',
        trustProxy: TRUST_LOOPBACK_PROXY,
        embedded: {
          keyEncryptionKey: KEK,
          smtp: { host: sink.smtpHost, port: sink.smtpPort, from: 'Gangway <login@example.com>' },
          social: { [PROJECT]: oidc.apps },
          ...(options.limits ? { limits: options.limits } : {}),
          ...(options.farcaster ? { farcaster: options.farcaster() } : {}),
        },
      },
      { database: testDb.database },
    );
  });

  afterAll(async () => {
    await server?.close();
    await sink?.stop();
    await oidc?.stop();
    await testDb?.dispose();
  });

  beforeEach(async () => {
    await resetDatabase(testDb.database);
    await createProject(testDb.database, {
      id: PROJECT,
      allowedOrigins: parseAllowedOrigins([APP_ORIGIN]),
      rateLimit: { perSecond: 100_000, burst: 100_000 },
    });
  });

  const harness: EmbeddedHarness = {
    kind,
    get testDb() {
      return testDb;
    },
    get server() {
      return server;
    },
    get sink() {
      return sink;
    },
    api: (client, method, path, callOptions = {}) =>
      call(server.url, method, `/v1/embedded${path}`, {
        body: callOptions.body,
        query: callOptions.query ?? (SESSION_PATHS.test(path) ? { projectId: PROJECT } : {}),
        headers: {
          'x-forwarded-for': client.ip,
          ...(callOptions.token ? { authorization: `Bearer ${callOptions.token}` } : {}),
          ...callOptions.headers,
        },
      }),
    async codeMailedTo(email, since) {
      const mail = await sink.waitForMail(email, since);
      const code = otpCodeOf(mail);
      if (!code) throw new Error(`no code in the mail to ${email}`);
      return { code, mail };
    },
    start: (client, email) =>
      harness.api(client, 'POST', '/email/start', {
        body: { projectId: PROJECT, email, deviceId: client.deviceId },
      }),
    verify: (client, email, otp) =>
      harness.api(client, 'POST', '/email/verify', {
        body: { projectId: PROJECT, email, deviceId: client.deviceId, otp },
      }),
    async endCooldown(email) {
      await sql`update embedded_mail_cooldowns set next_at = now() where email = ${mailboxOf(email).address}`.execute(
        testDb.database.db,
      );
    },
    async logIn(client, email) {
      const since = Date.now();
      expect(json(await harness.start(client, email))).toEqual({ action: 'VERIFY_OTP' });
      const { code } = await harness.codeMailedTo(email, since);
      const session = await harness.verify(client, email, code);
      expect(session.status).toBe(200);
      return json(session).token as string;
    },
    socialStart: (client, verifierHash, extra = {}) =>
      harness.api(client, 'POST', '/social/start', {
        body: {
          projectId: PROJECT,
          provider: 'google',
          deviceId: client.deviceId,
          verifierHash,
          hostOrigin: APP_ORIGIN,
          ...extra,
        },
        headers: { origin: server.url },
      }),
    finish: (client, state, verifier, code) =>
      harness.api(client, 'POST', '/social/finish', {
        body: { projectId: PROJECT, state, verifier, deviceId: client.deviceId, code },
      }),
    loginAtProvider: (uri, login) => loginThroughDevPages(uri, login),
    // Each visit is another browser (its own IP): the callback's budget is per client.
    visit: (url) => fetch(url, { redirect: 'manual', headers: { 'x-forwarded-for': newClient().ip } }),
    completionOf(page) {
      const data = /<script type="application\/json" id="gw-social-completion">(.*?)<\/script>/.exec(
        page,
      )?.[1];
      return data ? (JSON.parse(data) as { code: string; hostOrigin: string }) : undefined;
    },
    async socialLogIn(client, login) {
      const { verifier, verifierHash } = verifierPair();
      const started = json(await harness.socialStart(client, verifierHash));
      const page = await (
        await harness.visit(await harness.loginAtProvider(started.uri as string, login))
      ).text();
      const completion = harness.completionOf(page);
      if (!completion) throw new Error(`no completion code on the callback page: ${page.slice(0, 300)}`);
      const session = await harness.finish(client, started.state as string, verifier, completion.code);
      expect(session.status).toBe(200);
      return json(session);
    },
  };
  return harness;
}
