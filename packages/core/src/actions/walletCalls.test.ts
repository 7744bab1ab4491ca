// The host's EIP-5792 calls against a fake wallet (the EIP-1193 boundary): what reaches the wallet, and the
// catalogue's error for each way a wallet says no. Nothing is ever sent call by call in place of a batch.
import { ERROR_MESSAGES, ProviderRpcError, RPC_ERROR_CODES } from '@gangway/protocol';
import { describe, expect, it } from 'vitest';
import { createGangway } from '../client/createGangway.ts';
import { createFakeAdapter, FAKE_ADDRESS, fakeConnector } from '../testing/fakeAdapter.ts';
import { createMemoryStorage } from '../testing/memoryStorage.ts';
import { testMainnet } from '../testing/networks.ts';
import { getCallsStatus, getCapabilities, sendCalls, showCallsStatus } from './walletCallsApi.ts';

type Answer = (params: readonly unknown[]) => unknown;

async function connectedTo(answers: Record<string, Answer>) {
  const asked: { method: string; params?: readonly unknown[] }[] = [];
  const provider = {
    request: async ({ method, params }: { method: string; params?: readonly unknown[] }) => {
      asked.push({ method, ...(params ? { params } : {}) });
      const answer = answers[method];
      if (!answer)
        throw new ProviderRpcError(RPC_ERROR_CODES.UNSUPPORTED_METHOD, `${method} is not supported`);
      return answer(params ?? []);
    },
  };
  const adapter = createFakeAdapter();
  adapter.announce([fakeConnector({ provider })]);
  const gangway = createGangway({
    projectId: 'demo',
    networks: [testMainnet],
    adapters: [adapter],
    storage: createMemoryStorage(),
  });
  gangway.start();
  await gangway.ready;
  await gangway.connect({ connectorId: 'io.gangway.fake', namespace: 'eip155' });
  return { gangway, asked, methods: () => asked.map((entry) => entry.method) };
}

const TO = '0x2222222222222222222222222222222222222222';
const calls = [{ to: TO, value: 1n }, { to: TO, value: 2n, data: '0xabcd' as const }, { to: TO }];
const atomic = (status: string) => () => ({ '0x1': { atomic: { status } } });
const throws =
  (code: number, message = 'no') =>
  () => {
    throw new ProviderRpcError(code, message);
  };

describe('sendCalls through the connected wallet', () => {
  it('reads the capabilities, then sends the batch as EIP-5792 2.0.0 from the account on the active network', async () => {
    const { gangway, asked } = await connectedTo({
      wallet_getCapabilities: atomic('supported'),
      wallet_sendCalls: () => ({ id: '0xbatch' }),
    });
    await expect(sendCalls(gangway, { calls })).resolves.toEqual({ id: '0xbatch' });
    expect(asked).toEqual([
      { method: 'wallet_getCapabilities', params: [FAKE_ADDRESS, ['0x1']] },
      {
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            chainId: '0x1',
            from: FAKE_ADDRESS,
            atomicRequired: true,
            calls: [
              { to: TO, value: '0x1' },
              { to: TO, value: '0x2', data: '0xabcd' },
              { to: TO, value: '0x0' },
            ],
          },
        ],
      },
    ]);
  });

  it('takes a v1 answer (the id alone) and an account that is ready to be upgraded', async () => {
    const { gangway } = await connectedTo({
      wallet_getCapabilities: () => ({ '0x0': { atomic: { status: 'ready' } } }),
      wallet_sendCalls: () => '0xbatch',
    });
    await expect(sendCalls(gangway, { calls })).resolves.toEqual({ id: '0xbatch' });
  });

  it('refuses a wallet without EIP-5792 before it is asked to sign anything, and sends nothing in its place', async () => {
    const { gangway, methods } = await connectedTo({});
    await expect(sendCalls(gangway, { calls })).rejects.toMatchObject({
      code: 'WALLET_CAPABILITY_UNSUPPORTED',
      message: ERROR_MESSAGES.WALLET_CAPABILITY_UNSUPPORTED({
        capability: 'wallet_getCapabilities (EIP-5792)',
      }),
    });
    expect(methods()).toEqual(['wallet_getCapabilities']);
  });

  it('refuses when atomic batches are required and the chain has none; sends when they are not required', async () => {
    const answers = {
      wallet_getCapabilities: atomic('unsupported'),
      wallet_sendCalls: () => ({ id: '0xb' }),
    };
    const { gangway, methods } = await connectedTo(answers);
    await expect(sendCalls(gangway, { calls })).rejects.toMatchObject({
      code: 'WALLET_CAPABILITY_UNSUPPORTED',
      message: 'The wallet does not support atomic batches on Ethereum',
    });
    expect(methods()).toEqual(['wallet_getCapabilities']);
    await expect(sendCalls(gangway, { calls, atomicRequired: false })).resolves.toEqual({ id: '0xb' });
  });

  it.each([
    [RPC_ERROR_CODES.USER_REJECTED, 'USER_REJECTED', ERROR_MESSAGES.USER_REJECTED],
    [RPC_ERROR_CODES.ATOMIC_READY_UPGRADE_REJECTED, 'USER_REJECTED', ERROR_MESSAGES.USER_REJECTED],
    [RPC_ERROR_CODES.ATOMICITY_NOT_SUPPORTED, 'WALLET_CAPABILITY_UNSUPPORTED', 'atomic batches on Ethereum'],
    [RPC_ERROR_CODES.UNSUPPORTED_CHAIN_ID, 'WALLET_CAPABILITY_UNSUPPORTED', 'batched calls on Ethereum'],
    [
      RPC_ERROR_CODES.UNSUPPORTED_NON_OPTIONAL_CAPABILITY,
      'WALLET_CAPABILITY_UNSUPPORTED',
      'paymasterService',
    ],
    [RPC_ERROR_CODES.INTERNAL, 'WALLET_REQUEST_FAILED', 'wallet_sendCalls failed: execution reverted'],
  ] as const)('maps the wallet answering %i to %s', async (code, expected, text) => {
    const { gangway } = await connectedTo({
      wallet_getCapabilities: atomic('supported'),
      wallet_sendCalls: throws(code, 'execution reverted'),
    });
    const error = await sendCalls(gangway, {
      calls,
      capabilities: { paymasterService: { url: 'https://pm.test' } },
    }).catch((cause: unknown) => cause);
    expect(error).toMatchObject({ code: expected, category: 'WALLET_ERROR' });
    expect((error as Error).message).toContain(text);
  });

  it('refuses a bad call before asking the wallet anything', async () => {
    const { gangway, methods } = await connectedTo({ wallet_getCapabilities: atomic('supported') });
    await expect(sendCalls(gangway, { calls: [{ to: TO }, { to: 'not-an-address' }] })).rejects.toThrow(
      ERROR_MESSAGES.INVALID_OPTION({ option: 'calls[1].to', reason: 'not an EVM address' }),
    );
    await expect(sendCalls(gangway, { calls: [] })).rejects.toMatchObject({ code: 'INVALID_OPTION' });
    expect(methods()).toEqual([]);
  });

  it("says 'Please call connect() before request()' with no EVM wallet connected", async () => {
    const gangway = createGangway({
      projectId: 'demo',
      networks: [testMainnet],
      adapters: [createFakeAdapter()],
      storage: createMemoryStorage(),
    });
    await expect(sendCalls(gangway, { calls })).rejects.toThrow(ERROR_MESSAGES.CONNECT_BEFORE_REQUEST);
  });
});

describe('capabilities and status', () => {
  it('gives the capabilities per chain, the all-chains entry under each', async () => {
    const { gangway } = await connectedTo({
      wallet_getCapabilities: () => ({
        '0x0': { flowControl: { supported: true } },
        '0x1': { atomic: { status: 'supported' } },
      }),
    });
    await expect(getCapabilities(gangway)).resolves.toEqual({
      '0x1': { flowControl: { supported: true }, atomic: { status: 'supported' } },
    });
    await expect(getCapabilities(gangway, { chainIds: [8453] })).resolves.toEqual({
      '0x2105': { flowControl: { supported: true } },
    });
  });

  it('reads the status of a batch (v2 codes, v1 names) and refuses an answer without one', async () => {
    const receipt = {
      transactionHash: `0x${'aa'.repeat(32)}`,
      status: '0x1',
      blockHash: `0x${'bb'.repeat(32)}`,
      blockNumber: '0x5',
      gasUsed: '0x5208',
      logs: [],
    };
    let answer: unknown = {
      version: '2.0.0',
      id: '0xb',
      chainId: '0x1',
      status: 200,
      atomic: true,
      receipts: [receipt],
    };
    const { gangway } = await connectedTo({
      wallet_getCallsStatus: () => answer,
      wallet_showCallsStatus: () => null,
    });
    await expect(getCallsStatus(gangway, { id: '0xb' })).resolves.toEqual({
      id: '0xb',
      chainId: '0x1',
      status: 200,
      atomic: true,
      receipts: [receipt],
    });
    answer = { id: '0xb', status: 'PENDING' };
    await expect(getCallsStatus(gangway, { id: '0xb' })).resolves.toMatchObject({
      status: 100,
      atomic: false,
    });
    answer = { id: '0xb' };
    await expect(getCallsStatus(gangway, { id: '0xb' })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    await expect(showCallsStatus(gangway, { id: '0xb' })).resolves.toBeUndefined();
  });

  it('names an unknown batch id as the wallet did', async () => {
    const { gangway } = await connectedTo({
      wallet_getCallsStatus: throws(RPC_ERROR_CODES.UNKNOWN_BUNDLE_ID, 'unknown bundle id'),
    });
    await expect(getCallsStatus(gangway, { id: '0xnope' })).rejects.toMatchObject({
      code: 'WALLET_REQUEST_FAILED',
      message: 'wallet_getCallsStatus failed: unknown bundle id',
    });
  });
});
