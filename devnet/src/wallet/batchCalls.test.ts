// The dev wallet's EIP-5792 on a real anvil with Simple7702Account at its mainnet address: a batch is one EIP-7702
// transaction (delegating the account the first time), all of it or none; and the refusals a host must tell apart.
import { RPC_ERROR_CODES } from '@gangway/protocol';
import { type Hex, numberToHex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployAccountAbstraction } from '../account-abstraction/deploy-account-abstraction.ts';
import { devAccounts } from '../accounts.ts';
import { type Devnet, startChains } from '../devnet.ts';
import { jsonRpc } from '../json-rpc.ts';
import { createDevWalletProvider } from './provider.ts';
import { createMemoryStorage } from './storage.ts';
import type { DevWalletApprovalRequest, DevWalletChain, DevWalletMisbehaviour } from './types.ts';

let devnet: Devnet;
let chain: DevWalletChain;
const accounts = devAccounts();
/** Recipients no other test pays. */
const recipient = (n: number) => `0x${'be'.repeat(19)}${n.toString(16).padStart(2, '0')}` as Hex;

beforeAll(async () => {
  devnet = await startChains({ chainIds: [1], basePort: 'auto', deployContracts: false });
  chain = devnet.chains[0]!;
  await deployAccountAbstraction(devnet.chains[0]!);
}, 120_000);
afterAll(() => devnet?.stop());

async function connectedWallet(accountIndex: number, misbehaviour: DevWalletMisbehaviour | null = null) {
  const asked: DevWalletApprovalRequest[] = [];
  const answer = { approve: true };
  const wallet = createDevWalletProvider({
    chains: [chain],
    accountIndex,
    storage: createMemoryStorage(),
    origin: 'http://demo.test',
    misbehaviour,
    approve: async (request) => {
      asked.push(request);
      return answer.approve;
    },
  });
  await wallet.request({ method: 'eth_requestAccounts' });
  asked.length = 0;
  return { wallet, asked, answer, address: accounts[accountIndex]!.address };
}

const rpc = <T>(method: string, params: unknown[]) => jsonRpc<T>(chain.rpcUrl, method, params);
const balance = async (address: string) => BigInt(await rpc<Hex>('eth_getBalance', [address, 'latest']));
const nonce = async (address: string) =>
  Number(await rpc<Hex>('eth_getTransactionCount', [address, 'latest']));

const batch = (from: string, calls: { to: Hex; value: bigint }[], extra: Record<string, unknown> = {}) => [
  {
    version: '2.0.0',
    chainId: numberToHex(chain.chainId),
    from,
    atomicRequired: true,
    calls: calls.map((call) => ({ to: call.to, value: numberToHex(call.value) })),
    ...extra,
  },
];

describe('the dev wallet speaks EIP-5792 (EIP-7702 and Simple7702Account)', () => {
  it('is ready for atomic batches, delegates with its first batch, and reports it', async () => {
    const { wallet, asked, address } = await connectedWallet(7);
    const chainKey = numberToHex(chain.chainId);
    expect(await wallet.request({ method: 'wallet_getCapabilities', params: [address, [chainKey]] })).toEqual(
      {
        [chainKey]: { atomic: { status: 'ready' } },
      },
    );
    const to = recipient(1);
    const calls = [1n, 2n, 3n].map((value) => ({ to, value }));
    const { id } = await wallet.request<{ id: Hex }>({
      method: 'wallet_sendCalls',
      params: batch(address, calls),
    });
    expect(asked.map((request) => request.kind)).toEqual(['send-calls']);
    expect(asked[0]!.summary).toContain('3 calls, all or none:');
    expect(await balance(to)).toBe(6n);
    const status = await wallet.request<{
      status: number;
      atomic: boolean;
      receipts: { transactionHash: Hex }[];
    }>({ method: 'wallet_getCallsStatus', params: [id] });
    expect(status).toMatchObject({ status: 200, atomic: true, chainId: chainKey });
    expect(status.receipts).toHaveLength(1);
    expect(await wallet.request({ method: 'wallet_showCallsStatus', params: [id] })).toBeNull();
    expect(await wallet.request({ method: 'wallet_getCapabilities', params: [address] })).toEqual({
      [chainKey]: { atomic: { status: 'supported' } },
    });
    // Delegated now: the second batch carries no authorization.
    await wallet.request({ method: 'wallet_sendCalls', params: batch(address, [{ to, value: 4n }]) });
    expect(await balance(to)).toBe(10n);
  });

  it('refuses a batch with a reverting middle call before asking; nothing of it is sent', async () => {
    const { wallet, asked, address } = await connectedWallet(8);
    const to = recipient(2);
    const before = await nonce(address);
    const calls = [
      { to, value: 1n },
      { to, value: 10n ** 30n },
      { to, value: 3n },
    ];
    await expect(
      wallet.request({ method: 'wallet_sendCalls', params: batch(address, calls) }),
    ).rejects.toMatchObject({ message: expect.stringMatching(/revert/i) });
    expect(asked).toEqual([]);
    expect(await balance(to)).toBe(0n);
    expect(await nonce(address)).toBe(before);
  });

  it('sends nothing when the user rejects the batch', async () => {
    const { wallet, asked, answer, address } = await connectedWallet(9);
    answer.approve = false;
    const to = recipient(3);
    const before = await nonce(address);
    await expect(
      wallet.request({ method: 'wallet_sendCalls', params: batch(address, [{ to, value: 1n }]) }),
    ).rejects.toMatchObject({ code: RPC_ERROR_CODES.USER_REJECTED });
    expect(asked).toHaveLength(1);
    expect(await nonce(address)).toBe(before);
    expect(await balance(to)).toBe(0n);
  });

  it("answers EIP-5792's own codes: a capability it lacks, a chain it does not know, an id it never gave", async () => {
    const { wallet, asked, address } = await connectedWallet(6);
    const call = [{ to: recipient(4), value: 1n }];
    await expect(
      wallet.request({
        method: 'wallet_sendCalls',
        params: batch(address, call, { capabilities: { paymasterService: { url: 'http://x.test' } } }),
      }),
    ).rejects.toMatchObject({ code: RPC_ERROR_CODES.UNSUPPORTED_NON_OPTIONAL_CAPABILITY });
    await expect(
      wallet.request({ method: 'wallet_sendCalls', params: batch(address, call, { chainId: '0x2105' }) }),
    ).rejects.toMatchObject({ code: RPC_ERROR_CODES.UNSUPPORTED_CHAIN_ID });
    await expect(
      wallet.request({ method: 'wallet_getCallsStatus', params: [`0x${'ab'.repeat(32)}`] }),
    ).rejects.toMatchObject({ code: RPC_ERROR_CODES.UNKNOWN_BUNDLE_ID });
    expect(asked).toEqual([]);
  });

  it("knows nothing of EIP-5792 in the 'no-batch-calls' mode", async () => {
    const { wallet, address } = await connectedWallet(6, 'no-batch-calls');
    for (const [method, params] of [
      ['wallet_getCapabilities', [address]],
      ['wallet_sendCalls', batch(address, [{ to: recipient(5), value: 1n }])],
      ['wallet_getCallsStatus', [`0x${'ab'.repeat(32)}`]],
      ['wallet_showCallsStatus', [`0x${'ab'.repeat(32)}`]],
    ] as const) {
      await expect(wallet.request({ method, params })).rejects.toMatchObject({
        code: RPC_ERROR_CODES.UNSUPPORTED_METHOD,
      });
    }
  });
});
