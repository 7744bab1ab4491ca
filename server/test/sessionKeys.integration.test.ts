// Smart sessions on the devnet: GangwaySessionKeys (packages/contracts) checks a session key's user operations for
// GangwaySmartAccount. An account grants a key a contract, a function, a most value or amount per call and a time
// window; the key's operations within them go through the bundler (gangway-server's RPC proxy) without the owner,
// and every operation outside them — another contract, another function, more value, a larger amount, after the
// window, after a revoke — is refused by the EntryPoint's validation, so nothing is sent.

import { toGangwaySessionAccount } from '@gangway/contracts/smartAccount';
import { type Devnet, startChains } from '@gangway/devnet';
import { devnetServerChains } from '@gangway/devnet/stack';
import { encodeFunctionData, erc20Abi } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../src/projects/projectRepository.ts';
import type { RunningServer } from '../src/startServer.ts';
import {
  approveCall,
  grantedSession,
  landed,
  refused,
  revokeCall,
  SESSION_CHAIN_ID,
  type SessionDevnet,
  sessionDevnet,
} from './helpers/sessionGrants.ts';
import { openTestDatabase, type TestDatabase } from './helpers/testDatabase.ts';
import { startTestServer } from './helpers/testServer.ts';

const PROJECT = 'session-keys';

let devnet: Devnet;
let testDb: TestDatabase;
let server: RunningServer;
let chain: SessionDevnet;

beforeAll(async () => {
  [devnet, testDb] = await Promise.all([
    startChains({ chainIds: [SESSION_CHAIN_ID], basePort: 'auto' }),
    openTestDatabase('pglite'),
  ]);
  await createProject(testDb.database, { id: PROJECT, rateLimit: { perSecond: 100_000, burst: 100_000 } });
  server = await startTestServer(testDb.database, {
    chains: devnetServerChains(devnet.chains, devnet.contracts, devnet.bundler),
  });
  chain = sessionDevnet(devnet, server, PROJECT);
});

afterAll(async () => {
  await server?.close();
  await Promise.all([devnet?.stop(), testDb?.dispose()]);
});

describe('GangwaySessionKeys', () => {
  it('lets the key send within its limits, with no signature of the owner', async () => {
    const { account, recipient, session } = await grantedSession(chain);
    await landed(chain, session, [{ to: recipient, value: 1000n }]);
    expect(await chain.client.getBalance({ address: recipient })).toBe(1000n);
    await landed(chain, session, [approveCall(chain.token, recipient, 100n)]);
    expect(
      await chain.client.readContract({
        address: chain.token,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [account.address, recipient],
      }),
    ).toBe(100n);
    // A batch of allowed calls is checked call by call.
    await landed(chain, session, [{ to: recipient, value: 1n }, approveCall(chain.token, recipient, 1n)]);
  });

  it('refuses another contract, another function, more value, a larger amount, and one bad call in a batch', async () => {
    const { recipient, session } = await grantedSession(chain);
    const other = privateKeyToAccount(generatePrivateKey()).address;
    const refusal = async (calls: Parameters<typeof refused>[2]) =>
      (await refused(chain, session, calls)).message;
    expect(await refusal([{ to: other, value: 1n }])).toMatch(/the session does not allow this call/);
    expect(
      await refusal([
        {
          to: chain.token,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, 1n] }),
        },
      ]),
    ).toMatch(/the session does not allow this call/);
    expect(await refusal([{ to: recipient, value: 1001n }])).toMatch(
      /the call carries more value than allowed/,
    );
    expect(await refusal([approveCall(chain.token, recipient, 101n)])).toMatch(
      /the amount is more than allowed/,
    );
    expect(await refusal([{ to: recipient, value: 1n }, approveCall(chain.token, recipient, 101n)])).toMatch(
      /the amount is more than allowed/,
    );
    expect(await chain.client.getBalance({ address: recipient })).toBe(0n);
  });

  it('refuses a session whose window is over, or not begun', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await grantedSession(chain, { validUntil: now - 60 });
    expect((await refused(chain, expired.session, [{ to: expired.recipient, value: 1n }])).message).toMatch(
      /AA22/,
    );
    const early = await grantedSession(chain, { validAfter: now + 3600, validUntil: now + 7200 });
    expect((await refused(chain, early.session, [{ to: early.recipient, value: 1n }])).message).toMatch(
      /AA22/,
    );
    expect(await chain.client.getBalance({ address: expired.recipient })).toBe(0n);
  });

  it('refuses a revoked session, a key that is not the session signer, and a session of another account', async () => {
    const granted = await grantedSession(chain);
    await landed(chain, granted.session, [{ to: granted.recipient, value: 1n }]);
    await landed(chain, granted.account, [revokeCall(granted.sessionId)]);
    expect((await refused(chain, granted.session, [{ to: granted.recipient, value: 1n }])).message).toMatch(
      /the session is revoked/,
    );

    const other = await grantedSession(chain);
    const wrongKey = await toGangwaySessionAccount({
      client: chain.client,
      address: other.account.address,
      sessionId: other.sessionId,
      signer: privateKeyToAccount(generatePrivateKey()),
    });
    expect((await refused(chain, wrongKey, [{ to: other.recipient, value: 1n }])).message).toMatch(
      /AA24|signature/i,
    );
    const borrowed = await toGangwaySessionAccount({
      client: chain.client,
      address: other.account.address,
      sessionId: granted.sessionId,
      signer: granted.key,
    });
    expect((await refused(chain, borrowed, [{ to: other.recipient, value: 1n }])).message).toMatch(
      /no such session/,
    );
    expect(await chain.client.getBalance({ address: granted.recipient })).toBe(1n);
    expect(await chain.client.getBalance({ address: other.recipient })).toBe(0n);
  });
});
