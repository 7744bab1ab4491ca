// Smart sessions' routes (SPEC §7) on PGlite and on PostgreSQL (smartSessions.pglite.test.ts,
// smartSessions.postgres.test.ts), over devnet's chain, bundler and paymaster: GET /v1/sessions/{address} lists what
// the account granted on chain, kept in the database, and follows a revoke on chain; POST
// /v1/sessions/{address}/revoke takes the account's signature and ends the session at gangway-server at once (the
// RPC proxy refuses its user operations before any revoke on chain); bad input gets SPEC §8's errors with nothing
// changed; a chain that cannot check the signature is 502 and the revoke goes through once it can; a flood of lists
// from one client is stopped by its budget while another client is served.

import { type Devnet, startChains } from '@gangway/devnet';
import { devnetServerChains } from '@gangway/devnet/stack';
import {
  ApiErrorBodySchema,
  SmartSessionsResponseSchema,
  smartSessionRevokeMessage,
} from '@gangway/protocol';
import type { Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { parseAllowedOrigins } from '../src/projects/projectInput.ts';
import { createProject } from '../src/projects/projectRepository.ts';
import type { RunningServer } from '../src/startServer.ts';
import { type FlakyUpstream, isSignatureValidatorCall, startFlakyUpstream } from './helpers/flakyUpstream.ts';
import {
  APPROVE_SELECTOR,
  grantedSession,
  landed,
  refused,
  revokeCall,
  SESSION_CAIP,
  SESSION_CHAIN_ID,
  type SessionDevnet,
  sessionDevnet,
} from './helpers/sessionGrants.ts';
import { type DatabaseKind, openTestDatabase, type TestDatabase } from './helpers/testDatabase.ts';
import { type CallResult, call, startTestServer, TRUST_LOOPBACK_PROXY } from './helpers/testServer.ts';

const PROJECT = 'smart-sessions';
const SMALL_PROJECT = 'smart-sessions-small-budget';
const APP_ORIGIN = 'https://app.example.com';

const errorOf = (answer: CallResult) => z.parse(ApiErrorBodySchema, answer.json);

export function describeSmartSessionsSuite(kind: DatabaseKind): void {
  let devnet: Devnet;
  let testDb: TestDatabase;
  let server: RunningServer;
  let chain: SessionDevnet;
  /** The server's way to the chain: it forwards, or fails the calls a test picks. */
  let serverRpc: FlakyUpstream;

  beforeAll(async () => {
    [devnet, testDb] = await Promise.all([
      startChains({ chainIds: [SESSION_CHAIN_ID], basePort: 'auto' }),
      openTestDatabase(kind),
    ]);
    for (const [id, rateLimit] of [
      [PROJECT, { perSecond: 100_000, burst: 100_000 }],
      [SMALL_PROJECT, { perSecond: 1, burst: 20 }],
    ] as const)
      await createProject(testDb.database, {
        id,
        allowedOrigins: parseAllowedOrigins([APP_ORIGIN]),
        rateLimit,
      });
    const sessionChain = devnet.chains.find((one) => one.chainId === SESSION_CHAIN_ID);
    if (!sessionChain) throw new Error(`devnet has no chain ${SESSION_CHAIN_ID}`);
    serverRpc = await startFlakyUpstream(sessionChain.rpcUrl);
    server = await startTestServer(testDb.database, {
      trustProxy: TRUST_LOOPBACK_PROXY,
      chains: devnetServerChains(
        [{ ...sessionChain, rpcUrl: serverRpc.url }],
        devnet.contracts,
        devnet.bundler,
      ),
    });
    chain = sessionDevnet(devnet, server, PROJECT);
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await Promise.all([devnet?.stop(), testDb?.dispose(), serverRpc?.close()]);
  });

  const list = (address: string, project = PROJECT, headers: Record<string, string> = {}) =>
    call(server.url, 'GET', `/v1/sessions/${address}`, {
      query: { projectId: project },
      headers: { origin: APP_ORIGIN, ...headers },
    });
  const sessionsOf = async (address: Address) => {
    const answer = await list(address);
    expect(answer.status, answer.text).toBe(200);
    return z.parse(SmartSessionsResponseSchema, answer.json).sessions;
  };
  const revoke = (address: string, body: unknown) =>
    call(server.url, 'POST', `/v1/sessions/${address}/revoke`, {
      query: { projectId: PROJECT },
      headers: { origin: APP_ORIGIN },
      body,
    });
  const storedRows = (address: Address) =>
    testDb.database.db
      .selectFrom('smart_sessions')
      .selectAll()
      .where('account', '=', address.toLowerCase())
      .execute();

  it('lists what the account granted on chain, keeps it in the database, and follows a revoke on chain', async () => {
    const granted = await grantedSession(chain);
    expect(await sessionsOf(privateKeyToAccount(generatePrivateKey()).address)).toEqual([]);
    const [session, ...more] = await sessionsOf(granted.account.address);
    expect(more).toEqual([]);
    expect(session).toEqual({
      pci: granted.sessionId,
      chainId: SESSION_CAIP,
      signer: granted.key.address,
      validAfter: granted.validAfter,
      validUntil: granted.validUntil,
      permissions: [
        {
          target: granted.recipient,
          selector: '0x00000000',
          maxValue: '1000',
          amountArgument: null,
          maxAmount: '0',
        },
        {
          target: chain.token,
          selector: APPROVE_SELECTOR,
          maxValue: '0',
          amountArgument: 1,
          maxAmount: '100',
        },
      ],
      revokedAt: null,
    });
    expect(await storedRows(granted.account.address)).toHaveLength(1);

    await landed(chain, granted.account, [revokeCall(granted.sessionId)]);
    const [revoked] = await sessionsOf(granted.account.address);
    expect(revoked?.revokedAt).toEqual(expect.any(String));
    expect(await storedRows(granted.account.address)).toHaveLength(1);
  });

  it("revokes at gangway-server with the account's signature: listed revoked, its operations refused by the proxy at once", async () => {
    const granted = await grantedSession(chain);
    await landed(chain, granted.session, [{ to: granted.recipient, value: 1n }]);
    const message = smartSessionRevokeMessage(granted.account.address, granted.sessionId);

    // Another key's signature, an unknown session, a malformed body or address: refused, nothing changes.
    const stranger = privateKeyToAccount(generatePrivateKey());
    const forged = await revoke(granted.account.address, {
      pci: granted.sessionId,
      signature: await stranger.signMessage({ message }),
    });
    expect(forged.status).toBe(400);
    expect(errorOf(forged)).toMatchObject({ code: 'SIGNATURE_INVALID', field: 'signature' });
    const unknown = await revoke(granted.account.address, {
      pci: `0x${'ab'.repeat(32)}`,
      signature: await granted.account.signMessage({ message }),
    });
    expect(unknown.status).toBe(404);
    expect((await revoke(granted.account.address, { pci: 'nope', signature: '0x12' })).status).toBe(400);
    expect((await list('not-an-address')).status).toBe(400);
    expect((await sessionsOf(granted.account.address))[0]?.revokedAt).toBeNull();

    const answer = await revoke(granted.account.address, {
      pci: granted.sessionId,
      signature: await granted.account.signMessage({ message }),
    });
    expect(answer.status, answer.text).toBe(200);
    expect(z.parse(SmartSessionsResponseSchema, answer.json).sessions[0]?.revokedAt).toEqual(
      expect.any(String),
    );
    expect((await sessionsOf(granted.account.address))[0]?.revokedAt).toEqual(expect.any(String));
    // Still live on chain, but gangway-server's bundler proxy no longer takes the key's operations.
    expect((await refused(chain, granted.session, [{ to: granted.recipient, value: 1n }])).message).toMatch(
      /is revoked/,
    );
    expect(await chain.client.getBalance({ address: granted.recipient })).toBe(1n);
  });

  it('answers 502 while the chain cannot check the signature, revoking nothing; the same revoke goes through once it can', async () => {
    const granted = await grantedSession(chain);
    await landed(chain, granted.session, [{ to: granted.recipient, value: 1n }]);
    const body = {
      pci: granted.sessionId,
      signature: await granted.account.signMessage({
        message: smartSessionRevokeMessage(granted.account.address, granted.sessionId),
      }),
    };
    expect((await sessionsOf(granted.account.address))[0]?.revokedAt).toBeNull();
    serverRpc.affects = isSignatureValidatorCall;
    serverRpc.behaviour = 'http500';
    try {
      const failed = await revoke(granted.account.address, body);
      expect(failed.status, failed.text).toBe(502);
      expect(errorOf(failed).code).toBe('UPSTREAM_ERROR');
    } finally {
      serverRpc.behaviour = 'forward';
    }
    expect((await storedRows(granted.account.address))[0]?.revoked_at).toBeNull();
    const answer = await revoke(granted.account.address, body);
    expect(answer.status, answer.text).toBe(200);
    expect((await storedRows(granted.account.address))[0]?.revoked_at).not.toBeNull();
  });

  it('stops a flood of lists from one client with 429, and not another client', async () => {
    const address = privateKeyToAccount(generatePrivateKey()).address;
    const flood = { 'x-forwarded-for': '203.0.113.8' };
    let limited: CallResult | undefined;
    for (let i = 0; i < 20 && !limited; i++) {
      const answer = await list(address, SMALL_PROJECT, flood);
      if (answer.status === 429) limited = answer;
    }
    expect(limited && errorOf(limited).code).toBe('RATE_LIMITED');
    expect((await list(address, SMALL_PROJECT, { 'x-forwarded-for': '198.51.100.10' })).status).toBe(200);
  });
}
