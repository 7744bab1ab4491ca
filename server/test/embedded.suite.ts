// The embedded wallet's login service end to end, on PGlite and on PostgreSQL (embedded.pglite.test.ts,
// embedded.postgres.test.ts): codes read from a real SMTP sink, social logins through a real oidc-provider.
// Each test is its own client (X-Forwarded-For) with its own addresses, so budgets do not leak between tests.
import { createHash, randomBytes } from 'node:crypto';
import {
  freePorts,
  loginThroughDevPages,
  type MailSink,
  otpCodeOf,
  type RunningOidcProvider,
  startMailSink,
  startOidcProvider,
} from '@gangway/devnet';
import { createKeyPairFromPrivateKeyBytes, getAddressFromPublicKey } from '@solana/kit';
import { sql } from 'kysely';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../src/config/configSchema.ts';
import { resetDatabase } from '../src/db/resetDatabase.ts';
import { parseAllowedOrigins } from '../src/projects/projectInput.ts';
import { createProject, setProjectFeatures } from '../src/projects/projectRepository.ts';
import type { RunningServer } from '../src/startServer.ts';
import { startServer } from '../src/startServer.ts';
import { databaseHoldsNoKey } from './helpers/databaseCopy.ts';
import { type DatabaseKind, openTestDatabase, type TestDatabase } from './helpers/testDatabase.ts';
import { type CallResult, call, TRUST_LOOPBACK_PROXY } from './helpers/testServer.ts';

const PROJECT = 'embedded-test';
const APP_ORIGIN = 'https://app.example.com';
const KEK = randomBytes(32).toString('base64url');
const LIMITS = {
  mailPerAddress: { max: 3, perSeconds: 3_600 },
  mailPerIp: { max: 4, perSeconds: 3_600 },
  otpPerIp: { max: 8, perSeconds: 3_600 },
};

interface Client {
  ip: string;
  deviceId: string;
}

const newClient = (): Client => ({
  ip: `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`,
  deviceId: randomBytes(16).toString('base64url'),
});
const newEmail = () => `user-${randomBytes(5).toString('hex')}@example.com`;
const verifierPair = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, verifierHash: createHash('sha256').update(verifier).digest('base64url') };
};
const json = (result: CallResult) => result.json as Record<string, unknown>;

export function describeEmbeddedSuite(kind: DatabaseKind): void {
  let testDb: TestDatabase;
  let server: RunningServer;
  let sink: MailSink;
  let oidc: RunningOidcProvider;

  const api = (
    client: Client,
    method: string,
    path: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ) =>
    call(server.url, method, `/v1/embedded${path}`, {
      body: options.body,
      headers: {
        'x-forwarded-for': client.ip,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
    });
  const codeMailedTo = async (email: string, since: number) => {
    const mail = await sink.waitForMail(email, since);
    const code = otpCodeOf(mail);
    if (!code) throw new Error(`no code in the mail to ${email}`);
    return { code, mail };
  };
  const start = (client: Client, email: string) =>
    api(client, 'POST', '/email/start', { body: { projectId: PROJECT, email, deviceId: client.deviceId } });
  const verify = (client: Client, email: string, otp: string) =>
    api(client, 'POST', '/email/verify', {
      body: { projectId: PROJECT, email, deviceId: client.deviceId, otp },
    });
  const endCooldown = (email: string) =>
    sql`update embedded_mail_cooldowns set next_at = now() where email = ${email}`.execute(
      testDb.database.db,
    );
  const logIn = async (client: Client, email: string) => {
    const since = Date.now();
    expect(json(await start(client, email))).toEqual({ action: 'VERIFY_OTP' });
    const { code } = await codeMailedTo(email, since);
    const session = await verify(client, email, code);
    expect(session.status).toBe(200);
    return json(session).token as string;
  };

  beforeAll(async () => {
    testDb = await openTestDatabase(kind);
    const [port = 0] = await freePorts(1);
    sink = await startMailSink();
    oidc = await startOidcProvider({
      redirectUris: [`http://127.0.0.1:${port}/v1/embedded/social/callback`],
    });
    const config: ServerConfig = {
      host: '127.0.0.1',
      port,
      logLevel: 'silent',
      trustProxy: TRUST_LOOPBACK_PROXY,
      embedded: {
        keyEncryptionKey: KEK,
        smtp: { host: sink.smtpHost, port: sink.smtpPort, from: 'Gangway <login@example.com>' },
        social: { [PROJECT]: oidc.apps },
        limits: LIMITS,
      },
    };
    server = await startServer(config, { database: testDb.database });
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

  describe("the project's remote features", () => {
    const features = async () =>
      json(
        await call(server.url, 'GET', '/appkit/v1/config', {
          query: { projectId: PROJECT },
          headers: { origin: APP_ORIGIN },
        }),
      ).features as { email: boolean; socials: string[] | false };

    it('offer e-mail login, and the socials this project has an OAuth app for, in its order, without farcaster', async () => {
      await setProjectFeatures(testDb.database, PROJECT, { socials: ['github', 'farcaster', 'google'] });
      expect(await features()).toMatchObject({ email: true, socials: ['github', 'google'] });
    });

    it('offer no socials to a project without OAuth apps', async () => {
      const other = 'embedded-no-apps';
      await createProject(testDb.database, { id: other, allowedOrigins: parseAllowedOrigins([APP_ORIGIN]) });
      const answer = await call(server.url, 'GET', '/appkit/v1/config', {
        query: { projectId: other },
        headers: { origin: APP_ORIGIN },
      });
      expect(json(answer).features).toMatchObject({ email: true, socials: false });
    });
  });

  describe('e-mail login', () => {
    it('mails a code from the CSPRNG and answers a session for it; the token reads the user', async () => {
      const client = newClient();
      const email = newEmail();
      const started = performance.now();
      const since = Date.now();
      expect(json(await start(client, email.toUpperCase()))).toEqual({ action: 'VERIFY_OTP' });
      const { code, mail } = await codeMailedTo(email, since);
      const mailedMs = performance.now() - started;
      expect(mail.text).toContain(code);
      expect(mail.html).toContain(code);
      const verifyStarted = performance.now();
      const session = await verify(client, email, code);
      const sessionMs = performance.now() - verifyStarted;
      console.log(
        `[figures ${kind}] e-mail start → mail in the sink ${mailedMs.toFixed(0)} ms; verify → session ${sessionMs.toFixed(0)} ms`,
      );
      expect(session.status).toBe(200);
      expect(session.headers.get('access-control-allow-origin')).toBeNull();
      expect(session.headers.get('cache-control')).toBe('no-store');
      const body = json(session);
      expect(body).toMatchObject({ status: 'ok', user: { email, socialProvider: null, accounts: [] } });
      expect(Date.parse(body.expiresAt as string)).toBeGreaterThan(Date.now());
      const user = await api(client, 'GET', '/user', { token: body.token as string });
      expect(json(user)).toMatchObject({ user: { email, preferredAccountType: 'eoa' } });
      const stored = await testDb.database.db.selectFrom('embedded_sessions').select('token_hash').execute();
      expect(stored.map((row) => row.token_hash)).not.toContain(body.token);
    });

    it('refuses a second code within 30 s with EMAIL_COOLDOWN and the seconds to wait', async () => {
      const client = newClient();
      const email = newEmail();
      expect((await start(client, email)).status).toBe(200);
      const again = await start(client, email);
      expect(again.status).toBe(429);
      expect(json(again)).toMatchObject({ code: 'EMAIL_COOLDOWN' });
      const seconds = json(again).retryAfterSeconds as number;
      expect(seconds).toBeGreaterThan(25);
      expect(seconds).toBeLessThanOrEqual(30);
      expect(again.headers.get('retry-after')).toBe(String(seconds));
    });

    it('refuses wrong, expired, reused and superseded codes', async () => {
      const client = newClient();
      const email = newEmail();
      let since = Date.now();
      await start(client, email);
      const first = (await codeMailedTo(email, since)).code;
      const wrong = first === '000000' ? '000001' : '000000';
      expect(json(await verify(client, email, wrong))).toMatchObject({ code: 'OTP_INVALID' });
      await sql`update embedded_otps set expires_at = now() - interval '1 second'`.execute(
        testDb.database.db,
      );
      expect(json(await verify(client, email, first))).toMatchObject({ code: 'OTP_EXPIRED' });

      await endCooldown(email);
      since = Date.now();
      await start(client, email);
      const second = (await codeMailedTo(email, since)).code;
      await endCooldown(email);
      since = Date.now();
      await start(client, email);
      const third = (await codeMailedTo(email, since)).code;
      if (second !== third)
        expect(json(await verify(client, email, second))).toMatchObject({ code: 'OTP_INVALID' });
      expect((await verify(client, email, third)).status).toBe(200);
      expect(json(await verify(client, email, third))).toMatchObject({ code: 'OTP_INVALID' });
    });

    it('voids a code after 5 wrong tries (OTP_LOCKED), even for the right code after', async () => {
      const client = newClient();
      const email = newEmail();
      const since = Date.now();
      await start(client, email);
      const { code } = await codeMailedTo(email, since);
      const wrong = code === '123456' ? '654321' : '123456';
      for (let attempt = 1; attempt <= 4; attempt++)
        expect(json(await verify(client, email, wrong))).toMatchObject({ code: 'OTP_INVALID' });
      expect(json(await verify(client, email, wrong))).toMatchObject({ code: 'OTP_LOCKED' });
      const right = await verify(client, email, code);
      expect(right.status).toBe(403);
      expect(json(right)).toMatchObject({ code: 'OTP_LOCKED' });
    });

    it('counts parallel guesses: 20 at once leave no more than 5 tries', async () => {
      const client = newClient();
      const email = newEmail();
      const since = Date.now();
      await start(client, email);
      const { code } = await codeMailedTo(email, since);
      const guesses = Array.from({ length: 20 }, (_, index) => String(index).padStart(6, '9')).filter(
        (guess) => guess !== code,
      );
      const answers = await Promise.all(
        guesses.map((guess) => verify({ ...client, ip: newClient().ip }, email, guess)),
      );
      const codes = answers.map((answer) => json(answer).code);
      expect(codes.filter((value) => value === 'OTP_INVALID').length).toBeLessThanOrEqual(4);
      expect(json(await verify(client, email, code))).toMatchObject({ code: 'OTP_LOCKED' });
    });

    it('asks a known user on a new device to verify it first (VERIFY_DEVICE), then logs in', async () => {
      const email = newEmail();
      const laptop = newClient();
      await logIn(laptop, email);
      const phone = newClient();
      await endCooldown(email);
      let since = Date.now();
      expect(json(await start(phone, email))).toEqual({ action: 'VERIFY_DEVICE' });
      const device = await codeMailedTo(email, since);
      expect(device.mail.subject).toMatch(/new device/i);
      // The device code is no login code, and it verifies the device that asked for it only.
      expect(json(await verify(phone, email, device.code))).toMatchObject({ code: 'OTP_INVALID' });
      const other = newClient();
      const stolen = await api(other, 'POST', '/email/device', {
        body: { projectId: PROJECT, email, deviceId: other.deviceId, otp: device.code },
      });
      expect(json(stolen)).toMatchObject({ code: 'OTP_INVALID' });
      since = Date.now();
      const confirmed = await api(phone, 'POST', '/email/device', {
        body: { projectId: PROJECT, email, deviceId: phone.deviceId, otp: device.code },
      });
      expect(json(confirmed)).toEqual({ action: 'VERIFY_OTP' });
      const login = await codeMailedTo(email, since);
      expect(json(await verify(phone, email, login.code))).toMatchObject({ status: 'ok', user: { email } });
    });
  });

  describe('budgets', () => {
    it('limits mail per address across clients', async () => {
      const email = newEmail();
      for (let sent = 0; sent < LIMITS.mailPerAddress.max; sent++) {
        expect((await start(newClient(), email)).status).toBe(200);
        await endCooldown(email);
      }
      const refused = await start(newClient(), email);
      expect(refused.status).toBe(429);
      expect(json(refused)).toMatchObject({ code: 'RATE_LIMITED' });
      expect(json(refused).retryAfterSeconds).toBeGreaterThan(0);
    });

    it('limits mail per client IP across addresses', async () => {
      const client = newClient();
      for (let sent = 0; sent < LIMITS.mailPerIp.max; sent++)
        expect((await start(client, newEmail())).status).toBe(200);
      expect(json(await start(client, newEmail()))).toMatchObject({ code: 'RATE_LIMITED' });
      expect((await start(newClient(), newEmail())).status).toBe(200);
    });

    it('limits code tries per client IP across addresses', async () => {
      const client = newClient();
      const answers: unknown[] = [];
      for (let tried = 0; tried <= LIMITS.otpPerIp.max; tried++)
        answers.push(json(await verify(client, newEmail(), '000000')).code);
      expect(answers.slice(0, LIMITS.otpPerIp.max)).toEqual(Array(LIMITS.otpPerIp.max).fill('OTP_INVALID'));
      expect(answers.at(-1)).toBe('RATE_LIMITED');
    });
  });

  describe('requests only the frame can make', () => {
    it('refuses non-JSON bodies, other origins and preflights, and never sends CORS headers', async () => {
      const client = newClient();
      const body = JSON.stringify({ projectId: PROJECT, email: newEmail(), deviceId: client.deviceId });
      const plain = await api(client, 'POST', '/email/start', {
        body,
        headers: { 'content-type': 'text/plain' },
      });
      expect(plain.status).toBe(415);
      const form = await api(client, 'POST', '/email/start', {
        body: 'email=a@b.c',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.status).toBe(415);
      const foreign = await api(client, 'POST', '/email/start', {
        body: JSON.parse(body),
        headers: { origin: APP_ORIGIN },
      });
      expect(foreign.status).toBe(403);
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
      const preflight = await api(client, 'OPTIONS', '/email/start', {
        headers: { origin: APP_ORIGIN, 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      const own = await api(client, 'POST', '/email/start', {
        body: JSON.parse(body),
        headers: { origin: server.url },
      });
      expect(own.status).toBe(200);
      expect(json(await api(client, 'GET', '/user', { token: 'x'.repeat(43) }))).toMatchObject({
        code: 'SESSION_INVALID',
      });
    });
  });

  describe('sessions', () => {
    it('sign-out revokes the session: the old token is refused after', async () => {
      const client = newClient();
      const token = await logIn(client, newEmail());
      expect((await api(client, 'GET', '/user', { token })).status).toBe(200);
      expect(json(await api(client, 'POST', '/session/revoke', { token }))).toEqual({ revoked: true });
      const after = await api(client, 'GET', '/user', { token });
      expect(after.status).toBe(401);
      expect(json(after)).toMatchObject({ code: 'SESSION_INVALID' });
      expect((await api(client, 'POST', '/session/revoke', { token })).status).toBe(401);
    });

    it('refuses an expired session', async () => {
      const client = newClient();
      const token = await logIn(client, newEmail());
      await sql`update embedded_sessions set expires_at = now() - interval '1 second'`.execute(
        testDb.database.db,
      );
      expect(json(await api(client, 'GET', '/user', { token }))).toMatchObject({ code: 'SESSION_INVALID' });
    });
  });

  describe('e-mail update', () => {
    it('confirms the current address, then the new one; a taken address is EMAIL_IN_USE', async () => {
      const client = newClient();
      const email = newEmail();
      const token = await logIn(client, email);
      const taken = newEmail();
      await logIn(newClient(), taken);
      const refused = await api(client, 'POST', '/email/update', { token, body: { newEmail: taken } });
      expect(refused.status).toBe(409);
      expect(json(refused)).toMatchObject({ code: 'EMAIL_IN_USE' });

      const next = newEmail();
      await endCooldown(email);
      let since = Date.now();
      expect(json(await api(client, 'POST', '/email/update', { token, body: { newEmail: next } }))).toEqual({
        action: 'VERIFY_PRIMARY_OTP',
      });
      const primary = await codeMailedTo(email, since);
      since = Date.now();
      expect(
        json(await api(client, 'POST', '/email/update/primary', { token, body: { otp: primary.code } })),
      ).toEqual({
        action: 'VERIFY_SECONDARY_OTP',
      });
      const secondary = await codeMailedTo(next, since);
      const wrong = secondary.code === '000000' ? '000001' : '000000';
      expect(
        json(await api(client, 'POST', '/email/update/secondary', { token, body: { otp: wrong } })),
      ).toMatchObject({
        code: 'OTP_INVALID',
      });
      const updated = await api(client, 'POST', '/email/update/secondary', {
        token,
        body: { otp: secondary.code },
      });
      expect(json(updated)).toMatchObject({ user: { email: next } });
      // The new address is the account's: the same device logs in with it directly.
      expect(json(await start(client, next))).toEqual({ action: 'VERIFY_OTP' });
    });
  });

  describe('keys', () => {
    it('stores one key per namespace, checked against its address, and gives them back to a verified device', async () => {
      const client = newClient();
      const token = await logIn(client, newEmail());
      const evmKey = generatePrivateKey();
      const evmSecret = Buffer.from(evmKey.slice(2), 'hex').toString('base64url');
      const evmAddress = privateKeyToAddress(evmKey);
      const seed = randomBytes(32);
      const solanaAddress = await getAddressFromPublicKey(
        (await createKeyPairFromPrivateKeyBytes(new Uint8Array(seed))).publicKey,
      );
      const put = (namespace: string, address: string, secret: string) =>
        api(client, 'PUT', '/keys', { token, body: { namespace, address, secret } });

      const mismatched = await put('eip155', privateKeyToAddress(generatePrivateKey()), evmSecret);
      expect(json(mismatched)).toMatchObject({ code: 'BAD_REQUEST', field: 'address' });
      expect(json(await put('eip155', evmAddress.toLowerCase(), evmSecret))).toMatchObject({
        user: { accounts: [{ namespace: 'eip155', address: evmAddress, type: 'eoa' }] },
      });
      const otherKey = generatePrivateKey();
      const second = await put(
        'eip155',
        privateKeyToAddress(otherKey),
        Buffer.from(otherKey.slice(2), 'hex').toString('base64url'),
      );
      expect(second.status).toBe(409);
      expect(json(second)).toMatchObject({ code: 'KEY_EXISTS' });
      expect((await put('solana', solanaAddress, seed.toString('base64url'))).status).toBe(200);

      expect(json(await api(client, 'GET', '/keys', { token }))).toEqual({
        keys: [
          { namespace: 'eip155', address: evmAddress, secret: evmSecret },
          { namespace: 'solana', address: solanaAddress, secret: seed.toString('base64url') },
        ],
      });
      await testDb.database.db.deleteFrom('embedded_devices').execute();
      expect(json(await api(client, 'GET', '/keys', { token }))).toMatchObject({
        code: 'DEVICE_NOT_VERIFIED',
      });
    });

    it('a copy of the database alone recovers no key', async () => {
      const client = newClient();
      const token = await logIn(client, newEmail());
      const evmKey = generatePrivateKey();
      const secret = Buffer.from(evmKey.slice(2), 'hex');
      await api(client, 'PUT', '/keys', {
        token,
        body: {
          namespace: 'eip155',
          address: privateKeyToAddress(evmKey),
          secret: secret.toString('base64url'),
        },
      });
      const verdict = await databaseHoldsNoKey(testDb.database, secret, Buffer.from(KEK, 'base64url'));
      expect(verdict.recoveredWithoutKek).toBe(false);
      expect(verdict.secretFoundInDump).toBe(false);
      expect(verdict.candidateKeysTried).toBeGreaterThan(10);
      // The test can succeed: with the server configuration's KEK, the same dump does give the key back.
      expect(verdict.recoveredWithKek).toBe(true);
    });
  });

  describe('social login', () => {
    const socialStart = (client: Client, verifierHash: string, extra: Record<string, unknown> = {}) =>
      api(client, 'POST', '/social/start', {
        body: { projectId: PROJECT, provider: 'google', deviceId: client.deviceId, verifierHash, ...extra },
      });
    const finish = (client: Client, state: string, verifier: string) =>
      api(client, 'POST', '/social/finish', {
        body: { projectId: PROJECT, state, verifier, deviceId: client.deviceId },
      });
    const visit = (url: URL) => fetch(url, { redirect: 'manual' });

    it('popup: code + PKCE + nonce through the provider, then the frame finishes with its verifier', async () => {
      const client = newClient();
      const { verifier, verifierHash } = verifierPair();
      const started = json(await socialStart(client, verifierHash));
      const uri = new URL(started.uri as string);
      expect(uri.searchParams.get('code_challenge_method')).toBe('S256');
      expect(uri.searchParams.get('nonce')).toBeTruthy();
      expect(uri.searchParams.get('state')).toBe(started.state);
      expect(json(await finish(client, started.state as string, verifier))).toEqual({ status: 'pending' });
      const callback = await loginThroughDevPages(uri.href, 'alice');
      expect(callback.href.startsWith(`${server.url}/v1/embedded/social/callback`)).toBe(true);
      const page = await visit(callback);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('You can close this window');
      const session = json(await finish(client, started.state as string, verifier));
      expect(session).toMatchObject({
        status: 'ok',
        user: { socialProvider: 'google', userName: 'alice', email: null },
      });
      expect((await api(client, 'GET', '/user', { token: session.token as string })).status).toBe(200);
      expect(json(await finish(client, started.state as string, verifier))).toMatchObject({
        code: 'SOCIAL_STATE_INVALID',
      });
      // The code was used once: replaying the callback does nothing.
      expect((await visit(callback)).status).toBe(400);
    });

    it('redirect: back to an allowed returnTo with gw_social; a returnTo elsewhere is refused', async () => {
      const client = newClient();
      const { verifier, verifierHash } = verifierPair();
      const outside = await socialStart(client, verifierHash, { returnTo: 'https://evil.example.net/' });
      expect(outside.status).toBe(403);
      expect(json(outside)).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED', field: 'returnTo' });
      const started = json(await socialStart(client, verifierHash, { returnTo: `${APP_ORIGIN}/shop?x=1` }));
      const callback = await loginThroughDevPages(started.uri as string, 'bob');
      const redirect = await visit(callback);
      expect(redirect.status).toBe(303);
      const location = new URL(redirect.headers.get('location') ?? '');
      expect(location.origin).toBe(APP_ORIGIN);
      expect(location.searchParams.get('x')).toBe('1');
      expect(location.searchParams.get('gw_social')).toBe(started.state);
      expect(json(await finish(client, started.state as string, verifier))).toMatchObject({
        status: 'ok',
        user: { userName: 'bob' },
      });
    });

    it('refuses a wrong state, a wrong code, a wrong nonce and a wrong verifier', async () => {
      const client = newClient();
      const pair = verifierPair();
      // Wrong state: the provider's answer names an attempt that does not exist.
      const first = json(await socialStart(client, pair.verifierHash));
      const callback = await loginThroughDevPages(first.uri as string, 'carol');
      const forged = new URL(callback);
      forged.searchParams.set('state', 'x'.repeat(43));
      expect((await visit(forged)).status).toBe(400);
      // Wrong code: the exchange fails and the attempt ends.
      const tampered = new URL(callback);
      tampered.searchParams.set('code', `${callback.searchParams.get('code')}x`);
      expect((await visit(tampered)).status).toBe(400);
      expect(json(await finish(client, first.state as string, pair.verifier))).toMatchObject({
        code: 'SOCIAL_STATE_INVALID',
      });
      expect((await visit(callback)).status).toBe(400);

      // Wrong nonce: an ID token issued for another login attempt.
      const second = json(await socialStart(client, pair.verifierHash));
      await sql`update embedded_social_attempts set nonce = 'another-nonce' where state = ${second.state as string}`.execute(
        testDb.database.db,
      );
      expect((await visit(await loginThroughDevPages(second.uri as string, 'carol'))).status).toBe(400);
      expect(json(await finish(client, second.state as string, pair.verifier))).toMatchObject({
        code: 'SOCIAL_STATE_INVALID',
      });

      // Wrong verifier: someone else's frame polling with the state ends the attempt.
      const third = json(await socialStart(client, pair.verifierHash));
      await visit(await loginThroughDevPages(third.uri as string, 'carol'));
      const wrong = await finish(client, third.state as string, verifierPair().verifier);
      expect(wrong.status).toBe(401);
      expect(json(await finish(client, third.state as string, pair.verifier))).toMatchObject({
        code: 'SOCIAL_STATE_INVALID',
      });
    });

    it('refuses a provider without an app, and one the project turned off', async () => {
      const client = newClient();
      const { verifierHash } = verifierPair();
      await createProject(testDb.database, {
        id: 'no-apps',
        allowedOrigins: parseAllowedOrigins([APP_ORIGIN]),
      });
      const body = { provider: 'google', deviceId: client.deviceId, verifierHash };
      const unconfigured = await api(client, 'POST', '/social/start', {
        body: { ...body, projectId: 'no-apps' },
      });
      expect(json(unconfigured)).toMatchObject({ code: 'SOCIAL_PROVIDER_NOT_CONFIGURED' });
      await createProject(testDb.database, {
        id: 'github-only',
        allowedOrigins: parseAllowedOrigins([APP_ORIGIN]),
        features: { socials: ['github'] },
      });
      const off = await api(client, 'POST', '/social/start', { body: { ...body, projectId: 'github-only' } });
      expect(json(off)).toMatchObject({ code: 'FORBIDDEN' });
    });
  });
}
