// The frame's wallet against an in-test fake of the login contract (real HTTP) and a real anvil chain.

import { type AnvilProcess, startAnvil } from '@gangway/devnet';
import type { CaipNetworkId, FrameUser } from '@gangway/protocol';
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
const HOST_ORIGIN = 'http://127.0.0.1:5173';

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
    hostOrigin: HOST_ORIGIN,
    initialChainId: CHAIN,
    service: createLoginService(fake.url, 'demo', { st: 'test', sv: 'test' }),
    rpc,
    storage: options.storage ?? memoryStorage(),
    approvals: options.approvals ?? scriptedApprovals([]),
    onSignedOut: options.signedOut ?? (() => undefined),
  });
}

async function emailLogin(frame: FrameWallet, email: string): Promise<FrameUser> {
  await frame.handle('connectEmail', { email });
  return frame.handle('connectOtp', { otp: fake.codeFor(email) ?? '' });
}

/** A social login as the popup completes it: the provider's callback, then the code its page posted to the host. */
async function socialLogin(frame: FrameWallet, email: string): Promise<FrameUser> {
  const { uri } = await frame.handle('getSocialRedirectUri', { provider: 'github' });
  const code = fake.completeSocial(new URL(uri).searchParams.get('state') ?? '', email);
  return frame.handle('connectSocial', { uri, code });
}

let counter = 0;
let email: string;
beforeEach(() => {
  email = `visitor${++counter}-${Date.now()}@example.com`;
});

describe('Farcaster login', () => {
  it('opens a channel, answers pending until approved, then logs in once with keys', async () => {
    const storage = memoryStorage();
    const frame = wallet({ storage });
    const { url } = await frame.handle('getFarcasterUri', {});
    expect(await frame.handle('connectFarcaster', { url })).toEqual({ user: null });
    fake.completeFarcaster(url, email);
    const { user } = await frame.handle('connectFarcaster', { url });
    expect(user).toMatchObject({ socialProvider: 'farcaster', chainId: CHAIN });
    expect(user?.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(await frame.handle('isConnected', {})).toEqual({ isConnected: true });
    expect([...storage.entries.keys()].filter((key) => key.startsWith('gw-frame:farcaster'))).toEqual([]);
  });

  it("polls only the channel it opened, and a refusal ends the attempt with 'Failed to connect to farcaster'", async () => {
    const frame = wallet();
    const { url } = await frame.handle('getFarcasterUri', {});
    await expect(
      frame.handle('connectFarcaster', { url: 'https://farcaster.invalid/~/siwf?channelToken=other' }),
    ).rejects.toMatchObject({ message: 'Failed to connect to farcaster' });
    fake.refuseFarcaster(url);
    await expect(frame.handle('connectFarcaster', { url })).rejects.toMatchObject({
      message: 'Failed to connect to farcaster',
      details: { apiCode: 'FARCASTER_LOGIN_FAILED' },
    });
    await expect(frame.handle('connectFarcaster', { url })).rejects.toMatchObject({
      message: 'Failed to connect to farcaster',
    });
    expect(await frame.handle('isConnected', {})).toEqual({ isConnected: false });
  });

  it('forgets an abandoned attempt, and only that one', async () => {
    const storage = memoryStorage();
    const frame = wallet({ storage });
    const { url } = await frame.handle('getFarcasterUri', {});
    await frame.handle('abandonSocial', {
      farcasterUrl: 'https://farcaster.invalid/~/siwf?channelToken=older',
    });
    expect(await frame.handle('connectFarcaster', { url })).toEqual({ user: null });
    await frame.handle('abandonSocial', { farcasterUrl: url });
    fake.completeFarcaster(url, email);
    await expect(frame.handle('connectFarcaster', { url })).rejects.toMatchObject({
      message: 'Failed to connect to farcaster',
    });
  });
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

  it('fetches the same keys on a later login from another device', async () => {
    const first = await emailLogin(wallet(), email);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // A second login within the address's cooldown is refused.
    await expect(wallet().handle('connectEmail', { email })).rejects.toMatchObject({
      details: { apiCode: 'EMAIL_COOLDOWN' },
      message: expect.stringMatching(/^Please try again after \d+ seconds$/),
    });
    const phone = await socialLogin(wallet(), email);
    expect(phone.address).toBe(first.address);
  });

  it('restores after a reload from the keys it sealed, long after the login, without exporting them again', async () => {
    const storage = memoryStorage();
    const first = await emailLogin(wallet({ storage }), email);
    const sealed = storage.entries.get('gw-frame:keys:demo') ?? '';
    expect(sealed).not.toBe('');
    // Nothing in the frame's storage is key material in the clear.
    for (const value of storage.entries.values()) expect(value).not.toMatch(/"secret"/);
    fake.ageSessions();
    const reloaded = wallet({ storage });
    expect(await reloaded.handle('isConnected', {})).toEqual({ isConnected: true });
    expect((await reloaded.handle('getUser', {})).address).toBe(first.address);
  });

  it('ends a stored session whose sealed keys are gone: the server exports keys to a fresh login only', async () => {
    const storage = memoryStorage();
    await emailLogin(wallet({ storage }), email);
    const token = (JSON.parse(storage.entries.get('gw-frame:session:demo') ?? '{}') as { token: string })
      .token;
    storage.removeItem('gw-frame:keys:demo');
    fake.ageSessions();
    expect(await wallet({ storage }).handle('isConnected', {})).toEqual({ isConnected: false });
    expect(fake.isTokenLive(token)).toBe(false);
    expect(storage.entries.has('gw-frame:session:demo')).toBe(false);
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
  it('finishes with the completion code its browser received and the verifier only the frame holds', async () => {
    const storage = memoryStorage();
    const frame = wallet({ storage });
    const user = await socialLogin(frame, email);
    expect(user.email).toBe(email);
    expect([...storage.entries.keys()].filter((key) => key.startsWith('gw-frame:social'))).toEqual([]);
  });

  it('names the page that embeds it when it starts a login', async () => {
    const { uri } = await wallet().handle('getSocialRedirectUri', { provider: 'google' });
    expect(fake.socialHostOrigin(new URL(uri).searchParams.get('state') ?? '')).toBe(HOST_ORIGIN);
  });

  it('refuses a code that is not the one the callback handed out, and the attempt ends', async () => {
    const frame = wallet();
    const { uri } = await frame.handle('getSocialRedirectUri', { provider: 'github' });
    fake.completeSocial(new URL(uri).searchParams.get('state') ?? '', email);
    await expect(frame.handle('connectSocial', { uri, code: 'x'.repeat(43) })).rejects.toMatchObject({
      message: 'Failed to initiate social connection',
    });
    expect(await frame.handle('isConnected', {})).toEqual({ isConnected: false });
  });

  it('forgets an attempt the host abandoned (popup closed): its code finishes nothing after', async () => {
    const storage = memoryStorage();
    const frame = wallet({ storage });
    const { uri } = await frame.handle('getSocialRedirectUri', { provider: 'google' });
    await frame.handle('abandonSocial', {});
    expect([...storage.entries.keys()].filter((key) => key.startsWith('gw-frame:social'))).toEqual([]);
    const code = fake.completeSocial(new URL(uri).searchParams.get('state') ?? '', email);
    await expect(frame.handle('connectSocial', { uri, code })).rejects.toMatchObject({
      message: 'Failed to initiate social connection',
    });
    expect(await frame.handle('isConnected', {})).toEqual({ isConnected: false });
  });

  it('refuses a returned address whose state is not the attempt of this frame', async () => {
    const frame = wallet();
    await frame.handle('getSocialRedirectUri', { provider: 'github', returnTo: 'http://127.0.0.1:5173/' });
    await expect(
      frame.handle('connectSocial', {
        uri: 'http://127.0.0.1:5173/?gw_social=forged-state-0000',
        code: 'c'.repeat(43),
      }),
    ).rejects.toMatchObject({ message: 'Failed to initiate social connection' });
  });
});

describe('sign out everywhere', () => {
  it("revokes every device's session: the other device signs nothing more and its host hears signedOut", async () => {
    let signedOut = 0;
    const laptop = wallet({ approvals: scriptedApprovals([true]), signedOut: () => signedOut++ });
    const { address } = await emailLogin(laptop, email);
    const phone = wallet();
    await socialLogin(phone, email);
    await phone.handle('signOutEverywhere', {});
    expect(await phone.handle('isConnected', {})).toEqual({ isConnected: false });
    await expect(
      laptop.handle('rpcRequest', { method: 'personal_sign', params: ['0x68', address] }),
    ).rejects.toMatchObject({ message: 'Session Expired' });
    expect(signedOut).toBe(1);
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
