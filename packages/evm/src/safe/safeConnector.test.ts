// The Safe connector against a stand-in parent: the handshake's origin rule, replies checked field by field, the
// provider's methods (proposal, then the executed hash), and malformed or foreign messages.
import { GangwayError, ProviderRpcError, RPC_ERROR_CODES } from '@gangway/protocol';
import { describe, expect, it, vi } from 'vitest';
import { detectSafe } from './detectSafe.ts';
import { openSafeChannel, type SafeFrameSide } from './safeChannel.ts';
import type { SafeInfo, SafeRequest } from './safeMessages.ts';
import { trustedSafeOrigins } from './safeOrigins.ts';
import { createSafeProvider, SAFE_POLL_INTERVAL_MS } from './safeProvider.ts';

const SAFE = '0x1111111111111111111111111111111111111111' as const;
const OWNER = '0x2222222222222222222222222222222222222222' as const;
const HOST = 'https://safe.example.com';
const INFO: SafeInfo = { safeAddress: SAFE, chainId: 1, threshold: 1, owners: [OWNER], isReadOnly: false };
const HASH = (digit: string) => `0x${digit.repeat(64)}`;

type Answer = (request: SafeRequest) => unknown;

/** A parent window at `origin` answering each request it can hear; `sent` records where messages went. */
function parentAt(origin: string, answer: Answer) {
  const listeners = new Set<(event: MessageEvent) => void>();
  const sent: { request: SafeRequest; target: string }[] = [];
  const parent = {
    postMessage(message: unknown, target: string) {
      const request = message as SafeRequest;
      sent.push({ request, target });
      if (target !== origin) return; // the browser drops a message for another origin
      const data = answer(request);
      if (data === undefined) return;
      queueMicrotask(() => deliver(data));
    },
  };
  function deliver(data: unknown, from: { origin?: string; source?: unknown } = {}) {
    const event = { data, origin: from.origin ?? origin, source: 'source' in from ? from.source : parent };
    for (const listener of listeners) listener(event as MessageEvent);
  }
  const side: SafeFrameSide = {
    parent,
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  return { side, sent, deliver };
}

const ok = (request: SafeRequest, data: unknown) => ({
  id: request.id,
  success: true,
  data,
  version: '9.1.0',
});

describe('trusted Safe origins', () => {
  it("are Safe{Wallet}'s own plus the configured exact origins", () => {
    expect(trustedSafeOrigins([HOST, 'http://127.0.0.1:5184'])).toEqual([
      'https://app.safe.global',
      HOST,
      'http://127.0.0.1:5184',
    ]);
  });
  it.each([
    ['https://safe.example.com/', 'is not an origin'],
    ['https://safe.example.com/app', 'is not an origin'],
    ['http://safe.example.com', 'must use https'],
    ['*.safe.global', 'is not a URL'],
  ])('refuse %s with a clear error', (origin, reason) => {
    expect(() => trustedSafeOrigins([origin])).toThrow(GangwayError);
    expect(() => trustedSafeOrigins([origin])).toThrow(reason);
  });
});

describe('detectSafe', () => {
  it('asks every trusted origin and builds the Safe connector from the one that answers', async () => {
    const host = parentAt(HOST, (request) =>
      request.method === 'getSafeInfo' ? ok(request, INFO) : undefined,
    );
    const safe = await detectSafe([HOST], host.side);
    expect(safe).toMatchObject({ id: 'safe', name: 'Safe', type: 'EXTERNAL', chain: 'eip155' });
    expect(host.sent.map(({ target }) => target)).toEqual(['https://app.safe.global', HOST]);
    expect(host.sent[0]?.request).toMatchObject({ method: 'getSafeInfo', env: { sdkVersion: '9.1.0' } });
    await expect(safe?.provider.request({ method: 'eth_accounts' })).resolves.toEqual([SAFE]);
    await expect(safe?.provider.request({ method: 'eth_chainId' })).resolves.toBe('0x1');
  });

  it('finds no Safe under a parent whose origin is not trusted (it never hears the question)', async () => {
    vi.useFakeTimers();
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    try {
      const host = parentAt('https://evil.example', (request) => ok(request, INFO));
      const found = detectSafe([HOST], host.side);
      await vi.runAllTimersAsync();
      await expect(found).resolves.toBeUndefined();
      expect(debug).toHaveBeenCalledWith(expect.stringContaining('no trusted Safe{Wallet} parent answered'));
    } finally {
      debug.mockRestore();
      vi.useRealTimers();
    }
  });

  it('asks nothing and settles at once when the browser names an untrusted parent origin', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    try {
      const host = parentAt('https://evil.example', (request) => ok(request, INFO));
      const side = { ...host.side, location: { ancestorOrigins: ['https://evil.example'] } };
      // No timer is run: the answer cannot come from the handshake's timeout.
      await expect(detectSafe([HOST], side)).resolves.toBeUndefined();
      expect(host.sent).toEqual([]);
      expect(debug).toHaveBeenCalledWith(expect.stringContaining('no trusted Safe{Wallet} parent answered'));
    } finally {
      debug.mockRestore();
    }
  });

  it('asks only the trusted origin the browser names as the parent', async () => {
    const host = parentAt(HOST, (request) => ok(request, INFO));
    const side = { ...host.side, location: { ancestorOrigins: [HOST] } };
    await expect(detectSafe([HOST], side)).resolves.toMatchObject({ id: 'safe' });
    expect(host.sent.map(({ target }) => target)).toEqual([HOST]);
  });

  it('refuses a malformed getSafeInfo with the reason, never throwing at the page', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const host = parentAt(HOST, (request) => ok(request, { ...INFO, safeAddress: 'nope' }));
      await expect(detectSafe([HOST], host.side)).resolves.toBeUndefined();
      expect(error).toHaveBeenCalledWith(
        '[Gangway] Safe App: Invalid response from the Safe (Safe Apps message): getSafeInfo: safeAddress is not an EVM address',
      );
    } finally {
      error.mockRestore();
    }
  });
});

describe('the Safe channel', () => {
  it('takes replies only from the parent window at its origin, and ignores what is not a reply to it', async () => {
    let last: SafeRequest | undefined;
    const host = parentAt(HOST, (request) => {
      last = request;
      return undefined;
    });
    const channel = openSafeChannel(host.side, HOST);
    const reply = channel.request('rpcCall', { call: 'eth_blockNumber', params: [] });
    if (!last) throw new Error('nothing sent');
    expect(host.sent.at(-1)?.target).toBe(HOST);
    host.deliver(ok(last, 'forged'), { origin: 'https://evil.example' });
    host.deliver(ok(last, 'forged'), { source: {} });
    for (const junk of [null, 'junk', 42, [], { id: 7 }, { success: true }]) host.deliver(junk);
    host.deliver(ok(last, '0x10'));
    await expect(reply).resolves.toBe('0x10');
  });

  it('rejects a request whose reply is malformed, saying what is wrong', async () => {
    const host = parentAt(HOST, (request) => ({ id: request.id, success: 'maybe' }));
    const channel = openSafeChannel(host.side, HOST);
    await expect(channel.request('getSafeInfo', undefined)).rejects.toThrow(
      'Invalid response from the Safe (Safe Apps message): `success` is neither true nor false',
    );
  });
});

describe('the Safe provider', () => {
  it('proposes a transaction and resolves with the hash the Safe executed it in', async () => {
    vi.useFakeTimers();
    try {
      const polls: string[] = ['AWAITING_CONFIRMATIONS', 'SUCCESS'];
      const proposed: unknown[] = [];
      const host = parentAt(HOST, (request) => {
        if (request.method === 'sendTransactions') {
          proposed.push(request.params);
          return ok(request, { safeTxHash: HASH('a') });
        }
        const txStatus = polls.shift();
        return ok(request, { txStatus, txHash: txStatus === 'SUCCESS' ? HASH('b') : null });
      });
      const provider = createSafeProvider(openSafeChannel(host.side, HOST), { ...INFO, owners: [OWNER] });
      const sent = provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: SAFE, to: OWNER, value: '0x10' }],
      });
      await vi.advanceTimersByTimeAsync(SAFE_POLL_INTERVAL_MS * 2);
      await expect(sent).resolves.toBe(HASH('b'));
      expect(proposed).toEqual([{ txs: [{ to: OWNER, value: '16', data: '0x' }] }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('proposes an EIP-5792 batch as one Safe transaction and reports its state', async () => {
    const states = ['AWAITING_CONFIRMATIONS', 'SUCCESS'];
    const proposed: unknown[] = [];
    const receipt = { transactionHash: HASH('b'), status: '0x1' };
    const host = parentAt(HOST, (request) => {
      if (request.method === 'sendTransactions') {
        proposed.push(request.params);
        return ok(request, { safeTxHash: HASH('a') });
      }
      if (request.method === 'rpcCall') return ok(request, receipt);
      const txStatus = states.shift();
      return ok(request, { txStatus, txHash: txStatus === 'SUCCESS' ? HASH('b') : null });
    });
    const provider = createSafeProvider(openSafeChannel(host.side, HOST), INFO);
    await expect(provider.request({ method: 'wallet_getCapabilities', params: [SAFE] })).resolves.toEqual({
      '0x1': { atomic: { status: 'supported' } },
    });
    const batch = {
      version: '2.0.0',
      chainId: '0x1',
      from: SAFE,
      atomicRequired: true,
      calls: [
        { to: OWNER, value: '0x1' },
        { to: OWNER, data: '0xabcd' },
      ],
    };
    await expect(provider.request({ method: 'wallet_sendCalls', params: [batch] })).resolves.toEqual({
      id: HASH('a'),
    });
    expect(proposed).toEqual([
      {
        txs: [
          { to: OWNER, value: '1', data: '0x' },
          { to: OWNER, value: '0', data: '0xabcd' },
        ],
      },
    ]);
    await expect(
      provider.request({ method: 'wallet_getCallsStatus', params: [HASH('a')] }),
    ).resolves.toMatchObject({ status: 100, atomic: true });
    await expect(
      provider.request({ method: 'wallet_getCallsStatus', params: [HASH('a')] }),
    ).resolves.toMatchObject({ status: 200, atomic: true, receipts: [receipt] });
    await expect(
      provider.request({ method: 'wallet_sendCalls', params: [{ ...batch, chainId: '0x89' }] }),
    ).rejects.toMatchObject({ code: RPC_ERROR_CODES.UNSUPPORTED_CHAIN_ID });
  });

  it("turns the owners' rejection into EIP-1193's 4001", async () => {
    const host = parentAt(HOST, (request) => ({
      id: request.id,
      success: false,
      error: 'Transaction was rejected',
    }));
    const provider = createSafeProvider(openSafeChannel(host.side, HOST), { ...INFO, owners: [OWNER] });
    const sent = provider.request({ method: 'eth_sendTransaction', params: [{ to: OWNER, value: '0x1' }] });
    await expect(sent).rejects.toBeInstanceOf(ProviderRpcError);
    await expect(sent).rejects.toMatchObject({ code: RPC_ERROR_CODES.USER_REJECTED });
  });

  it('refuses bad transaction fields, signing methods and other chains with clear errors', async () => {
    const host = parentAt(HOST, () => undefined);
    const provider = createSafeProvider(openSafeChannel(host.side, HOST), { ...INFO, owners: [OWNER] });
    await expect(
      provider.request({ method: 'eth_sendTransaction', params: [{ to: 'nobody' }] }),
    ).rejects.toThrow('`to` is not an EVM address');
    await expect(provider.request({ method: 'personal_sign', params: ['0x00', SAFE] })).rejects.toMatchObject(
      {
        code: RPC_ERROR_CODES.UNSUPPORTED_METHOD,
      },
    );
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] }),
    ).rejects.toMatchObject({ code: RPC_ERROR_CODES.UNRECOGNIZED_CHAIN });
    expect(host.sent).toEqual([]);
  });
});
