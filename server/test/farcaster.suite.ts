// Farcaster login end to end through gangway-server, on PGlite and on PostgreSQL (farcaster.pglite.test.ts,
// farcaster.postgres.test.ts): the server's own relay and registry adapters against HTTP fakes of Farcaster's relay
// and of IdRegistry.custodyOf, messages signed by real keys.
import { farcasterFidResource } from '@gangway/protocol';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setProjectFeatures } from '../src/projects/projectRepository.ts';
import {
  APP_ORIGIN,
  type Client,
  json,
  newClient,
  PROJECT,
  useEmbeddedHarness,
  verifierPair,
} from './helpers/embeddedHarness.ts';
import { type FakeFarcaster, startFakeFarcaster } from './helpers/farcasterUpstreams.ts';
import type { DatabaseKind } from './helpers/testDatabase.ts';
import { call } from './helpers/testServer.ts';

const POLL_BUDGET = 12;

export function describeFarcasterSuite(kind: DatabaseKind): void {
  let farcaster: FakeFarcaster;
  beforeAll(async () => {
    farcaster = await startFakeFarcaster();
  });
  afterAll(async () => {
    await farcaster?.stop();
  });
  const h = useEmbeddedHarness(kind, {
    limits: { farcasterPerIp: { max: POLL_BUDGET, perSeconds: 3_600 } },
    farcaster: () => ({ relayUrl: farcaster.relayUrl, optimismRpcUrl: farcaster.rpcUrl }),
  });

  let nextFid = 1_000;
  /** A registered Farcaster account of its own. */
  const account = () => {
    const signer = privateKeyToAccount(generatePrivateKey());
    const fid = nextFid++;
    farcaster.register(fid, signer.address);
    return { fid, signer };
  };

  const offerFarcaster = () =>
    setProjectFeatures(h.testDb.database, PROJECT, { socials: ['farcaster', 'github'] });

  const start = (client: Client, verifierHash: string, extra: Record<string, unknown> = {}) =>
    h.api(client, 'POST', '/farcaster/start', {
      body: { projectId: PROJECT, deviceId: client.deviceId, verifierHash, hostOrigin: APP_ORIGIN, ...extra },
      headers: { origin: h.server.url },
    });
  const poll = (client: Client, state: string, verifier: string) =>
    h.api(client, 'POST', '/farcaster/status', {
      body: { projectId: PROJECT, state, verifier, deviceId: client.deviceId },
    });

  /** A started login: its client, verifier, state and channel url. */
  const started = async () => {
    await offerFarcaster();
    const client = newClient();
    const { verifier, verifierHash } = verifierPair();
    const answer = await start(client, verifierHash);
    expect(answer.status).toBe(200);
    const { state, url } = json(answer) as { state: string; url: string };
    return { client, verifier, state, url };
  };

  const expectRefused = async (
    login: Awaited<ReturnType<typeof started>>,
    status: number,
    message: RegExp,
  ) => {
    const answer = await poll(login.client, login.state, login.verifier);
    expect(answer.status).toBe(status);
    expect(json(answer)).toMatchObject({
      code: 'FARCASTER_LOGIN_FAILED',
      message: expect.stringMatching(message),
    });
    // The attempt is over: a later approval cannot revive it.
    const again = await poll(login.client, login.state, login.verifier);
    expect(json(again)).toMatchObject({ code: 'FARCASTER_LOGIN_FAILED' });
  };

  describe('offer', () => {
    it('offers farcaster, in the project order, when the server has a Farcaster configuration', async () => {
      await offerFarcaster();
      const answer = await call(h.server.url, 'GET', '/appkit/v1/config', {
        query: { projectId: PROJECT },
        headers: { origin: APP_ORIGIN },
      });
      expect(json(answer).features).toMatchObject({ socials: ['farcaster', 'github'] });
    });
  });

  describe('sign-in', () => {
    it("opens a channel for the host page with a nonce of the server's, pending until approved", async () => {
      const login = await started();
      expect(login.url).toMatch(/^https:\/\/farcaster\.example\/~\/siwf\?channelToken=/);
      const channel = farcaster.channelOf(login.url);
      expect(channel).toMatchObject({ siweUri: APP_ORIGIN, domain: 'app.example.com' });
      expect(channel.nonce).toMatch(/^[0-9a-f]{32}$/);
      expect(json(await poll(login.client, login.state, login.verifier))).toEqual({ status: 'pending' });
    });

    it("logs in with the fid's custody signature, once, into the same embedded user every time", async () => {
      const { fid, signer } = account();
      const login = await started();
      await farcaster.approve(login.url, { fid, signer, username: 'alice' });
      const session = await poll(login.client, login.state, login.verifier);
      expect(session.status).toBe(200);
      expect(json(session)).toMatchObject({
        status: 'ok',
        user: { socialProvider: 'farcaster', userName: 'alice', email: null },
      });
      // A replay of the completed channel gets nothing.
      const replay = await poll(login.client, login.state, login.verifier);
      expect(replay.status).toBe(400);
      expect(json(replay)).toMatchObject({ code: 'FARCASTER_LOGIN_FAILED' });

      const second = await started();
      await farcaster.approve(second.url, { fid, signer });
      const token = json(await poll(second.client, second.state, second.verifier)).token as string;
      const first = json(session).token as string;
      const userOf = async (sessionToken: string) =>
        json(await h.api(login.client, 'GET', '/user', { token: sessionToken })).user;
      expect(await userOf(token)).toEqual(await userOf(first));
    });

    it('refuses a signature by another key than the custody address', async () => {
      const { fid } = account();
      const login = await started();
      await farcaster.approve(login.url, { fid, signer: privateKeyToAccount(generatePrivateKey()) });
      await expectRefused(login, 401, /custody/);
    });

    it('refuses an unregistered fid', async () => {
      const login = await started();
      await farcaster.approve(login.url, { fid: 999_999, signer: privateKeyToAccount(generatePrivateKey()) });
      await expectRefused(login, 401, /not registered/);
    });

    it("refuses a message with another channel's nonce (a replayed approval)", async () => {
      const { fid, signer } = account();
      const first = await started();
      const login = await started();
      await farcaster.approve(login.url, {
        fid,
        signer,
        message: { nonce: farcaster.channelOf(first.url).nonce },
      });
      await expectRefused(login, 401, /nonce/);
    });

    it('refuses a message for another domain or uri', async () => {
      const { fid, signer } = account();
      const login = await started();
      await farcaster.approve(login.url, { fid, signer, message: { domain: 'evil.example' } });
      await expectRefused(login, 401, /evil\.example/);
      const other = await started();
      await farcaster.approve(other.url, { fid, signer, message: { uri: 'https://evil.example' } });
      await expectRefused(other, 401, /uri/);
    });

    it('refuses a message for another chain than Optimism', async () => {
      const { fid, signer } = account();
      const login = await started();
      await farcaster.approve(login.url, { fid, signer, message: { chainId: 1 } });
      await expectRefused(login, 401, /chain 1/);
    });

    it('refuses a message naming another fid', async () => {
      const { fid, signer } = account();
      const login = await started();
      await farcaster.approve(login.url, { fid, signer, message: { resources: [farcasterFidResource(1)] } });
      await expectRefused(login, 401, /fid/);
    });

    it('refuses an expired message', async () => {
      const { fid, signer } = account();
      const login = await started();
      await farcaster.approve(login.url, {
        fid,
        signer,
        message: { issuedAt: new Date(Date.now() - 120_000), expirationTime: new Date(Date.now() - 60_000) },
      });
      await expectRefused(login, 401, /expired/);
    });

    it('ends a login whose channel the relay no longer knows', async () => {
      const login = await started();
      farcaster.forget(login.url);
      await expectRefused(login, 400, /no longer knows/);
    });

    it('answers 502 while the relay is down, and the login goes on once it is back', async () => {
      const { fid, signer } = account();
      const login = await started();
      farcaster.down(true);
      try {
        const answer = await poll(login.client, login.state, login.verifier);
        expect(answer.status).toBe(502);
        expect(json(answer)).toMatchObject({ code: 'UPSTREAM_ERROR' });
        const refused = await start(newClient(), verifierPair().verifierHash);
        expect(refused.status).toBe(502);
      } finally {
        farcaster.down(false);
      }
      await farcaster.approve(login.url, { fid, signer });
      expect((await poll(login.client, login.state, login.verifier)).status).toBe(200);
    });

    it('refuses a channel url that the widget could not show (not https), as a failure of the relay', async () => {
      await offerFarcaster();
      farcaster.answerUrl('javascript:alert(1)');
      try {
        const answer = await start(newClient(), verifierPair().verifierHash);
        expect([answer.status, json(answer).code]).toEqual([502, 'UPSTREAM_ERROR']);
      } finally {
        farcaster.answerUrl(undefined);
      }
    });

    it('ends a login polled with another verifier or from another device', async () => {
      const { fid, signer } = account();
      const login = await started();
      const wrong = await poll(login.client, login.state, verifierPair().verifier);
      expect(wrong.status).toBe(401);
      await farcaster.approve(login.url, { fid, signer });
      expect(json(await poll(login.client, login.state, login.verifier))).toMatchObject({
        code: 'FARCASTER_LOGIN_FAILED',
      });
    });
  });

  describe('bad input', () => {
    it('refuses a host page outside the allowed origins, a project without farcaster, a start from no browser', async () => {
      await offerFarcaster();
      const client = newClient();
      const { verifierHash } = verifierPair();
      const foreign = await start(client, verifierHash, { hostOrigin: 'https://evil.example' });
      expect([foreign.status, json(foreign).code]).toEqual([403, 'ORIGIN_NOT_ALLOWED']);
      const noOrigin = await h.api(client, 'POST', '/farcaster/start', {
        body: { projectId: PROJECT, deviceId: client.deviceId, verifierHash, hostOrigin: APP_ORIGIN },
      });
      expect(noOrigin.status).toBe(403);
      await setProjectFeatures(h.testDb.database, PROJECT, { socials: ['github'] });
      const off = await start(client, verifierHash);
      expect([off.status, json(off).code]).toEqual([403, 'FORBIDDEN']);
    });

    it('answers 400 to malformed bodies and unknown logins', async () => {
      await offerFarcaster();
      const client = newClient();
      const malformed = await start(client, 'not-a-hash');
      expect([malformed.status, json(malformed).code]).toEqual([400, 'BAD_REQUEST']);
      const unknown = await poll(client, 'x'.repeat(43), verifierPair().verifier);
      expect([unknown.status, json(unknown).code]).toEqual([400, 'FARCASTER_LOGIN_FAILED']);
    });

    it("spends the client's budget on starts and polls", async () => {
      const login = await started();
      const answers = [];
      for (let index = 0; index < POLL_BUDGET; index++)
        answers.push((await poll(login.client, login.state, login.verifier)).status);
      expect(answers.slice(0, POLL_BUDGET - 1).every((status) => status === 200)).toBe(true);
      expect(answers.at(-1)).toBe(429);
    });
  });
}
