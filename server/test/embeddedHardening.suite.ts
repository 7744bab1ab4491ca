// Issue 17's rules for the login service, on PGlite and on PostgreSQL (embeddedHardening.pglite.test.ts,
// embeddedHardening.postgres.test.ts): a social login finishes only in the browser that completed it (the phishing
// flow of the review), keys go out to a fresh login only, sign-out everywhere and e-mail changes end sessions, the
// e-mail answers tell nothing about accounts, +tags share one inbox's budget, every route has a budget, and ended
// rows are deleted.
import { freePorts, REFUSED_MAIL_DOMAIN } from '@gangway/devnet';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  deleteElapsedMailCooldowns,
  deleteEndedOtps,
  deleteEndedSessions,
  deleteEndedSocialAttempts,
} from '../src/embedded/cleanup/embeddedCleanup.ts';
import { sha256Hex } from '../src/embedded/secrets.ts';
import { parseAllowedOrigins } from '../src/projects/projectInput.ts';
import { createProject } from '../src/projects/projectRepository.ts';
import { startServer } from '../src/startServer.ts';
import {
  APP_ORIGIN,
  json,
  newClient,
  newEmail,
  PROJECT,
  useEmbeddedHarness,
  verifierPair,
} from './helpers/embeddedHarness.ts';
import type { DatabaseKind } from './helpers/testDatabase.ts';
import { call, TRUST_LOOPBACK_PROXY } from './helpers/testServer.ts';

const LIMITS = {
  mailPerAddress: { max: 3, perSeconds: 3_600 },
  mailPerDomain: { max: 6, perSeconds: 3_600 },
  sessionPerIp: { max: 20, perSeconds: 3_600 },
  sessionPerProject: { max: 90, perSeconds: 3_600 },
  socialPerIp: { max: 30, perSeconds: 3_600 },
  framePerIp: { max: 10, perSeconds: 3_600 },
};
const FORGED_CODE = 'f'.repeat(43);

export function describeEmbeddedHardeningSuite(kind: DatabaseKind): void {
  const h = useEmbeddedHarness(kind, { limits: LIMITS });
  const { api, codeMailedTo, start, endCooldown, logIn, socialStart, finish, visit, completionOf } = h;
  const sessionsOf = async () =>
    (await h.testDb.database.db.selectFrom('embedded_sessions').select('user_id').execute()).length;

  describe('a social login finishes only in the browser that completed it', () => {
    it('refuses a start without Origin (a script outside a browser), from another site, or for a host the project does not allow', async () => {
      const client = newClient();
      const { verifierHash } = verifierPair();
      const body = {
        projectId: PROJECT,
        provider: 'google',
        deviceId: client.deviceId,
        verifierHash,
        hostOrigin: APP_ORIGIN,
      };
      const scripted = await api(client, 'POST', '/social/start', { body });
      expect(scripted.status).toBe(403);
      expect(json(scripted)).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED' });
      const foreign = await api(client, 'POST', '/social/start', {
        body,
        headers: { origin: 'https://evil.example' },
      });
      expect(foreign.status).toBe(403);
      const elsewhere = await socialStart(client, verifierHash, { hostOrigin: 'https://evil.example' });
      expect(elsewhere.status).toBe(403);
      expect(json(elsewhere)).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED', field: 'hostOrigin' });
      const noHost = await api(client, 'POST', '/social/start', {
        body: { ...body, hostOrigin: undefined },
        headers: { origin: h.server.url },
      });
      expect(json(noHost)).toMatchObject({ code: 'BAD_REQUEST', field: 'hostOrigin' });
    });

    it("the review's phishing flow: the attacker starts, the victim logs in at the provider, the attacker's finish gets nothing", async () => {
      // The attacker's script: a start with a forged Origin, its own verifier and device id.
      const attacker = newClient();
      const { verifier, verifierHash } = verifierPair();
      const started = json(await socialStart(attacker, verifierHash));
      // The victim opens the link (not from the site's popup) and logs in at the provider.
      const page = await visit(await h.loginAtProvider(started.uri as string, 'victim'));
      const html = await page.text();
      expect(html).toContain('You are logging in to app.example.com');
      // The code is in the victim's page only: its script posts it to an opener at app.example.com, if any.
      const victimCode = completionOf(html)?.code ?? '';
      expect(victimCode).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // The attacker holds the verifier and the device id, not the code.
      const withoutCode = await api(attacker, 'POST', '/social/finish', {
        body: { projectId: PROJECT, state: started.state, verifier, deviceId: attacker.deviceId },
      });
      expect(json(withoutCode)).toMatchObject({ code: 'BAD_REQUEST', field: 'code' });
      const guessed = await finish(attacker, started.state as string, verifier, FORGED_CODE);
      expect(guessed.status).toBe(401);
      expect(json(guessed)).toMatchObject({ code: 'SOCIAL_STATE_INVALID' });
      // A wrong code ended the attempt: even the victim's code, leaked later, finishes nothing.
      const leaked = await finish(attacker, started.state as string, verifier, victimCode);
      expect(json(leaked)).toMatchObject({ code: 'SOCIAL_STATE_INVALID' });
      expect(await sessionsOf()).toBe(0);
    });

    it('ends an attempt finished before its callback, or with the code of another attempt', async () => {
      const client = newClient();
      const first = verifierPair();
      const second = verifierPair();
      const a = json(await socialStart(client, first.verifierHash));
      const b = json(await socialStart(client, second.verifierHash));
      const early = await finish(client, a.state as string, first.verifier, FORGED_CODE);
      expect(early.status).toBe(401);
      // Its callback comes too late: the attempt has ended.
      expect((await visit(await h.loginAtProvider(a.uri as string, 'dave'))).status).toBe(400);
      const codeOfB = completionOf(
        await (await visit(await h.loginAtProvider(b.uri as string, 'erin'))).text(),
      );
      const c = json(await socialStart(client, first.verifierHash));
      const codeOfC = completionOf(
        await (await visit(await h.loginAtProvider(c.uri as string, 'erin'))).text(),
      );
      expect((await finish(client, c.state as string, first.verifier, codeOfB?.code ?? '')).status).toBe(401);
      expect((await finish(client, c.state as string, first.verifier, codeOfC?.code ?? '')).status).toBe(400);
      expect(
        json(await finish(client, b.state as string, second.verifier, codeOfB?.code ?? '')),
      ).toMatchObject({ status: 'ok', user: { userName: 'erin' } });
    });
  });

  describe('keys go out to a fresh login only', () => {
    const evmKey = {
      namespace: 'eip155',
      address: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
      secret: Buffer.from(`${'00'.repeat(31)}01`, 'hex').toString('base64url'),
    };
    const ageSessions = () =>
      sql`update embedded_sessions set created_at = now() - interval '1 hour'`.execute(h.testDb.database.db);

    it('answers GET /keys right after a login, STEP_UP_REQUIRED to an older live session, and again after a new code', async () => {
      const client = newClient();
      const email = newEmail();
      const token = await logIn(client, email);
      expect((await api(client, 'PUT', '/keys', { token, body: evmKey })).status).toBe(200);
      expect(json(await api(client, 'GET', '/keys', { token }))).toEqual({ keys: [evmKey] });
      await ageSessions();
      expect((await api(client, 'GET', '/user', { token })).status).toBe(200);
      const stale = await api(client, 'GET', '/keys', { token });
      expect(stale.status).toBe(403);
      expect(json(stale)).toMatchObject({ code: 'STEP_UP_REQUIRED' });
      // Nor can an older session plant a key for a namespace the user has none for.
      const seed = Buffer.alloc(32, 7).toString('base64url');
      const planted = await api(client, 'PUT', '/keys', {
        token,
        body: { namespace: 'solana', address: 'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9', secret: seed },
      });
      expect(json(planted)).toMatchObject({ code: 'STEP_UP_REQUIRED' });
      await endCooldown(email);
      const fresh = await logIn(client, email);
      expect(json(await api(client, 'GET', '/keys', { token: fresh }))).toEqual({ keys: [evmKey] });
    });

    it('gives each live session its own unlock key, derived and never stored, and none once it is revoked', async () => {
      const client = newClient();
      const email = newEmail();
      const token = await logIn(client, email);
      const unlock = async (sessionToken: string) =>
        api(client, 'GET', '/session/unlock', { token: sessionToken });
      const first = json(await unlock(token)).unlockKey as string;
      expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(json(await unlock(token)).unlockKey).toBe(first);
      await endCooldown(email);
      const other = await logIn(newClient(), email);
      expect(json(await unlock(other)).unlockKey).not.toBe(first);
      const rows = await h.testDb.database.db.selectFrom('embedded_sessions').selectAll().execute();
      expect(JSON.stringify(rows)).not.toContain(first);
      await api(client, 'POST', '/session/revoke', { token, body: {} });
      expect(json(await unlock(token))).toMatchObject({ code: 'SESSION_INVALID' });
    });
  });

  describe('ending sessions', () => {
    it("sign out everywhere revokes every session of the user, and no other user's", async () => {
      const email = newEmail();
      const laptop = newClient();
      const phone = newClient();
      const laptopToken = await logIn(laptop, email);
      await endCooldown(email);
      const phoneToken = await logIn(phone, email);
      const someoneElse = newClient();
      const otherToken = await logIn(someoneElse, newEmail());
      expect(json(await api(phone, 'POST', '/session/revoke-all', { token: phoneToken, body: {} }))).toEqual({
        revoked: true,
      });
      for (const [client, token] of [
        [laptop, laptopToken],
        [phone, phoneToken],
      ] as const)
        expect(json(await api(client, 'GET', '/user', { token }))).toMatchObject({ code: 'SESSION_INVALID' });
      expect((await api(someoneElse, 'GET', '/user', { token: otherToken })).status).toBe(200);
    });

    it('an e-mail change revokes the other sessions of the user and keeps the one that made it', async () => {
      const email = newEmail();
      const laptop = newClient();
      const phone = newClient();
      const laptopToken = await logIn(laptop, email);
      await endCooldown(email);
      const phoneToken = await logIn(phone, email);
      const next = newEmail();
      await endCooldown(email);
      let since = Date.now();
      await api(laptop, 'POST', '/email/update', { token: laptopToken, body: { newEmail: next } });
      const primary = await codeMailedTo(email, since);
      since = Date.now();
      await api(laptop, 'POST', '/email/update/primary', { token: laptopToken, body: { otp: primary.code } });
      const secondary = await codeMailedTo(next, since);
      const updated = await api(laptop, 'POST', '/email/update/secondary', {
        token: laptopToken,
        body: { otp: secondary.code },
      });
      expect(json(updated)).toMatchObject({ user: { email: next } });
      expect((await api(laptop, 'GET', '/user', { token: laptopToken })).status).toBe(200);
      expect(json(await api(phone, 'GET', '/user', { token: phoneToken }))).toMatchObject({
        code: 'SESSION_INVALID',
      });
    });
  });

  describe('e-mail: no account enumeration, no mail bombing', () => {
    it('answers a known address, an unknown one, and a known one on a new device alike', async () => {
      const known = newEmail();
      const laptop = newClient();
      await logIn(laptop, known);
      const answers = [];
      for (const [client, email] of [
        [newClient(), newEmail()],
        [newClient(), known],
        [laptop, known],
      ] as const) {
        await endCooldown(email);
        const answer = await start(client, email);
        answers.push({ status: answer.status, body: answer.text, type: answer.headers.get('content-type') });
      }
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
      expect(answers[0]).toMatchObject({ status: 200, body: '{"action":"VERIFY_OTP"}' });
    });

    it('+tags (and dots at gmail.com) reach one inbox: they share its cooldown and its budget', async () => {
      const local = `bomb-${Date.now().toString(36)}`;
      expect((await start(newClient(), `${local}@example.com`)).status).toBe(200);
      const tagged = await start(newClient(), `${local}+1@example.com`);
      expect(json(tagged)).toMatchObject({ code: 'EMAIL_COOLDOWN' });
      for (const tag of ['2', '3']) {
        await endCooldown(`${local}@example.com`);
        expect((await start(newClient(), `${local}+${tag}@example.com`)).status, tag).toBe(200);
      }
      await endCooldown(`${local}@example.com`);
      expect(json(await start(newClient(), `${local}+4@example.com`))).toMatchObject({
        code: 'RATE_LIMITED',
      });
      expect((await start(newClient(), `${local.replace('-', '.')}@gmail.com`)).status).toBe(200);
      expect(json(await start(newClient(), `${local.replace('-', '')}@googlemail.com`))).toMatchObject({
        code: 'EMAIL_COOLDOWN',
      });
    });

    it('limits mail per domain across addresses and clients', async () => {
      const domain = `bombed-${Date.now().toString(36)}.example`;
      for (let sent = 0; sent < LIMITS.mailPerDomain.max; sent++)
        expect((await start(newClient(), newEmail(domain))).status).toBe(200);
      expect(json(await start(newClient(), newEmail(domain)))).toMatchObject({ code: 'RATE_LIMITED' });
      expect((await start(newClient(), newEmail())).status).toBe(200);
    });
  });

  describe('a mail that does not go out', () => {
    it('starts no cooldown, leaves no code, and says what failed', async () => {
      const client = newClient();
      const refused = `nobody-${Date.now().toString(36)}@${REFUSED_MAIL_DOMAIN}`;
      for (let attempt = 0; attempt < 2; attempt++) {
        const failed = await start(client, refused);
        expect(failed.status).toBe(502);
        expect(json(failed)).toEqual({
          code: 'UPSTREAM_ERROR',
          message: 'The code could not be mailed: the mail server refused the address',
        });
      }
      const { db } = h.testDb.database;
      expect(
        await db.selectFrom('embedded_otps').select('id').where('email', '=', refused).execute(),
      ).toEqual([]);
      expect(
        await db.selectFrom('embedded_mail_cooldowns').select('email').where('email', '=', refused).execute(),
      ).toEqual([]);
    });

    it('keeps the code mailed before it valid when the mail server cannot be reached', async () => {
      const client = newClient();
      const email = newEmail();
      const since = Date.now();
      expect((await start(client, email)).status).toBe(200);
      const { code } = await codeMailedTo(email, since);
      await endCooldown(email);
      const [closedPort] = (await freePorts(1)) as [number];
      const unreachable = await startServer(
        {
          host: '127.0.0.1',
          port: 0,
          logLevel: 'silent',
          trustProxy: TRUST_LOOPBACK_PROXY,
          embedded: { smtp: { host: '127.0.0.1', port: closedPort, from: 'Wallet <login@example.com>' } },
        },
        { database: h.testDb.database },
      );
      try {
        const failed = await call(unreachable.url, 'POST', '/v1/embedded/email/start', {
          body: { projectId: PROJECT, email, deviceId: client.deviceId },
          headers: { 'x-forwarded-for': client.ip },
        });
        expect(json(failed)).toEqual({
          code: 'UPSTREAM_ERROR',
          message: 'The code could not be mailed: the mail server could not be reached',
        });
      } finally {
        await unreachable.close();
      }
      // No cooldown started, and the code that did reach the inbox still logs in.
      expect((await h.verify(client, email, code)).status).toBe(200);
    });
  });

  describe('budgets on every login route', () => {
    it('session routes spend a budget per client IP and per project before any session is looked up', async () => {
      const bogus = 'x'.repeat(43);
      const routes = [
        ['GET', '/user'],
        ['GET', '/keys'],
        ['GET', '/session/unlock'],
        ['POST', '/session/revoke'],
        ['POST', '/session/revoke-all'],
      ] as const;
      const flooder = newClient();
      for (let sent = 0; sent < LIMITS.sessionPerIp.max; sent++) {
        const [method, path] = routes[sent % routes.length] ?? routes[0];
        const answer = await api(flooder, method, path, {
          token: bogus,
          ...(method === 'POST' ? { body: {} } : {}),
        });
        expect(answer.status, `${method} ${path}`).toBe(401);
      }
      const refused = await api(flooder, 'GET', '/user', { token: bogus });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await api(newClient(), 'GET', '/user', { token: bogus })).status).toBe(401);
      // Per project: five clients of another project, each under its own share, exhaust the project's; the next
      // client of it is refused.
      await createProject(h.testDb.database, {
        id: 'busy',
        allowedOrigins: parseAllowedOrigins([APP_ORIGIN]),
      });
      const busy = { projectId: 'busy' };
      for (let client = 0; client < 5; client++) {
        const visitor = newClient();
        for (let sent = 0; sent < LIMITS.sessionPerProject.max / 5; sent++)
          expect((await api(visitor, 'GET', '/user', { token: bogus, query: busy })).status).toBe(401);
      }
      expect((await api(newClient(), 'GET', '/user', { token: bogus, query: busy })).status).toBe(429);
      // A session route needs the project it belongs to, as the frame sends it.
      expect((await api(newClient(), 'GET', '/user', { token: bogus, query: {} })).status).toBe(400);
    });

    it('the social callback and the frame page spend a budget per client IP', async () => {
      const flooder = newClient();
      const callback = (client: { ip: string }) =>
        call(h.server.url, 'GET', '/v1/embedded/social/callback', {
          query: { state: 's'.repeat(43), code: 'c' },
          headers: { 'x-forwarded-for': client.ip },
        });
      for (let sent = 0; sent < LIMITS.socialPerIp.max; sent++)
        expect((await callback(flooder)).status).toBe(400);
      expect((await callback(flooder)).status).toBe(429);
      expect((await callback(newClient())).status).toBe(400);

      const frame = (client: { ip: string }) =>
        call(h.server.url, 'GET', '/embedded/frame', {
          query: { projectId: PROJECT },
          headers: { 'x-forwarded-for': client.ip },
        });
      // 200 with the frame built, 503 without: the budget is spent before the page is read.
      for (let sent = 0; sent < LIMITS.framePerIp.max; sent++)
        expect([200, 503]).toContain((await frame(flooder)).status);
      expect((await frame(flooder)).status).toBe(429);
      expect([200, 503]).toContain((await frame(newClient())).status);
    });
  });

  describe('clean-up jobs', () => {
    it('delete ended social attempts, one-time codes, sessions and mail cool-downs, and keep live ones', async () => {
      const { db } = h.testDb.database;
      const client = newClient();
      const email = newEmail();
      const token = await logIn(client, email);
      const live = json(await socialStart(client, verifierPair().verifierHash)).state as string;
      const ended = json(await socialStart(client, verifierPair().verifierHash)).state as string;
      await sql`update embedded_social_attempts set expires_at = now() - interval '1 second' where state = ${ended}`.execute(
        db,
      );
      await endCooldown(email);
      await start(client, email);
      await sql`update embedded_otps set expires_at = now() - interval '1 second' where used_at is not null`.execute(
        db,
      );
      const expiring = await logIn(newClient(), newEmail());
      const revoked = await logIn(newClient(), newEmail());
      await api(newClient(), 'POST', '/session/revoke', { token: revoked, body: {} });
      await sql`update embedded_sessions set expires_at = now() - interval '1 second'
        where token_hash = ${sha256Hex(expiring)}`.execute(db);
      await sql`insert into embedded_mail_cooldowns (project_id, email, next_at)
        values (${PROJECT}, 'gone@example.com', now() - interval '1 second')`.execute(db);

      expect(await deleteEndedSocialAttempts(h.testDb.database)).toBe(1);
      expect(await deleteEndedOtps(h.testDb.database)).toBeGreaterThanOrEqual(1);
      expect(await deleteEndedSessions(h.testDb.database)).toBe(2);
      expect(await deleteElapsedMailCooldowns(h.testDb.database)).toBe(1);

      expect(
        (await db.selectFrom('embedded_social_attempts').select('state').execute()).map((row) => row.state),
      ).toEqual([live]);
      const codes = await db.selectFrom('embedded_otps').select(['used_at', 'expires_at']).execute();
      expect(codes.length).toBeGreaterThan(0);
      for (const code of codes) expect(code.expires_at.getTime()).toBeGreaterThan(Date.now() - 1_000);
      expect((await api(client, 'GET', '/user', { token })).status).toBe(200);
      expect(await sessionsOf()).toBe(1);
      expect(
        (await db.selectFrom('embedded_mail_cooldowns').select('email').execute()).map((row) => row.email),
      ).not.toContain('gone@example.com');
    });
  });
}
