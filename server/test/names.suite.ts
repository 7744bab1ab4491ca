// Account names and identity (/v1/profile, /v1/identity) on PGlite and on PostgreSQL (names.pglite.test.ts,
// names.postgres.test.ts): a name registered with the account's signature, ENSIP-15 normalized, then found forward,
// reverse and as the address's identity; taken, stale, misdirected, invalid and confusable names refused with
// nothing stored; a suggestion flood stopped by the per-client budget.

import { ensGatewayUrl, freePorts, installEnsTwin, startAnvil } from '@gangway/devnet';
import {
  ApiErrorBodySchema,
  coinTypeOf,
  IdentityResponseSchema,
  NameRecordSchema,
  NameSuggestionsResponseSchema,
  RegisterNameResponseSchema,
  ReverseNamesResponseSchema,
} from '@gangway/protocol';
import { createPublicClient, http } from 'viem';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { mainnet } from 'viem/chains';
import { normalize } from 'viem/ens';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { parseAllowedOrigins } from '../src/projects/projectInput.ts';
import { createProject } from '../src/projects/projectRepository.ts';
import type { RunningServer } from '../src/startServer.ts';
import { type DatabaseKind, openTestDatabase, type TestDatabase } from './helpers/testDatabase.ts';
import { type CallResult, call, startTestServer, TRUST_LOOPBACK_PROXY } from './helpers/testServer.ts';

const PROJECT = 'names-test';
const SMALL_PROJECT = 'names-small-budget';
const APP_ORIGIN = 'https://app.example.com';
const ZONE = 'gangway.id';

const errorOf = (answer: CallResult) => z.parse(ApiErrorBodySchema, answer.json);
/** A label no other test (nor an earlier run on a kept database) uses. */
const uniqueLabel = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export function describeNamesSuite(kind: DatabaseKind): void {
  let testDb: TestDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    testDb = await openTestDatabase(kind);
    await createProject(testDb.database, {
      id: PROJECT,
      allowedOrigins: parseAllowedOrigins([APP_ORIGIN]),
      rateLimit: { perSecond: 100_000, burst: 100_000 },
    });
    await createProject(testDb.database, {
      id: SMALL_PROJECT,
      allowedOrigins: parseAllowedOrigins([APP_ORIGIN]),
      rateLimit: { perSecond: 1, burst: 20 },
    });
    server = await startTestServer(testDb.database, { trustProxy: TRUST_LOOPBACK_PROXY });
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await testDb?.dispose();
  });

  const get = (path: string, project = PROJECT, headers: Record<string, string> = {}) =>
    call(server.url, 'GET', path, {
      query: { projectId: project },
      headers: { origin: APP_ORIGIN, ...headers },
    });
  const post = (path: string, body: unknown) =>
    call(server.url, 'POST', path, { query: { projectId: PROJECT }, headers: { origin: APP_ORIGIN }, body });
  const nameCount = async () =>
    Number(
      (
        await testDb.database.db
          .selectFrom('profile_names')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  async function registration(
    account: PrivateKeyAccount,
    name: string,
    options: { timestamp?: number; signer?: PrivateKeyAccount; attributes?: Record<string, string> } = {},
  ) {
    const message = JSON.stringify({
      name,
      attributes: options.attributes ?? {},
      timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
    });
    const signature = await (options.signer ?? account).signMessage({ message });
    return { coin_type: coinTypeOf(1), address: account.address, message, signature };
  }

  it('registers a name the account signed for; forward, reverse and identity find it', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const label = uniqueLabel('alice');
    const answer = await post(
      '/v1/profile/account',
      await registration(account, `${label}.${ZONE}`, {
        attributes: { avatar: 'https://img.example/a.png' },
      }),
    );
    expect(answer.status, answer.text).toBe(200);
    const { name } = z.parse(RegisterNameResponseSchema, answer.json);
    expect(name).toMatchObject({
      name: `${label}.${ZONE}`,
      addresses: { '60': { address: account.address } },
    });

    const forward = await get(`/v1/profile/account/${label}.${ZONE}`);
    expect(z.parse(NameRecordSchema, forward.json).addresses['60']?.address).toBe(account.address);
    const reverse = await get(`/v1/profile/reverse/${account.address.toLowerCase()}`);
    expect(z.parse(ReverseNamesResponseSchema, reverse.json).map((record) => record.name)).toEqual([
      `${label}.${ZONE}`,
    ]);
    const identity = await get(`/v1/identity/${account.address}`);
    expect(z.parse(IdentityResponseSchema, identity.json)).toEqual({
      name: `${label}.${ZONE}`,
      avatar: 'https://img.example/a.png',
    });
    expect(identity.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('normalizes (ENSIP-15) before storing and comparing: upper case registers and finds the lower-case name', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const label = uniqueLabel('Bob');
    const answer = await post('/v1/profile/account', await registration(account, label.toUpperCase()));
    expect(answer.status, answer.text).toBe(200);
    expect(z.parse(RegisterNameResponseSchema, answer.json).name.name).toBe(`${label.toLowerCase()}.${ZONE}`);
    expect((await get(`/v1/profile/account/${label}`)).status).toBe(200);
    const other = privateKeyToAccount(generatePrivateKey());
    const again = await post('/v1/profile/account', await registration(other, label.toLowerCase()));
    expect(again.status).toBe(409);
    expect(errorOf(again).message).toMatch(/taken/);
  });

  it("answers 502 when the account's chain cannot check a signature that is no EOA's, not SIGNATURE_INVALID; an EOA's still registers", async () => {
    // The chain is configured, its node is down: a contract account's signature could not be checked.
    const nodeless = await startTestServer(testDb.database, {
      trustProxy: TRUST_LOOPBACK_PROXY,
      chains: { 'eip155:1': { rpcUrls: ['http://127.0.0.1:9'] } },
    });
    try {
      const register = (body: unknown) =>
        call(nodeless.url, 'POST', '/v1/profile/account', {
          query: { projectId: PROJECT },
          headers: { origin: APP_ORIGIN },
          body,
        });
      const account = privateKeyToAccount(generatePrivateKey());
      const before = await nameCount();
      const unchecked = await register(
        await registration(account, uniqueLabel('erin'), {
          signer: privateKeyToAccount(generatePrivateKey()),
        }),
      );
      expect(unchecked.status, unchecked.text).toBe(502);
      expect(errorOf(unchecked).code).toBe('UPSTREAM_ERROR');
      expect(await nameCount()).toBe(before);
      // An EOA's own signature needs no chain.
      expect((await register(await registration(account, uniqueLabel('erin')))).status).toBe(200);
    } finally {
      await nodeless.close();
    }
  });

  it('refuses a stale timestamp, a signature by another account, and bad or confusable names; nothing stored', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const before = await nameCount();
    const stale = await post(
      '/v1/profile/account',
      await registration(account, uniqueLabel('carol'), { timestamp: Math.floor(Date.now() / 1000) - 3_600 }),
    );
    expect(errorOf(stale)).toMatchObject({ code: 'BAD_REQUEST', field: 'message.timestamp' });
    const forged = await post(
      '/v1/profile/account',
      await registration(account, uniqueLabel('dave'), { signer: privateKeyToAccount(generatePrivateKey()) }),
    );
    expect(errorOf(forged)).toMatchObject({ code: 'SIGNATURE_INVALID', field: 'signature' });
    for (const bad of ['abc', 'al ice', 'alice_x', 'alice.bob', 'раypal', 'pаypal']) {
      const answer = await post('/v1/profile/account', await registration(account, bad));
      expect(answer.status, bad).toBe(400);
      expect(errorOf(answer), bad).toMatchObject({ code: 'NAME_INVALID', field: 'message.name' });
    }
    const notJson = await post('/v1/profile/account', {
      ...(await registration(account, uniqueLabel('erin'))),
      message: 'erin',
    });
    expect(errorOf(notJson).field).toBe('message');
    const badCoin = await post('/v1/profile/account', {
      ...(await registration(account, uniqueLabel('fay'))),
      coin_type: 501,
    });
    expect(errorOf(badCoin).field).toBe('coin_type');
    expect(await nameCount()).toBe(before);
  });

  it('answers 404 for an unknown name, [] for an address without names, and 400 for bad lookups', async () => {
    const unknown = await get(`/v1/profile/account/${uniqueLabel('nobody')}`);
    expect(unknown.status).toBe(404);
    // Not kept by a browser or a shared cache: the name may be registered the next moment.
    expect(unknown.headers.get('cache-control')).toBe('no-store');
    const fresh = privateKeyToAccount(generatePrivateKey()).address;
    expect((await get(`/v1/profile/reverse/${fresh}`)).json).toEqual([]);
    expect((await get(`/v1/identity/${fresh}`)).json).toEqual({ name: null, avatar: null });
    expect(errorOf(await get('/v1/identity/not-an-address')).field).toBe('address');
    expect(errorOf(await get('/v1/profile/account/x')).code).toBe('NAME_INVALID');
  });

  it('suggests the name asked (taken or not) and free variants in the zone', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const label = uniqueLabel('gina');
    await post('/v1/profile/account', await registration(account, label));
    await post('/v1/profile/account', await registration(account, `${label}1`));
    const answer = await get(`/v1/profile/suggestions/${label}`);
    const { zone, suggestions } = z.parse(NameSuggestionsResponseSchema, answer.json);
    expect(zone).toBe(ZONE);
    expect(suggestions[0]).toEqual({ name: `${label}.${ZONE}`, registered: true });
    expect(suggestions.slice(1).map((entry) => entry.name)).toEqual([
      `${label}2.${ZONE}`,
      `${label}3.${ZONE}`,
      `${label}4.${ZONE}`,
    ]);
  });

  it('stops a suggestion flood from one client with 429, and not another client', async () => {
    const flood = { 'x-forwarded-for': '203.0.113.7' };
    let limited: CallResult | undefined;
    for (let i = 0; i < 20 && !limited; i++) {
      const answer = await get(`/v1/profile/suggestions/flood${i}name`, SMALL_PROJECT, flood);
      if (answer.status === 429) limited = answer;
    }
    expect(limited && errorOf(limited).code).toBe('RATE_LIMITED');
    const other = await get('/v1/profile/suggestions/othername', SMALL_PROJECT, {
      'x-forwarded-for': '198.51.100.9',
    });
    expect(other.status).toBe(200);
  });

  it('answers unmodified viem ENS lookups on a devnet chain 1 through the twin (ERC-3668): address, name, text', async () => {
    const [port] = await freePorts(1);
    const anvil = await startAnvil({ chainId: 1, port: port! });
    try {
      await installEnsTwin(anvil.rpcUrl, ensGatewayUrl(server.url, PROJECT));
      const account = privateKeyToAccount(generatePrivateKey());
      const name = `${uniqueLabel('ens')}.${ZONE}`;
      const answer = await post(
        '/v1/profile/account',
        await registration(account, name, { attributes: { avatar: 'https://img.example/ens.png' } }),
      );
      expect(answer.status, answer.text).toBe(200);

      const client = createPublicClient({ chain: mainnet, transport: http(anvil.rpcUrl) });
      expect(await client.getEnsAddress({ name: normalize(name) })).toBe(account.address);
      // By coin type (ENSIP-9, -11) viem gives the address bytes as they are: lower-case hex.
      expect(await client.getEnsAddress({ name: normalize(name), coinType: 60n })).toBe(
        account.address.toLowerCase(),
      );
      expect(await client.getEnsName({ address: account.address })).toBe(name);
      expect(await client.getEnsText({ name: normalize(name), key: 'avatar' })).toBe(
        'https://img.example/ens.png',
      );
      // Names the registry does not hold: none, as ENS answers them.
      expect(await client.getEnsAddress({ name: `free-${uniqueLabel('x')}.${ZONE}` })).toBeNull();
      expect(await client.getEnsAddress({ name: 'vitalik.eth' })).toBeNull();
      expect(
        await client.getEnsName({ address: privateKeyToAccount(generatePrivateKey()).address }),
      ).toBeNull();
      // The gateway refuses what is not a Universal Resolver call.
      const bad = await post('/v1/ens/gateway', { sender: account.address, data: '0xdeadbeef' });
      expect(bad.status).toBe(400);
    } finally {
      await anvil.stop();
    }
  }, 120_000);
}
