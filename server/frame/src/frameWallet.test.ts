// The frame's wallet against an in-test fake of the login contract (real HTTP) and a real anvil chain.
import type { CaipNetworkId } from '@gangway/core';
import type { FrameUser } from '@gangway/core/embedded/frameMessages';
import { type AnvilProcess, startAnvil } from '@gangway/devnet';
import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import { createPublicClient, http, parseEther, verifyMessage, verifyTypedData } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeLoginService, startFakeLoginService } from '../test/fakeLoginService.ts';
import type { ApprovalUi } from './approval.ts';
import { createFrameWallet, type FrameStorage, type FrameWallet } from './frameWallet.ts';
import { createLoginService } from './loginService.ts';
import type { RpcCall } from './rpcProxy.ts';
import type { SigningRequest } from './signingRequest.ts';

const CHAIN_ID = 31_337;
const CHAIN = `eip155:${CHAIN_ID}` as CaipNetworkId;

function memoryStorage(): FrameStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

/** The visitor's answers, in order; what each approval showed is kept. */
function scriptedApprovals(answers: boolean[]): ApprovalUi & { shown: SigningRequest[] } {
  const shown: SigningRequest[] = [];
  return {
    shown,
    ask: async (request) => {
      shown.push(request);
      return answers.shift() ?? false;
    },
    rejectAll: () => undefined,
  };
}

let fake: FakeLoginService;
let anvil: AnvilProcess;
let rpc: RpcCall;

beforeAll(async () => {
  fake = await startFakeLoginService();
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  anvil = await startAnvil({ chainId: CHAIN_ID, port });
  let id = 0;
  rpc = async (_chain, method, params) => {
    const response = await fetch(anvil.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
    });
    const body = (await response.json()) as { result?: unknown; error?: { message: string } };
    if (body.error) throw new Error(body.error.message);
    return body.result;
  };
}, 30_000);
afterAll(async () => {
  await fake?.stop();
  await anvil?.stop();
});

function wallet(options: { storage?: FrameStorage; approvals?: ApprovalUi; signedOut?: () => void } = {}) {
  return createFrameWallet({
    projectId: 'demo',
    initialChainId: CHAIN,
    service: createLoginService(fake.url, 'demo', { st: 'test', sv: 'test' }),
    rpc,
    storage: options.storage ?? memoryStorage(),
    approvals: options.approvals ?? scriptedApprovals([]),
    onSignedOut: options.signedOut ?? (() => undefined),
    sleep: async () => undefined,
  });
}

async function emailLogin(frame: FrameWallet, email: string): Promise<FrameUser> {
  const started = await frame.handle('connectEmail', { email });
  if (started.action === 'VERIFY_DEVICE') {
    await frame.handle('connectDevice', { otp: fake.codeFor(email, 'device') ?? '' });
  }
  return frame.handle('connectOtp', { otp: fake.codeFor(email) ?? '' });
}

let counter = 0;
let email: string;
beforeEach(() => {
  email = `visitor${++counter}-${Date.now()}@example.com`;
});

describe('e-mail login', () => {
  it('makes both keys on first login, stores them with the server, and reports the user', async () => {
    const frame = wallet();
    const user = await emailLogin(frame, email);
    expect(user.email).toBe(email);
    expect(user.chainId).toBe(CHAIN);
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(user.accounts.map((account) => account.namespace).sort()).toEqual(['eip155', 'solana']);
    expect(base58.decode(user.accounts.find((a) => a.namespace === 'solana')?.address ?? '')).toHaveLength(
      32,
    );
  });

  it('fetches the same keys on a later login from a verified device, and asks a new device to verify', async () => {
    const storage = memoryStorage();
    const first = await emailLogin(wallet({ storage }), email);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // A second login from the same device is within the cooldown: the service refuses it.
    await expect(wallet({ storage }).handle('connectEmail', { email })).rejects.toMatchObject({
      details: { apiCode: 'EMAIL_COOLDOWN' },
      message: expect.stringMatching(/^Please try again after \d+ seconds$/),
    });
    // Restore from storage (reload): same address, no login.
    const reloaded = wallet({ storage });
    expect(await reloaded.handle('isConnected', {})).toEqual({ isConnected: true });
    expect((await reloaded.handle('getUser', {})).address).toBe(first.address);
  });

  it('says so for a wrong code and leaves no session behind', async () => {
    const storage = memoryStorage();
    const frame = wallet({ storage });
    await frame.handle('connectEmail', { email });
    const right = fake.codeFor(email) ?? '';
    const wrong = right === '000000' ? '111111' : '000000';
    await expect(frame.handle('connectOtp', { otp: wrong })).rejects.toMatchObject({
      message: 'Invalid code',
    });
    expect(await frame.handle('isConnected', {})).toEqual({ isConnected: false });
    expect([...storage.entries.keys()].some((key) => key.startsWith('gw-frame:session'))).toBe(false);
    await frame.handle('connectOtp', { otp: right });
    // Single use: the same code again is refused.
    const service = createLoginService(fake.url, 'demo', { st: 'test', sv: 'test' });
    await expect(
      service.emailVerify(email, storage.getItem('gw-frame:device') ?? '', right),
    ).rejects.toMatchObject({
      code: 'OTP_EXPIRED',
    });
  });

  it('signs out: the server refuses the old token and the frame forgets it', async () => {
    const storage = memoryStorage();
    const frame = wallet({ storage });
    await emailLogin(frame, email);
    const token = (JSON.parse(storage.entries.get('gw-frame:session:demo') ?? '{}') as { token: string })
      .token;
    expect(fake.isTokenLive(token)).toBe(true);
    await frame.handle('signOut', {});
    expect(fake.isTokenLive(token)).toBe(false);
    expect(await wallet({ storage }).handle('isConnected', {})).toEqual({ isConnected: false });
  });

  it('a session revoked elsewhere ends here on the next call, and the host hears signedOut', async () => {
    const storage = memoryStorage();
    let signedOut = 0;
    const frame = wallet({ storage, signedOut: () => signedOut++ });
    await emailLogin(frame, email);
    const otherTab = wallet({ storage });
    await otherTab.handle('isConnected', {});
    await otherTab.handle('signOut', {});
    await expect(frame.handle('updateEmail', { newEmail: 'x@example.com' })).rejects.toMatchObject({
      message: 'Session Expired',
    });
    expect(signedOut).toBe(1);
  });

  it('updates the e-mail address with the primary, then the secondary code', async () => {
    const frame = wallet();
    await emailLogin(frame, email);
    const newEmail = `new-${email}`;
    expect(await frame.handle('updateEmail', { newEmail })).toEqual({ action: 'VERIFY_PRIMARY_OTP' });
    expect(
      await frame.handle('updateEmailPrimaryOtp', { otp: fake.codeFor(email, 'update-primary') ?? '' }),
    ).toEqual({
      action: 'VERIFY_SECONDARY_OTP',
    });
    const user = await frame.handle('updateEmailSecondaryOtp', {
      otp: fake.codeFor(newEmail, 'update-secondary') ?? '',
    });
    expect(user.email).toBe(newEmail);
  });
});

describe('social login', () => {
  it('polls the attempt until the callback completed it, with the verifier only the frame holds', async () => {
    const storage = memoryStorage();
    const frame = wallet({ storage });
    const { uri } = await frame.handle('getSocialRedirectUri', { provider: 'github' });
    const state = new URL(uri).searchParams.get('state') ?? '';
    setTimeout(() => fake.completeSocial(state, email), 20);
    const user = await frame.handle('connectSocial', { uri });
    expect(user.email).toBe(email);
  });

  it('stops waiting for an attempt the host abandoned (popup closed), without a session', async () => {
    const storage = memoryStorage();
    const frame = wallet({ storage });
    const { uri } = await frame.handle('getSocialRedirectUri', { provider: 'google' });
    const waiting = frame.handle('connectSocial', { uri });
    await frame.handle('abandonSocial', {});
    await expect(waiting).rejects.toMatchObject({ message: 'Failed to initiate social connection' });
    expect([...storage.entries.keys()].filter((key) => key.startsWith('gw-frame:social'))).toEqual([]);
    expect(await frame.handle('isConnected', {})).toEqual({ isConnected: false });
  });

  it('refuses a returned address whose state is not the attempt of this frame', async () => {
    const frame = wallet();
    await frame.handle('getSocialRedirectUri', { provider: 'github', returnTo: 'http://127.0.0.1:5173/' });
    await expect(
      frame.handle('connectSocial', { uri: 'http://127.0.0.1:5173/?gw_social=forged-state-0000' }),
    ).rejects.toMatchObject({ message: 'Failed to initiate social connection' });
  });
});

describe('signing', () => {
  it('personal_sign and eth_signTypedData_v4 need approval and verify against the address', async () => {
    const approvals = scriptedApprovals([true, true, false]);
    const frame = wallet({ approvals });
    const { address } = await emailLogin(frame, email);
    const signed = await frame.handle('rpcRequest', {
      method: 'personal_sign',
      params: ['0x68656c6c6f', address],
      chainId: CHAIN,
    });
    expect(approvals.shown[0]?.details).toEqual([['Message', 'hello']]);
    expect(
      await verifyMessage({
        address: address as `0x${string}`,
        message: 'hello',
        signature: signed.result as `0x${string}`,
      }),
    ).toBe(true);

    const typedData = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      domain: { name: 'Test', chainId: CHAIN_ID },
      message: { contents: 'Hi' },
    } as const;
    const typed = await frame.handle('rpcRequest', {
      method: 'eth_signTypedData_v4',
      params: [address, JSON.stringify(typedData)],
    });
    const { EIP712Domain: _, ...types } = typedData.types;
    expect(
      await verifyTypedData({
        address: address as `0x${string}`,
        types,
        primaryType: 'Mail',
        domain: typedData.domain,
        message: typedData.message,
        signature: typed.result as `0x${string}`,
      }),
    ).toBe(true);

    await expect(
      frame.handle('rpcRequest', { method: 'personal_sign', params: ['0x01', address] }),
    ).rejects.toMatchObject({ details: { code: 4001 } });
  });

  it('eth_sendTransaction is signed in the frame and mined on anvil', async () => {
    const frame = wallet({ approvals: scriptedApprovals([true]) });
    const { address } = await emailLogin(frame, email);
    await rpc(CHAIN, 'anvil_setBalance', [address, `0x${parseEther('1').toString(16)}`]);
    const to = '0x000000000000000000000000000000000000dEaD';
    const sent = await frame.handle('rpcRequest', {
      method: 'eth_sendTransaction',
      params: [{ from: address, to, value: `0x${parseEther('0.25').toString(16)}` }],
    });
    const client = createPublicClient({ transport: http(anvil.rpcUrl) });
    const receipt = await client.waitForTransactionReceipt({ hash: sent.result as `0x${string}` });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase());
    expect(await client.getBalance({ address: to })).toBeGreaterThanOrEqual(parseEther('0.25'));
  });

  it('signs a Solana message verifiable with the account public key', async () => {
    const frame = wallet({ approvals: scriptedApprovals([true]) });
    const user = await emailLogin(frame, email);
    const pubkey = user.accounts.find((account) => account.namespace === 'solana')?.address ?? '';
    const message = new TextEncoder().encode('gangway');
    const answer = await frame.handle('rpcRequest', {
      method: 'solana_signMessage',
      params: { message: base58.encode(message), pubkey },
      chainNamespace: 'solana',
    });
    const signature = base58.decode((answer.result as { signature: string }).signature);
    expect(ed25519.verify(signature, message, base58.decode(pubkey))).toBe(true);
  });

  it('answers safe methods without asking, and refuses unknown ones with 4200', async () => {
    const approvals = scriptedApprovals([]);
    const frame = wallet({ approvals });
    const { address } = await emailLogin(frame, email);
    expect((await frame.handle('rpcRequest', { method: 'eth_accounts' })).result).toEqual([address]);
    expect((await frame.handle('rpcRequest', { method: 'eth_chainId' })).result).toBe('0x7a69');
    expect(typeof (await frame.handle('rpcRequest', { method: 'eth_blockNumber', params: [] })).result).toBe(
      'string',
    );
    await expect(frame.handle('rpcRequest', { method: 'eth_sign', params: [] })).rejects.toMatchObject({
      details: { code: 4200 },
    });
    expect(approvals.shown).toHaveLength(0);
  });

  it('refuses to sign for another address without asking', async () => {
    const approvals = scriptedApprovals([true]);
    const frame = wallet({ approvals });
    await emailLogin(frame, email);
    await expect(
      frame.handle('rpcRequest', {
        method: 'personal_sign',
        params: ['0x68', '0x0000000000000000000000000000000000000001'],
      }),
    ).rejects.toMatchObject({ details: { code: -32602 } });
    expect(approvals.shown).toHaveLength(0);
  });
});
