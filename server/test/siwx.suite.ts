// Sign in with a wallet (/v1/siwx) on PGlite and on PostgreSQL (siwx.pglite.test.ts, siwx.postgres.test.ts): a
// nonce, a CAIP-122 message signed by a real key of each family, a stored session whose token verifies offline
// with the project's published keys (jose, as an integrator's backend would), and every forged, replayed, expired,
// cross-domain or misdirected message refused with nothing stored.

import { createPrivateKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { toGangwaySmartAccount } from '@gangway/contracts/smartAccount';
import {
  deployAccountAbstraction,
  freePorts,
  REGTEST_CAIP_NETWORK_ID,
  startAnvil,
  viemChain,
} from '@gangway/devnet';
import { bitcoinWalletKeys, signBip322, signLegacy } from '@gangway/devnet/testing';
import {
  ApiErrorBodySchema,
  formatSignInMessage,
  type SiwxMessageData,
  SiwxNonceResponseSchema,
  SiwxSessionResponseSchema,
} from '@gangway/protocol';
import { ed25519 } from '@noble/curves/ed25519';
import { base58, base64 } from '@scure/base';
import { createSignInMessageText } from '@solana/wallet-standard-util';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { createPublicClient, createWalletClient, http, isErc6492Signature } from 'viem';
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { ServerConfig } from '../src/config/configSchema.ts';
import { parseAllowedOrigins } from '../src/projects/projectInput.ts';
import { createProject } from '../src/projects/projectRepository.ts';
import { NO_KEY_WRAPPER_MESSAGE } from '../src/siwx/signingKeys.ts';
import type { RunningServer } from '../src/startServer.ts';
import { deployGangwayAccount } from './helpers/deployGangwayAccount.ts';
import { type DatabaseKind, openTestDatabase, type TestDatabase } from './helpers/testDatabase.ts';
import { type CallResult, call, startTestServer, TRUST_LOOPBACK_PROXY } from './helpers/testServer.ts';

const PROJECT = 'siwx-test';
const OTHER_PROJECT = 'siwx-other';
const APP_ORIGIN = 'https://app.example.com';
const EVM_CHAIN = 'eip155:31337';
const SOLANA_CHAIN = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const BITCOIN_CHAIN = REGTEST_CAIP_NETWORK_ID;
/** Chains the server never calls in these tests (only the eip155 one is read, for contract accounts). */
const UNREACHABLE = 'http://127.0.0.1:9';

/** The key wrapper's key (embedded.keyEncryptionKey): the session-signing keys are stored wrapped by it. */
const KEK = randomBytes(32).toString('base64url');

const errorOf = (answer: CallResult) => z.parse(ApiErrorBodySchema, answer.json);

/** anvil's first prefunded account ("test … junk"), which deploys a smart account for the ERC-1271 case. */
const ANVIL_FUNDED = mnemonicToAccount('test test test test test test test test test test test junk');

export function describeSiwxSuite(kind: DatabaseKind): void {
  let testDb: TestDatabase;
  let server: RunningServer;
  let anvil: Awaited<ReturnType<typeof startAnvil>>;

  beforeAll(async () => {
    const [port] = await freePorts(1);
    [testDb, anvil] = await Promise.all([
      openTestDatabase(kind),
      startAnvil({ chainId: 31337, port: port! }),
    ]);
    // Gangway's smart-account contracts (issue 21), for the contract-account signatures.
    await deployAccountAbstraction(devnetChain());
    for (const id of [PROJECT, OTHER_PROJECT]) {
      await createProject(testDb.database, {
        id,
        allowedOrigins: parseAllowedOrigins([APP_ORIGIN]),
        rateLimit: { perSecond: 100_000, burst: 100_000 },
      });
    }
    server = await startTestServer(testDb.database, serverConfig());
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await anvil?.stop();
    await testDb?.dispose();
  });

  function serverConfig(overrides: ServerConfig = {}): ServerConfig {
    return {
      chains: {
        [EVM_CHAIN]: { rpcUrls: [anvil.rpcUrl] },
        [SOLANA_CHAIN]: { rpcUrls: [UNREACHABLE] },
        [BITCOIN_CHAIN]: { esploraUrls: [UNREACHABLE] },
      },
      embedded: { keyEncryptionKey: KEK },
      ...overrides,
    };
  }

  const devnetChain = () => ({
    chainId: 31337,
    name: 'anvil',
    rpcUrl: anvil.rpcUrl,
    caipNetworkId: EVM_CHAIN as `eip155:${number}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  });
  const post = (path: string, body: unknown, project = PROJECT, origin = APP_ORIGIN) =>
    call(server.url, 'POST', path, { query: { projectId: project }, headers: { origin }, body });
  const withToken = (method: string, path: string, token: string, project = PROJECT) =>
    call(server.url, method, path, {
      query: { projectId: project },
      headers: { origin: APP_ORIGIN, authorization: `Bearer ${token}` },
    });

  async function nonceFor(chainId: string, address: string, project = PROJECT): Promise<string> {
    const answer = await post('/v1/siwx/nonce', { chainId, address }, project);
    expect(answer.status, answer.text).toBe(200);
    return z.parse(SiwxNonceResponseSchema, answer.json).nonce;
  }

  function messageData(
    chainId: string,
    address: string,
    nonce: string,
    overrides: Partial<SiwxMessageData> = {},
  ) {
    const now = Date.now();
    return {
      accountAddress: address,
      chainId: chainId as SiwxMessageData['chainId'],
      domain: new URL(APP_ORIGIN).host,
      uri: `${APP_ORIGIN}/`,
      version: '1',
      nonce,
      statement: 'Sign in to the test app',
      issuedAt: new Date(now).toISOString(),
      expirationTime: new Date(now + 3_600_000).toISOString(),
      ...overrides,
    } satisfies SiwxMessageData;
  }

  const sessionCount = async () =>
    Number(
      (
        await testDb.database.db
          .selectFrom('siwx_sessions')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('EVM (EIP-4361)', () => {
    const account = privateKeyToAccount(generatePrivateKey());

    async function signedIn(overrides: Partial<SiwxMessageData> = {}) {
      const nonce = await nonceFor(EVM_CHAIN, account.address);
      const message = formatSignInMessage(messageData(EVM_CHAIN, account.address, nonce, overrides));
      const signature = await account.signMessage({ message });
      return {
        message,
        signature,
        body: { chainId: EVM_CHAIN, address: account.address, message, signature },
      };
    }

    it("signs in an EOA: the message is viem's own SIWE, the session is stored, its token verifies offline", async () => {
      const { message, signature, body } = await signedIn();
      const parsed = parseSiweMessage(message);
      expect(parsed).toMatchObject({ address: account.address, chainId: 31337, domain: 'app.example.com' });
      const client = createPublicClient({ transport: http(anvil.rpcUrl) });
      expect(await verifySiweMessage(client, { message, signature, domain: 'app.example.com' })).toBe(true);

      const answer = await post('/v1/siwx/sessions', body);
      expect(answer.status, answer.text).toBe(200);
      const { session, token } = z.parse(SiwxSessionResponseSchema, answer.json);
      expect(session).toMatchObject({ chainId: EVM_CHAIN, address: account.address, verifiedAs: 'eoa' });

      const keys = await call(server.url, 'GET', '/v1/siwx/keys', { query: { projectId: PROJECT } });
      const { payload } = await jwtVerify(
        token,
        createLocalJWKSet(keys.json as Parameters<typeof createLocalJWKSet>[0]),
        {
          audience: PROJECT,
        },
      );
      expect(payload).toMatchObject({ sid: session.id, sub: `${EVM_CHAIN}:${account.address}` });

      const current = await withToken('GET', '/v1/siwx/session', token);
      expect(current.status, current.text).toBe(200);
      expect(current.json).toMatchObject({ session: { id: session.id } });
    });

    it('revokes: the token then reads 401, and a second revoke changes nothing', async () => {
      const { body } = await signedIn();
      const { token } = z.parse(SiwxSessionResponseSchema, (await post('/v1/siwx/sessions', body)).json);
      expect((await withToken('POST', '/v1/siwx/session/revoke', token)).json).toEqual({ revoked: true });
      const after = await withToken('GET', '/v1/siwx/session', token);
      expect(after.status).toBe(401);
      expect(errorOf(after).code).toBe('SESSION_INVALID');
      expect((await withToken('POST', '/v1/siwx/session/revoke', token)).json).toEqual({ revoked: false });
    });

    it('refuses a token on another project, and a tampered one', async () => {
      const { body } = await signedIn();
      const { token } = z.parse(SiwxSessionResponseSchema, (await post('/v1/siwx/sessions', body)).json);
      expect((await withToken('GET', '/v1/siwx/session', token, OTHER_PROJECT)).status).toBe(401);
      const [head, payload, signature] = token.split('.') as [string, string, string];
      const forged = Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), exp: 9_999_999_999 }),
      ).toString('base64url');
      expect((await withToken('GET', '/v1/siwx/session', `${head}.${forged}.${signature}`)).status).toBe(401);
    });

    it('refuses a replayed message (the nonce is single use) and stores nothing', async () => {
      const { body } = await signedIn();
      expect((await post('/v1/siwx/sessions', body)).status).toBe(200);
      const before = await sessionCount();
      const again = await post('/v1/siwx/sessions', body);
      expect(again.status).toBe(400);
      expect(errorOf(again).code).toBe('NONCE_INVALID');
      expect(await sessionCount()).toBe(before);
    });

    it('refuses a nonce of another project, account or chain', async () => {
      const other = privateKeyToAccount(generatePrivateKey());
      for (const [nonce, project] of [
        [await nonceFor(EVM_CHAIN, account.address, OTHER_PROJECT), PROJECT],
        [await nonceFor(EVM_CHAIN, other.address), PROJECT],
        [
          await nonceFor(SOLANA_CHAIN, base58.encode(ed25519.getPublicKey(ed25519.utils.randomPrivateKey()))),
          PROJECT,
        ],
      ] as const) {
        const message = formatSignInMessage(messageData(EVM_CHAIN, account.address, nonce));
        const signature = await account.signMessage({ message });
        const answer = await post(
          '/v1/siwx/sessions',
          { chainId: EVM_CHAIN, address: account.address, message, signature },
          project,
        );
        expect(answer.status, answer.text).toBe(400);
        expect(errorOf(answer).code).toBe('NONCE_INVALID');
      }
    });

    it('refuses a signature by another key, for another chain, or a forged message', async () => {
      const other = privateKeyToAccount(generatePrivateKey());
      const before = await sessionCount();
      const stranger = await signedIn();
      const byOther = await post('/v1/siwx/sessions', {
        ...stranger.body,
        signature: await other.signMessage({ message: stranger.message }),
      });
      expect(errorOf(byOther)).toMatchObject({ code: 'SIGNATURE_INVALID', field: 'signature' });

      const forged = await signedIn();
      const edited = forged.message.replace('Sign in to the test app', 'Sign in to another app');
      const editedAnswer = await post('/v1/siwx/sessions', { ...forged.body, message: edited });
      expect(errorOf(editedAnswer).code).toBe('SIGNATURE_INVALID');

      const nonce = await nonceFor(EVM_CHAIN, account.address);
      const onChain1 = formatSignInMessage(messageData('eip155:1', account.address, nonce));
      const chainAnswer = await post('/v1/siwx/sessions', {
        chainId: EVM_CHAIN,
        address: account.address,
        message: onChain1,
        signature: await account.signMessage({ message: onChain1 }),
      });
      expect(chainAnswer.status).toBe(400);
      expect(errorOf(chainAnswer).message).toMatch(/names network eip155:1/);
      expect(await sessionCount()).toBe(before);
    });

    it('refuses expired, future, too long, cross-domain and oversized messages', async () => {
      const before = await sessionCount();
      const now = Date.now();
      const cases: [Partial<SiwxMessageData>, RegExp][] = [
        [{ expirationTime: new Date(now - 1000).toISOString() }, /expired/],
        [{ issuedAt: new Date(now + 3_600_000).toISOString() }, /future/],
        [{ expirationTime: new Date(now + 400 * 86_400_000).toISOString() }, /longer than/],
        [{ expirationTime: undefined }, /no Expiration Time/],
        [{ uri: 'https://evil.example.org/', domain: 'evil.example.org' }, /allowed origins/],
        [{ domain: 'evil.example.org' }, /is not its URI's host/],
        [{ notBefore: new Date(now + 3_600_000).toISOString() }, /not valid yet/],
      ];
      for (const [overrides, reason] of cases) {
        const { body } = await signedIn(overrides);
        const answer = await post('/v1/siwx/sessions', body);
        expect(answer.status, JSON.stringify(overrides)).toBe(400);
        expect(errorOf(answer).message).toMatch(reason);
      }
      const { body } = await signedIn({ statement: 'x'.repeat(5000) });
      const oversized = await post('/v1/siwx/sessions', body);
      expect(oversized.status).toBe(400);
      expect(errorOf(oversized).field).toMatch(/message/);
      expect(await sessionCount()).toBe(before);
    });

    it('refuses a message sent from another allowed page than the one it names', async () => {
      const { body } = await signedIn();
      const answer = await post('/v1/siwx/sessions', body, PROJECT, 'https://evil.example.org');
      expect(answer.status).toBe(403);
      expect(errorOf(answer).code).toBe('ORIGIN_NOT_ALLOWED');
    });

    it('refuses nonces for chains the server lacks and addresses that are not accounts', async () => {
      const unsupported = await post('/v1/siwx/nonce', { chainId: 'eip155:5', address: account.address });
      expect(errorOf(unsupported)).toMatchObject({ code: 'BAD_REQUEST', field: 'chainId' });
      const notAccount = await post('/v1/siwx/nonce', { chainId: EVM_CHAIN, address: '0x1234' });
      expect(errorOf(notAccount)).toMatchObject({ code: 'BAD_REQUEST', field: 'address' });
      const polkadot = await post('/v1/siwx/nonce', {
        chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
        address: 'x',
      });
      expect(polkadot.status).toBe(400);
    });
  });

  describe('EVM smart accounts (issue 21: GangwaySmartAccount)', () => {
    async function smartAccount() {
      const client = createPublicClient({ chain: viemChain(devnetChain()), transport: http(anvil.rpcUrl) });
      const owner = privateKeyToAccount(generatePrivateKey());
      return { client, owner, account: await toGangwaySmartAccount({ client, owner }) };
    }

    async function signInAs(account: Awaited<ReturnType<typeof smartAccount>>['account']) {
      const nonce = await nonceFor(EVM_CHAIN, account.address);
      const message = formatSignInMessage(messageData(EVM_CHAIN, account.address, nonce));
      const signature = await account.signMessage({ message });
      return {
        signature,
        answer: await post('/v1/siwx/sessions', {
          chainId: EVM_CHAIN,
          address: account.address,
          message,
          signature,
        }),
      };
    }

    it('signs in a smart account not deployed yet (ERC-6492), and deploys nothing', async () => {
      const { client, account } = await smartAccount();
      const { signature, answer } = await signInAs(account);
      expect(isErc6492Signature(signature)).toBe(true);
      expect(answer.status, answer.text).toBe(200);
      expect(z.parse(SiwxSessionResponseSchema, answer.json).session.verifiedAs).toBe('erc6492');
      expect(await client.getCode({ address: account.address })).toBeUndefined();
    });

    it('signs in a deployed smart account (ERC-1271), and refuses a signature by another owner', async () => {
      const { client, owner, account } = await smartAccount();
      const deployer = createWalletClient({
        account: ANVIL_FUNDED,
        chain: viemChain(devnetChain()),
        transport: http(anvil.rpcUrl),
      });
      await deployGangwayAccount(client, deployer, owner.address);
      const { answer } = await signInAs(account);
      expect(answer.status, answer.text).toBe(200);
      expect(z.parse(SiwxSessionResponseSchema, answer.json).session.verifiedAs).toBe('erc1271');

      const stranger = await toGangwaySmartAccount({
        client,
        owner: privateKeyToAccount(generatePrivateKey()),
        address: account.address,
      });
      const { answer: refused } = await signInAs(stranger);
      expect(errorOf(refused).code).toBe('SIGNATURE_INVALID');
    });
    it('answers 502 when the chain cannot check the signature, not SIGNATURE_INVALID; the nonce is spent, a new one signs in', async () => {
      const { account } = await smartAccount();
      const nodeless = await startTestServer(
        testDb.database,
        serverConfig({
          chains: {
            [EVM_CHAIN]: { rpcUrls: [UNREACHABLE] },
            [SOLANA_CHAIN]: { rpcUrls: [UNREACHABLE] },
            [BITCOIN_CHAIN]: { esploraUrls: [UNREACHABLE] },
          },
        }),
      );
      let body: Record<string, string>;
      try {
        const nonce = await call(nodeless.url, 'POST', '/v1/siwx/nonce', {
          query: { projectId: PROJECT },
          headers: { origin: APP_ORIGIN },
          body: { chainId: EVM_CHAIN, address: account.address },
        });
        const message = formatSignInMessage(
          messageData(EVM_CHAIN, account.address, z.parse(SiwxNonceResponseSchema, nonce.json).nonce),
        );
        body = {
          chainId: EVM_CHAIN,
          address: account.address,
          message,
          signature: await account.signMessage({ message }),
        };
        const sessions = await sessionCount();
        const answer = await call(nodeless.url, 'POST', '/v1/siwx/sessions', {
          query: { projectId: PROJECT },
          headers: { origin: APP_ORIGIN },
          body,
        });
        expect(answer.status, answer.text).toBe(502);
        expect(errorOf(answer).code).toBe('UPSTREAM_ERROR');
        expect(await sessionCount()).toBe(sessions);
      } finally {
        await nodeless.close();
      }
      // Single use whatever followed: the same message cannot be tried again, a new nonce signs in.
      expect(errorOf(await post('/v1/siwx/sessions', body)).code).toBe('NONCE_INVALID');
      expect((await signInAs(account)).answer.status).toBe(200);
    });
  });

  describe('Solana (ed25519)', () => {
    const secret = ed25519.utils.randomPrivateKey();
    const address = base58.encode(ed25519.getPublicKey(secret));

    it("signs in: the text is Wallet Standard's sign-in message, verified with verifySignIn", async () => {
      const nonce = await nonceFor(SOLANA_CHAIN, address);
      const data = messageData(SOLANA_CHAIN, address, nonce);
      const message = formatSignInMessage(data);
      expect(message).toBe(
        createSignInMessageText({
          domain: data.domain,
          address,
          statement: data.statement,
          uri: data.uri,
          version: data.version,
          chainId: SOLANA_CHAIN.slice('solana:'.length),
          nonce,
          issuedAt: data.issuedAt,
          expirationTime: data.expirationTime,
        }),
      );
      const signature = base58.encode(ed25519.sign(new TextEncoder().encode(message), secret));
      const answer = await post('/v1/siwx/sessions', { chainId: SOLANA_CHAIN, address, message, signature });
      expect(answer.status, answer.text).toBe(200);
      expect(z.parse(SiwxSessionResponseSchema, answer.json).session.verifiedAs).toBe('ed25519');
    });

    it('refuses a signature by another key', async () => {
      const nonce = await nonceFor(SOLANA_CHAIN, address);
      const message = formatSignInMessage(messageData(SOLANA_CHAIN, address, nonce));
      const signature = base58.encode(
        ed25519.sign(new TextEncoder().encode(message), ed25519.utils.randomPrivateKey()),
      );
      const answer = await post('/v1/siwx/sessions', { chainId: SOLANA_CHAIN, address, message, signature });
      expect(errorOf(answer).code).toBe('SIGNATURE_INVALID');
    });
  });

  describe('Bitcoin (BIP-322, legacy)', () => {
    const keys = bitcoinWalletKeys()[7]!;
    const encoder = new TextEncoder();

    for (const [label, key, sign] of [
      ['BIP-322 from a P2WPKH account', keys.payment, async (m: Uint8Array) => signBip322(keys.payment, m)],
      ['BIP-322 from a P2TR account', keys.ordinals, async (m: Uint8Array) => signBip322(keys.ordinals, m)],
      [
        'a legacy signature from a P2WPKH account',
        keys.payment,
        (m: Uint8Array) => signLegacy(keys.payment, m),
      ],
    ] as const) {
      it(`signs in with ${label} (signed by the devnet wallet's code, verified by bip322-js)`, async () => {
        const nonce = await nonceFor(BITCOIN_CHAIN, key.address);
        const message = formatSignInMessage(messageData(BITCOIN_CHAIN, key.address, nonce));
        const signature = base64.encode(await sign(encoder.encode(message)));
        const answer = await post('/v1/siwx/sessions', {
          chainId: BITCOIN_CHAIN,
          address: key.address,
          message,
          signature,
        });
        expect(answer.status, answer.text).toBe(200);
        expect(z.parse(SiwxSessionResponseSchema, answer.json).session.verifiedAs).toBe('bip322');
      });
    }

    it("refuses another account's signature", async () => {
      const nonce = await nonceFor(BITCOIN_CHAIN, keys.payment.address);
      const message = formatSignInMessage(messageData(BITCOIN_CHAIN, keys.payment.address, nonce));
      const other = bitcoinWalletKeys()[8]!.payment;
      const signature = base64.encode(signBip322(other, encoder.encode(message)));
      const answer = await post('/v1/siwx/sessions', {
        chainId: BITCOIN_CHAIN,
        address: keys.payment.address,
        message,
        signature,
      });
      expect(errorOf(answer).code).toBe('SIGNATURE_INVALID');
    });
  });

  describe('keys at rest and open nonces (security)', () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const keysOf = async (base: string, project: string) =>
      createLocalJWKSet(
        (await call(base, 'GET', '/v1/siwx/keys', { query: { projectId: project } })).json as Parameters<
          typeof createLocalJWKSet
        >[0],
      );
    const signingKeyRow = (project: string) =>
      testDb.database.db
        .selectFrom('siwx_signing_keys')
        .selectAll()
        .where('project_id', '=', project)
        .executeTakeFirstOrThrow();

    async function signInOn(base: string, project: string): Promise<string> {
      const answer = await call(base, 'POST', '/v1/siwx/nonce', {
        query: { projectId: project },
        headers: { origin: APP_ORIGIN },
        body: { chainId: EVM_CHAIN, address: account.address },
      });
      expect(answer.status, answer.text).toBe(200);
      const { nonce } = z.parse(SiwxNonceResponseSchema, answer.json);
      const message = formatSignInMessage(messageData(EVM_CHAIN, account.address, nonce));
      const signature = await account.signMessage({ message });
      const session = await call(base, 'POST', '/v1/siwx/sessions', {
        query: { projectId: project },
        headers: { origin: APP_ORIGIN },
        body: { chainId: EVM_CHAIN, address: account.address, message, signature },
      });
      expect(session.status, session.text).toBe(200);
      return z.parse(SiwxSessionResponseSchema, session.json).token;
    }

    it('stores the signing key wrapped: the row names its wrapper and is no key by itself', async () => {
      const token = await signInOn(server.url, PROJECT);
      const row = await signingKeyRow(PROJECT);
      expect(row.key_wrapper).toMatch(/\S/);
      expect(() =>
        createPrivateKey({ key: Buffer.from(row.private_key), format: 'der', type: 'pkcs8' }),
      ).toThrow();
      await jwtVerify(token, await keysOf(server.url, PROJECT), { audience: PROJECT });
    });

    it('wraps a key stored in the clear before migration 0014 as it starts, and keeps signing with it', async () => {
      const project = `siwx-clear-${randomBytes(4).toString('hex')}`;
      await createProject(testDb.database, {
        id: project,
        allowedOrigins: parseAllowedOrigins([APP_ORIGIN]),
        rateLimit: { perSecond: 100_000, burst: 100_000 },
      });
      const { privateKey, publicKey } = generateKeyPairSync('ed25519');
      const x = (publicKey.export({ format: 'jwk' }) as { x: string }).x;
      const clear = privateKey.export({ format: 'der', type: 'pkcs8' });
      await testDb.database.db
        .insertInto('siwx_signing_keys')
        .values({
          project_id: project,
          kid: x.slice(0, 16),
          private_key: clear,
          public_x: x,
          key_wrapper: null,
        })
        .execute();

      const restarted = await startTestServer(testDb.database, serverConfig());
      try {
        const row = await signingKeyRow(project);
        expect(row.key_wrapper).toMatch(/\S/);
        expect(Buffer.from(row.private_key).equals(clear)).toBe(false);
        expect(Buffer.from(row.private_key).includes(clear.subarray(-32))).toBe(false);
        const keys = await call(restarted.url, 'GET', '/v1/siwx/keys', { query: { projectId: project } });
        expect(keys.json).toMatchObject({ keys: [{ x, kid: x.slice(0, 16) }] });
        // The same key signs: tokens issued before the upgrade and after verify with the same published key.
        const token = await signInOn(restarted.url, project);
        await jwtVerify(token, await keysOf(restarted.url, project), { audience: project });
      } finally {
        await restarted.close();
      }
    });

    it('without a key wrapper refuses sign-in with 503 before any signature, and stores nothing', async () => {
      const bare = await startTestServer(testDb.database, serverConfig({ embedded: {} }));
      try {
        const nonces = await countNonces();
        const answer = await call(bare.url, 'POST', '/v1/siwx/nonce', {
          query: { projectId: PROJECT },
          headers: { origin: APP_ORIGIN },
          body: { chainId: EVM_CHAIN, address: account.address },
        });
        expect(answer.status, answer.text).toBe(503);
        expect(errorOf(answer).message).toBe(NO_KEY_WRAPPER_MESSAGE);
        expect(await countNonces()).toBe(nonces);
        const keys = await call(bare.url, 'GET', '/v1/siwx/keys', { query: { projectId: PROJECT } });
        expect(keys.status).toBe(503);
      } finally {
        await bare.close();
      }
    });

    it('caps open nonces per account (oldest goes), per client and per project (429 with Retry-After)', async () => {
      const project = `siwx-caps-${randomBytes(4).toString('hex')}`;
      await createProject(testDb.database, {
        id: project,
        allowedOrigins: parseAllowedOrigins([APP_ORIGIN]),
        rateLimit: { perSecond: 100_000, burst: 100_000 },
      });
      const capped = await startTestServer(
        testDb.database,
        serverConfig({
          trustProxy: TRUST_LOOPBACK_PROXY,
          siwx: { maxOpenNonces: { perAccount: 2, perClient: 3, perProject: 6 } },
        }),
      );
      const ask = (client: string, address: string) =>
        call(capped.url, 'POST', '/v1/siwx/nonce', {
          query: { projectId: project },
          headers: { origin: APP_ORIGIN, 'x-forwarded-for': client },
          body: { chainId: EVM_CHAIN, address },
        });
      const nonceOf = (answer: CallResult) => z.parse(SiwxNonceResponseSchema, answer.json).nonce;
      const openOf = async (filter: { address?: string; client?: string }) =>
        (
          await testDb.database.db
            .selectFrom('siwx_nonces')
            .select(['nonce', 'address', 'client_key'])
            .where('project_id', '=', project)
            .execute()
        )
          .filter(
            (row) =>
              (filter.address === undefined || row.address.toLowerCase() === filter.address.toLowerCase()) &&
              (filter.client === undefined || row.client_key === filter.client),
          )
          .map((row) => row.nonce);
      const addresses = Array.from({ length: 8 }, () => privateKeyToAccount(generatePrivateKey()).address);
      try {
        // One account asking again and again keeps its newest two; the visitor is never refused.
        const first = nonceOf(await ask('203.0.113.1', account.address));
        const second = nonceOf(await ask('203.0.113.1', account.address));
        const third = nonceOf(await ask('203.0.113.1', account.address));
        expect((await openOf({ address: account.address })).sort()).toEqual([second, third].sort());
        expect(await openOf({ address: account.address })).not.toContain(first);

        // One client cannot fill the table with many accounts: its fourth open nonce is refused.
        for (const address of addresses.slice(0, 3))
          expect((await ask('203.0.113.2', address)).status).toBe(200);
        const refused = await ask('203.0.113.2', addresses[3] as string);
        expect(refused.status, refused.text).toBe(429);
        expect(errorOf(refused)).toMatchObject({ code: 'RATE_LIMITED' });
        expect(errorOf(refused).message).toMatch(
          /^Too many open sign-in nonces for this client; retry after \d+ s$/,
        );
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await openOf({ client: '203.0.113.2' })).toHaveLength(3);

        // Other clients still get theirs, up to the project's cap (2 + 3 + 1 = 6).
        expect((await ask('203.0.113.3', addresses[4] as string)).status).toBe(200);
        const full = await ask('203.0.113.4', addresses[5] as string);
        expect(full.status, full.text).toBe(429);
        expect(errorOf(full).message).toMatch(/for this project/);
        expect(await openOf({})).toHaveLength(6);
      } finally {
        await capped.close();
      }
    });
  });

  const countNonces = async () =>
    Number(
      (
        await testDb.database.db
          .selectFrom('siwx_nonces')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
}
