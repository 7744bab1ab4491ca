// The frame's wallet (frame/src/frameWallet.ts) with its smart account on devnet's anvil chain, bundler and
// paymaster, reached through gangway-server's real RPC proxy: EIP-5792 batches run all or none (a reverting call in
// the middle sends nothing), wallet_getCallsStatus reports them, wallet_getCapabilities says what the account does,
// and the EOA refuses a batch with EIP-5792's atomicity error before anything is asked.

import { type Devnet, startChains } from '@gangway/devnet';
import { devnetServerChains } from '@gangway/devnet/stack';
import {
  type CaipNetworkId,
  FRAME_RESULTS,
  type FrameUser,
  GANGWAY_ACCOUNT_FACTORY,
  RPC_ERROR_CODES,
  SMART_ACCOUNT_CANNOT_CREATE,
  USER_OPERATION_ERROR_CODES,
  USER_OPERATION_REFUSALS,
} from '@gangway/protocol';
import { type Address, createPublicClient, type Hex, http, numberToHex, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { ApprovalUi } from '../frame/src/approval.ts';
import { createFrameWallet, type FrameWallet } from '../frame/src/frameWallet.ts';
import { createLoginService } from '../frame/src/loginService.ts';
import { createRpcCall } from '../frame/src/rpcProxy.ts';
import type { SigningRequest } from '../frame/src/signingRequest.ts';
import { type FakeLoginService, startFakeLoginService } from '../frame/test/fakeLoginService.ts';
import { createProject, setProjectSponsorship } from '../src/projects/projectRepository.ts';
import type { RunningServer } from '../src/startServer.ts';
import { openTestDatabase, type TestDatabase } from './helpers/testDatabase.ts';
import { startTestServer } from './helpers/testServer.ts';

const PROJECT = 'embedded-smart-account';
const CHAIN_ID = 1;
const CHAIN = `eip155:${CHAIN_ID}` as CaipNetworkId;

let devnet: Devnet;
let testDb: TestDatabase;
let server: RunningServer;
let fake: FakeLoginService;
let chain: ReturnType<typeof createPublicClient>;

beforeAll(async () => {
  [devnet, testDb, fake] = await Promise.all([
    startChains({ chainIds: [CHAIN_ID], basePort: 'auto' }),
    openTestDatabase('pglite'),
    startFakeLoginService(),
  ]);
  await createProject(testDb.database, { id: PROJECT, rateLimit: { perSecond: 100_000, burst: 100_000 } });
  server = await startTestServer(testDb.database, {
    chains: devnetServerChains(devnet.chains, devnet.contracts, devnet.bundler),
  });
  chain = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) });
}, 180_000);

afterAll(async () => {
  await server?.close();
  await Promise.all([devnet?.stop(), testDb?.dispose(), fake?.stop()]);
});

function memoryStorage() {
  const entries = new Map<string, string>();
  return {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
  };
}

/** Approves everything, keeping what each approval showed. */
function approveAll(): ApprovalUi & { shown: SigningRequest[] } {
  const shown: SigningRequest[] = [];
  return {
    shown,
    ask: async (request) => {
      shown.push(request);
      return true;
    },
    rejectAll: () => undefined,
  };
}

async function loggedIn(
  defaultAccountType: 'eoa' | 'smartAccount' = 'smartAccount',
  options: { projectId?: string; sponsored?: boolean } = {},
) {
  const approvals = approveAll();
  const projectId = options.projectId ?? PROJECT;
  const frame = createFrameWallet({
    projectId,
    hostOrigin: 'http://127.0.0.1:5173',
    initialChainId: CHAIN,
    service: createLoginService(fake.url, 'demo', { st: 'test', sv: 'test' }),
    rpc: createRpcCall(`${server.url}/`, projectId),
    storage: memoryStorage(),
    approvals,
    smartAccounts: { networks: [CHAIN_ID], sponsored: options.sponsored === false ? [] : [CHAIN_ID] },
    onSignedOut: () => undefined,
  });
  await frame.handle('syncDappData', {
    metadata: { name: 'Test', description: '', url: 'http://127.0.0.1:5173', icons: [] },
    sdkVersion: 'test',
    sdkType: 'test',
    projectId,
    defaultAccountType,
  });
  const email = `smart-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await frame.handle('connectEmail', { email });
  const user: FrameUser = await frame.handle('connectOtp', { otp: fake.codeFor(email) ?? '' });
  return { frame, user, approvals };
}

/** Init code of a contract whose code is one byte (STOP). */
const STOP_CONTRACT: Hex = '0x6001600c60003960016000f300';

const recipients = () => [0, 1, 2].map(() => privateKeyToAccount(generatePrivateKey()).address);

async function sendCalls(
  frame: FrameWallet,
  from: string,
  calls: { to: Address; value?: Hex; data?: Hex }[],
) {
  const { result } = await frame.handle('rpcRequest', {
    method: 'wallet_sendCalls',
    params: [{ version: '2.0.0', chainId: numberToHex(CHAIN_ID), from, atomicRequired: true, calls }],
    chainId: CHAIN,
  });
  return (result as { id: Hex }).id;
}

async function callsStatus(frame: FrameWallet, id: Hex) {
  const { result } = await frame.handle('rpcRequest', {
    method: 'wallet_getCallsStatus',
    params: [id],
    chainId: CHAIN,
  });
  return result as { status: number; atomic: boolean; receipts?: { status: Hex; transactionHash: Hex }[] };
}

describe('the embedded wallet smart account (EIP-5792)', () => {
  it('presents the smart account first, the key beside it, and says what it can do', async () => {
    const { frame, user } = await loggedIn();
    const evm = user.accounts.filter((account) => account.namespace === 'eip155');
    expect(evm.map((account) => account.type)).toEqual(['smartAccount', 'eoa']);
    expect(user.address).toBe(evm[0]!.address);
    expect(user.smartAccountDeployed).toBe(false);
    expect(z.safeParse(FRAME_RESULTS.getUser, user).success).toBe(true);
    const { result } = await frame.handle('rpcRequest', {
      method: 'wallet_getCapabilities',
      params: [user.address, [numberToHex(CHAIN_ID)]],
      chainId: CHAIN,
    });
    expect(result).toEqual({
      [numberToHex(CHAIN_ID)]: { atomic: { status: 'supported' }, paymasterService: { supported: true } },
    });
    const eoa = await frame.handle('rpcRequest', {
      method: 'wallet_getCapabilities',
      params: [evm[1]!.address],
      chainId: CHAIN,
    });
    expect(eoa.result).toEqual({});
  });

  it('runs three calls as one sponsored user operation, and wallet_getCallsStatus reports it', async () => {
    const { frame, user, approvals } = await loggedIn();
    await chain.request({
      method: 'anvil_setBalance' as never,
      params: [user.address, numberToHex(parseEther('1'))] as never,
    });
    const to = recipients();
    const id = await sendCalls(
      frame,
      user.address,
      to.map((address, index) => ({ to: address, value: numberToHex(index + 1) })),
    );
    expect(approvals.shown.at(-1)?.title).toBe('Send 3 calls, all or none');
    await expect
      .poll(async () => (await callsStatus(frame, id)).status, { timeout: 30_000, interval: 200 })
      .toBe(200);
    const status = await callsStatus(frame, id);
    expect(status.atomic).toBe(true);
    expect(status.receipts?.[0]?.status).toBe('0x1');
    expect(await Promise.all(to.map((address) => chain.getBalance({ address })))).toEqual([1n, 2n, 3n]);
    expect(await chain.getBalance({ address: user.address as Address })).toBe(parseEther('1') - 6n);
    const after = await frame.handle('getUser', { chainId: CHAIN });
    expect(after.smartAccountDeployed).toBe(true);
  });

  it('sends nothing of a batch whose middle call reverts', async () => {
    const { frame, user } = await loggedIn();
    await chain.request({
      method: 'anvil_setBalance' as never,
      params: [user.address, numberToHex(parseEther('1'))] as never,
    });
    const [first, , last] = recipients();
    await expect(
      sendCalls(frame, user.address, [
        { to: first!, value: '0x1' },
        // The factory has no fallback: an unknown selector reverts.
        { to: GANGWAY_ACCOUNT_FACTORY, data: '0xdeadbeef' },
        { to: last!, value: '0x1' },
      ]),
    ).rejects.toThrow();
    expect(await chain.getBalance({ address: first! })).toBe(0n);
    expect(await chain.getBalance({ address: last! })).toBe(0n);
    expect(await chain.getCode({ address: user.address as Address })).toBeUndefined();
  });

  it('the EOA refuses a batch (EIP-5792 5760) before asking the visitor', async () => {
    const { frame, user, approvals } = await loggedIn('eoa');
    expect(user.accounts[0]?.type).toBe('eoa');
    await expect(
      sendCalls(frame, user.address, [{ to: recipients()[0]!, value: '0x1' }]),
    ).rejects.toMatchObject({
      details: { code: 5760 },
    });
    expect(approvals.shown).toHaveLength(0);
  });

  it('refuses to create a contract from the smart account before asking the visitor; the EOA creates it', async () => {
    const { frame, user, approvals } = await loggedIn();
    const create = (from: string) =>
      frame.handle('rpcRequest', {
        method: 'eth_sendTransaction',
        params: [{ from, data: STOP_CONTRACT }],
        chainId: CHAIN,
      });
    await expect(create(user.address)).rejects.toMatchObject({
      message: SMART_ACCOUNT_CANNOT_CREATE,
      details: { code: RPC_ERROR_CODES.INVALID_PARAMS },
    });
    expect(approvals.shown).toHaveLength(0);
    expect(await chain.getCode({ address: user.address as Address })).toBeUndefined();

    const eoa = await frame.handle('setPreferredAccountType', { accountType: 'eoa', chainId: CHAIN });
    await chain.request({
      method: 'anvil_setBalance' as never,
      params: [eoa.address, `0x${parseEther('1').toString(16)}`] as never,
    });
    const { result } = await create(eoa.address);
    const receipt = await chain.waitForTransactionReceipt({ hash: result as Hex });
    expect(receipt.contractAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(approvals.shown).toHaveLength(1);
  });

  it('switches to the EOA and back (SPEC §6)', async () => {
    const { frame, user } = await loggedIn();
    const eoa = await frame.handle('setPreferredAccountType', { accountType: 'eoa', chainId: CHAIN });
    expect(eoa.accounts[0]?.type).toBe('eoa');
    expect(eoa.address).not.toBe(user.address);
    const accounts = await frame.handle('rpcRequest', { method: 'eth_accounts', chainId: CHAIN });
    expect(accounts.result).toEqual([eoa.address, user.address]);
    const back = await frame.handle('setPreferredAccountType', {
      accountType: 'smartAccount',
      chainId: CHAIN,
    });
    expect(back.address).toBe(user.address);
    await expect(
      frame.handle('setPreferredAccountType', {
        accountType: 'smartAccount',
        chainId: 'eip155:137' as CaipNetworkId,
      }),
    ).rejects.toThrow(/not enabled/);
  });
});

describe('what the bundler refuses, as the dapp hears it (nothing sent)', () => {
  const sendTransaction = (frame: FrameWallet, from: string, tx: { to: Address; value?: Hex; data?: Hex }) =>
    frame.handle('rpcRequest', { method: 'eth_sendTransaction', params: [{ from, ...tx }], chainId: CHAIN });
  const balanceOf = (address: string) => chain.getBalance({ address: address as Address });

  it("the project's sponsorship does not cover the chain: the paymaster refusal, the account untouched", async () => {
    const projectId = 'smart-account-unsponsored';
    await createProject(testDb.database, {
      id: projectId,
      rateLimit: { perSecond: 100_000, burst: 100_000 },
    });
    await setProjectSponsorship(testDb.database, projectId, { networks: [], operationsPerHour: 1_000 });
    const { frame, user, approvals } = await loggedIn('smartAccount', { projectId });
    const [to] = recipients();
    await expect(sendTransaction(frame, user.address, { to: to!, value: '0x1' })).rejects.toMatchObject({
      message: expect.stringMatching(
        /^The sponsor refused to pay for this transaction; nothing was sent \(.*sponsor/,
      ),
      details: { code: USER_OPERATION_ERROR_CODES.REJECTED_BY_PAYMASTER },
    });
    expect(approvals.shown).toHaveLength(1);
    expect(await balanceOf(to!)).toBe(0n);
    expect(await chain.getCode({ address: user.address as Address })).toBeUndefined();
  });

  it('an unsponsored account without funds: the EntryPoint refuses its prefund (AA21)', async () => {
    const { frame, user } = await loggedIn('smartAccount', { sponsored: false });
    const [to] = recipients();
    await expect(sendTransaction(frame, user.address, { to: to!, value: '0x1' })).rejects.toMatchObject({
      message: `${USER_OPERATION_REFUSALS.FUNDS} (AA21 didn't pay prefund)`,
      details: { code: USER_OPERATION_ERROR_CODES.REJECTED_BY_ENTRY_POINT },
    });
    expect(await balanceOf(to!)).toBe(0n);
    expect(await chain.getCode({ address: user.address as Address })).toBeUndefined();
  });

  it('a reverting call, alone or in the middle of a batch: the revert, nothing sent', async () => {
    const { frame, user } = await loggedIn();
    await chain.request({
      method: 'anvil_setBalance' as never,
      params: [user.address, numberToHex(parseEther('1'))] as never,
    });
    const reverted = {
      message: expect.stringMatching(/^The transaction would revert; nothing was sent \(execution reverted/),
      details: { code: USER_OPERATION_ERROR_CODES.EXECUTION_REVERTED },
    };
    await expect(
      sendTransaction(frame, user.address, { to: GANGWAY_ACCOUNT_FACTORY, data: '0xdeadbeef' }),
    ).rejects.toMatchObject(reverted);
    const [first, , last] = recipients();
    await expect(
      sendCalls(frame, user.address, [
        { to: first!, value: '0x1' },
        { to: GANGWAY_ACCOUNT_FACTORY, data: '0xdeadbeef' },
        { to: last!, value: '0x1' },
      ]),
    ).rejects.toMatchObject(reverted);
    expect(await balanceOf(first!)).toBe(0n);
    expect(await balanceOf(user.address)).toBe(parseEther('1'));
    expect(await chain.getCode({ address: user.address as Address })).toBeUndefined();
  });
});
