import { ProviderRpcError } from '@gangway/protocol';
import {
  createPublicClient,
  createWalletClient,
  custom,
  type EIP1193Provider,
  type Hex,
  http,
  numberToHex,
  parseEther,
  stringToHex,
  verifyMessage,
  verifyTypedData,
} from 'viem';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { devAccounts } from '../accounts.ts';
import { revertSnapshot, takeSnapshot } from '../chains/snapshot.ts';
import { type Devnet, startChains } from '../devnet.ts';
import { jsonRpc } from '../json-rpc.ts';
import { createDevWalletProvider, MALFORMED_CHAIN_ID } from './provider.ts';
import { createMemoryStorage } from './storage.ts';
import type {
  DevWalletApprovalRequest,
  DevWalletChain,
  DevWalletEventMap,
  DevWalletOptions,
  DevWalletProvider,
  DevWalletStorage,
} from './types.ts';

let devnet: Devnet;
let ethereum: DevWalletChain;
let base: DevWalletChain;
let snapshots: Hex[] = [];
const [account0, account1] = devAccounts();

beforeAll(async () => {
  devnet = await startChains({ chainIds: [1, 8453], basePort: 'auto', deployContracts: false });
  ethereum = devnet.chains[0]!;
  base = devnet.chains[1]!;
});
afterAll(() => devnet?.stop());
beforeEach(async () => {
  snapshots = await Promise.all(devnet.chains.map((chain) => takeSnapshot(chain.rpcUrl)));
});
afterEach(async () => {
  await Promise.all(devnet.chains.map((chain, index) => revertSnapshot(chain.rpcUrl, snapshots[index]!)));
});

interface Harness {
  wallet: DevWalletProvider;
  asked: DevWalletApprovalRequest[];
  answer: { approve: boolean };
  storage: DevWalletStorage;
}

function harness(options: Partial<DevWalletOptions> = {}): Harness {
  const asked: DevWalletApprovalRequest[] = [];
  const answer = { approve: true };
  const storage = options.storage ?? createMemoryStorage();
  const wallet = createDevWalletProvider({
    chains: [ethereum],
    addableChains: [base],
    storage,
    origin: 'http://demo.test',
    approve: async (request) => {
      asked.push(request);
      return answer.approve;
    },
    ...options,
  });
  return { wallet, asked, answer, storage };
}

async function connected(options: Partial<DevWalletOptions> = {}): Promise<Harness> {
  const h = harness(options);
  await h.wallet.request({ method: 'eth_requestAccounts' });
  h.asked.length = 0;
  return h;
}

function record<E extends 'accountsChanged' | 'chainChanged'>(
  wallet: DevWalletProvider,
  event: E,
): Parameters<DevWalletEventMap[E]>[0][] {
  const seen: Parameters<DevWalletEventMap[E]>[0][] = [];
  wallet.on(event, ((payload: Parameters<DevWalletEventMap[E]>[0]) =>
    seen.push(payload)) as DevWalletEventMap[E]);
  return seen;
}

const addBaseParams = () => [
  {
    chainId: '0x2105',
    chainName: 'Base',
    rpcUrls: [base.rpcUrl],
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    blockExplorerUrls: ['https://basescan.org'],
    iconUrls: ['https://example.test/base.png'],
  },
];

describe('dev wallet provider: chain and connection basics', () => {
  it('answers the chain id in hex and net_version in decimal, and emits connect', async () => {
    const { wallet } = harness();
    const connects: unknown[] = [];
    wallet.on('connect', (info) => connects.push(info));
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x1');
    expect(await wallet.request({ method: 'net_version' })).toBe('1');
    expect(connects).toEqual([{ chainId: '0x1' }]);
  });

  it('forwards read methods to the current chain', async () => {
    const { wallet } = harness();
    const balance = await wallet.request({ method: 'eth_getBalance', params: [account0!.address, 'latest'] });
    expect(BigInt(balance as Hex)).toBeGreaterThan(0n);
    expect(await wallet.request({ method: 'eth_blockNumber' })).toBe(
      await jsonRpc(ethereum.rpcUrl, 'eth_blockNumber'),
    );
  });

  it('rejects unsupported methods with 4200 and malformed requests with -32600', async () => {
    const { wallet } = harness();
    for (const method of ['eth_sign', 'anvil_mine', 'evm_snapshot', 'wallet_doesNotExist']) {
      await expect(wallet.request({ method })).rejects.toMatchObject({ code: 4200 });
    }
    await expect(wallet.request({ method: '' })).rejects.toMatchObject({ code: -32600 });
    await expect(wallet.request({ method: 'eth_chainId', params: 'x' as never })).rejects.toMatchObject({
      code: -32600,
    });
  });
});

describe('dev wallet provider: accounts and permissions', () => {
  it('asks before exposing accounts, then remembers the site', async () => {
    const { wallet, asked } = harness();
    const changes = record(wallet, 'accountsChanged');
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([]);
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([account0!.address]);
    expect(asked).toMatchObject([
      { kind: 'connect', method: 'eth_requestAccounts', origin: 'http://demo.test' },
    ]);
    expect(changes).toEqual([[account0!.address]]);
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([account0!.address]);
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([account0!.address]);
    expect(asked).toHaveLength(1);
  });

  it('rejects with 4001 when the user declines, and -32002 while a connect prompt is open', async () => {
    const { wallet, answer } = harness();
    answer.approve = false;
    await expect(wallet.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    });
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([]);

    let release: (approved: boolean) => void = () => {};
    const slow = createDevWalletProvider({
      chains: [ethereum],
      approve: () => new Promise<boolean>((resolve) => (release = resolve)),
    });
    const first = slow.request({ method: 'eth_requestAccounts' });
    await expect(slow.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: -32002 });
    release(true);
    expect(await first).toEqual([account0!.address]);
  });

  it('keeps the permission, chain and account across provider instances sharing storage', async () => {
    const storage = createMemoryStorage();
    const first = await connected({ storage, chains: [ethereum, base] });
    first.wallet.controls.switchAccount(1);
    first.wallet.controls.switchChain(8453);

    const reloaded = harness({ storage, chains: [ethereum, base] });
    expect(await reloaded.wallet.request({ method: 'eth_accounts' })).toEqual([account1!.address]);
    expect(await reloaded.wallet.request({ method: 'eth_chainId' })).toBe('0x2105');
    expect(await reloaded.wallet.request({ method: 'eth_requestAccounts' })).toEqual([account1!.address]);
    expect(reloaded.asked).toEqual([]);

    const otherSite = harness({ storage, origin: 'http://other.test' });
    expect(await otherSite.wallet.request({ method: 'eth_accounts' })).toEqual([]);
  });

  it('grants, reports and revokes permissions (EIP-2255)', async () => {
    const { wallet, asked } = harness();
    const changes = record(wallet, 'accountsChanged');
    const granted = await wallet.request({
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    });
    expect(asked).toMatchObject([{ kind: 'permissions' }]);
    expect(granted).toMatchObject([
      {
        parentCapability: 'eth_accounts',
        invoker: 'http://demo.test',
        caveats: [{ type: 'restrictReturnedAccounts', value: [account0!.address] }],
      },
    ]);
    expect(await wallet.request({ method: 'wallet_getPermissions' })).toEqual(granted);

    expect(
      await wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
    ).toBeNull();
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([]);
    expect(await wallet.request({ method: 'wallet_getPermissions' })).toEqual([]);
    expect(changes).toEqual([[account0!.address], []]);

    for (const params of [[], [{}], [{ eth_accounts: {}, snap: {} }], [{ eth_accounts: 1 }]]) {
      await expect(wallet.request({ method: 'wallet_revokePermissions', params })).rejects.toMatchObject({
        code: -32602,
      });
    }
  });

  it('emits accountsChanged when the user switches account, only to a permitted site', async () => {
    const { wallet } = harness();
    const changes = record(wallet, 'accountsChanged');
    wallet.controls.switchAccount(1);
    expect(changes).toEqual([]);
    await wallet.request({ method: 'eth_requestAccounts' });
    wallet.controls.switchAccount(0);
    expect(changes).toEqual([[account1!.address], [account0!.address]]);
    expect(() => wallet.controls.switchAccount(10)).toThrow(RangeError);
  });

  it('forgets the site when the user disconnects it in the wallet', async () => {
    const { wallet } = await connected();
    const changes = record(wallet, 'accountsChanged');
    wallet.controls.revokeSite();
    expect(changes).toEqual([[]]);
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([]);
  });
});

describe('dev wallet provider: chains', () => {
  it('answers 4902 for a chain it does not know, then adds it and switches', async () => {
    const { wallet, asked } = harness();
    const chainChanges = record(wallet, 'chainChanged');
    const switchToBase = { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] };
    await expect(wallet.request(switchToBase)).rejects.toMatchObject({
      code: 4902,
      message: expect.stringContaining('wallet_addEthereumChain'),
    });
    expect(asked).toEqual([]);

    expect(await wallet.request({ method: 'wallet_addEthereumChain', params: addBaseParams() })).toBeNull();
    expect(asked).toMatchObject([
      { kind: 'add-chain', summary: expect.arrayContaining(['Add network: Base (8453)']) },
    ]);
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x2105');
    expect(chainChanges).toEqual(['0x2105']);

    await jsonRpc(base.rpcUrl, 'anvil_mine', ['0x7']);
    expect(await wallet.request({ method: 'eth_blockNumber' })).toBe(
      await jsonRpc(base.rpcUrl, 'eth_blockNumber'),
    );

    expect(
      await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).toBeNull();
    expect(await wallet.request(switchToBase)).toBeNull();
    expect(chainChanges).toEqual(['0x2105', '0x1', '0x2105']);
    expect(wallet.controls.state().knownChains.map((chain) => chain.chainId)).toEqual([1, 8453]);
  });

  it('needs approval to switch chain and rejects with 4001 when declined', async () => {
    const { wallet, answer, asked } = harness({ chains: [ethereum, base] });
    answer.approve = false;
    await expect(
      wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] }),
    ).rejects.toMatchObject({ code: 4001 });
    expect(asked).toMatchObject([
      { kind: 'switch-chain', summary: ['Switch from Ethereum (1) to Base (8453)'] },
    ]);
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x1');
    expect(
      await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).toBeNull();
  });

  it('validates wallet_addEthereumChain and wallet_switchEthereumChain params (-32602)', async () => {
    const { wallet, asked } = harness();
    const valid = addBaseParams()[0]!;
    const invalid: unknown[] = [
      [],
      ['0x2105'],
      [{ ...valid, chainId: '8453' }],
      [{ ...valid, chainId: '0x02105' }],
      [{ ...valid, chainId: 8453 }],
      [{ ...valid, chainName: '' }],
      [{ ...valid, rpcUrls: [] }],
      [{ ...valid, rpcUrls: ['not a url'] }],
      [{ ...valid, rpcUrls: ['ftp://example.test'] }],
      [{ ...valid, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 6 } }],
      [{ ...valid, nativeCurrency: { name: 'Ether', symbol: 'E', decimals: 18 } }],
      [{ ...valid, blockExplorerUrls: 'https://basescan.org' }],
      [{ ...valid, iconUrls: [42] }],
      [{ ...valid, extra: true }],
    ];
    for (const params of invalid) {
      await expect(
        wallet.request({ method: 'wallet_addEthereumChain', params: params as unknown[] }),
      ).rejects.toMatchObject({ code: -32602 });
    }
    for (const params of [[], [{ chainId: '0x' }], [{ chainId: '0x0' }], [{ chainId: '0x1', extra: 1 }]]) {
      await expect(wallet.request({ method: 'wallet_switchEthereumChain', params })).rejects.toMatchObject({
        code: -32602,
      });
    }
    expect(asked).toEqual([]);
  });

  it('refuses to add a chain whose RPC answers another chain id', async () => {
    const { wallet } = harness();
    const params = [{ ...addBaseParams()[0]!, rpcUrls: [ethereum.rpcUrl] }];
    await expect(wallet.request({ method: 'wallet_addEthereumChain', params })).rejects.toMatchObject({
      code: -32602,
      message: expect.stringContaining('does not match'),
    });
  });

  it('emits chainChanged when the user moves the wallet to another chain', async () => {
    const { wallet } = harness({ chains: [ethereum, base] });
    const chainChanges = record(wallet, 'chainChanged');
    wallet.controls.switchChain(8453);
    expect(chainChanges).toEqual(['0x2105']);
    expect(() => wallet.controls.switchChain(10)).toThrow(RangeError);
  });
});

describe('dev wallet provider: signing and sending', () => {
  it('signs personal_sign messages (UTF-8 and hex) that viem verifies', async () => {
    const { wallet, asked } = await connected();
    const text = 'Sign in to Gangway\nNonce: 42';
    const utf8 = (await wallet.request({
      method: 'personal_sign',
      params: [text, account0!.address],
    })) as Hex;
    expect(await verifyMessage({ address: account0!.address, message: text, signature: utf8 })).toBe(true);
    const hex = (await wallet.request({
      method: 'personal_sign',
      params: [stringToHex(text), account0!.address.toLowerCase()],
    })) as Hex;
    expect(hex).toBe(utf8);
    expect(asked.map((request) => request.summary)).toEqual([[`Message: ${text}`], [`Message: ${text}`]]);
  });

  it('refuses signing for unconnected sites or other accounts (4100) and when declined (4001)', async () => {
    const fresh = harness();
    await expect(
      fresh.wallet.request({ method: 'personal_sign', params: ['hi', account0!.address] }),
    ).rejects.toMatchObject({ code: 4100 });
    const { wallet, answer } = await connected();
    await expect(
      wallet.request({ method: 'personal_sign', params: ['hi', account1!.address] }),
    ).rejects.toMatchObject({
      code: 4100,
    });
    await expect(wallet.request({ method: 'personal_sign', params: ['hi'] })).rejects.toMatchObject({
      code: -32602,
    });
    await expect(wallet.request({ method: 'personal_sign', params: ['hi', '0x1234'] })).rejects.toMatchObject(
      {
        code: -32602,
      },
    );
    answer.approve = false;
    await expect(
      wallet.request({ method: 'personal_sign', params: ['hi', account0!.address] }),
    ).rejects.toMatchObject({ code: 4001 });
  });

  it('signs eth_signTypedData_v4 that viem verifies, and checks the domain chain', async () => {
    const { wallet } = await connected();
    const typedData = {
      domain: { name: 'Gangway', version: '1', chainId: 1, verifyingContract: account1!.address },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        Mail: [
          { name: 'to', type: 'address' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      message: { to: account1!.address, contents: 'hello' },
    } as const;
    const signature = (await wallet.request({
      method: 'eth_signTypedData_v4',
      params: [account0!.address, JSON.stringify(typedData)],
    })) as Hex;
    const { EIP712Domain: _declaredDomain, ...types } = typedData.types;
    const verified = await verifyTypedData({ ...typedData, types, address: account0!.address, signature });
    expect(verified).toBe(true);

    const otherChain = { ...typedData, domain: { ...typedData.domain, chainId: 137 } };
    await expect(
      wallet.request({ method: 'eth_signTypedData_v4', params: [account0!.address, otherChain] }),
    ).rejects.toMatchObject({ code: -32602 });
    for (const bad of ['{not json', { types: {}, primaryType: 'Missing', message: {} }, 7]) {
      await expect(
        wallet.request({ method: 'eth_signTypedData_v4', params: [account0!.address, bad] }),
      ).rejects.toMatchObject({ code: -32602 });
    }
  });

  it('signs eth_sendTransaction locally and the transaction is mined on anvil', async () => {
    const { wallet, asked } = await connected();
    const client = createPublicClient({ transport: http(ethereum.rpcUrl), pollingInterval: 10 });
    const before = await client.getBalance({ address: account1!.address });
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: account0!.address, to: account1!.address, value: numberToHex(parseEther('1.5')) }],
    })) as Hex;
    const receipt = await client.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(account0!.address.toLowerCase());
    expect(await client.getBalance({ address: account1!.address })).toBe(before + parseEther('1.5'));
    expect(asked[0]?.summary).toEqual([
      'Network: Ethereum (1)',
      `To: ${account1!.address}`,
      'Value: 1.5 ETH',
    ]);

    const legacy = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: account0!.address, to: account1!.address, value: '0x1', gasPrice: '0x77359400' }],
    })) as Hex;
    expect((await client.waitForTransactionReceipt({ hash: legacy })).status).toBe('success');
  });

  it('validates transactions and passes node errors through', async () => {
    const { wallet, answer } = await connected();
    const from = account0!.address;
    for (const tx of [
      { to: account1!.address },
      { from, to: '0x12' },
      { from, to: account1!.address, value: 12 },
      { from, to: account1!.address, data: 'zz' },
      { from },
      { from, to: account1!.address, chainId: '0x89' },
    ]) {
      await expect(wallet.request({ method: 'eth_sendTransaction', params: [tx] })).rejects.toMatchObject({
        code: -32602,
      });
    }
    await expect(
      wallet.request({ method: 'eth_sendTransaction', params: [{ from: account1!.address, to: from }] }),
    ).rejects.toMatchObject({ code: 4100 });
    const tooMuch = { from, to: account1!.address, value: numberToHex(parseEther('1000000')) };
    // The node's own error (anvil: -32003 insufficient funds) reaches the app unchanged.
    await expect(wallet.request({ method: 'eth_sendTransaction', params: [tooMuch] })).rejects.toMatchObject({
      code: -32003,
      message: expect.stringMatching(/insufficient funds/i),
    });
    answer.approve = false;
    await expect(
      wallet.request({ method: 'eth_sendTransaction', params: [{ from, to: account1!.address }] }),
    ).rejects.toMatchObject({ code: 4001 });
  });
});

describe('dev wallet provider: viem interop', () => {
  it('fits viem’s EIP1193Provider type and drives a viem wallet client', async () => {
    const { wallet } = harness({ chains: [ethereum, base] });
    const provider: EIP1193Provider = wallet;
    const client = createWalletClient({ transport: custom(provider) });
    const [address] = await client.requestAddresses();
    expect(address).toBe(account0!.address);
    expect(await client.getChainId()).toBe(1);
    await client.switchChain({ id: 8453 });
    expect(await client.getChainId()).toBe(8453);
    const signature = await client.signMessage({ account: address!, message: 'viem' });
    expect(await verifyMessage({ address: address!, message: 'viem', signature })).toBe(true);
    const hash = await client.sendTransaction({
      account: address!,
      chain: null,
      to: account1!.address,
      value: 1n,
    });
    const receipt = await createPublicClient({
      transport: http(base.rpcUrl),
      pollingInterval: 10,
    }).waitForTransactionReceipt({
      hash,
    });
    expect(receipt.status).toBe('success');
  });
});

describe('dev wallet provider: failures and misbehaviour', () => {
  it('emits disconnect and answers 4900 while disconnected, then reconnects', async () => {
    const { wallet } = harness();
    const seen: unknown[] = [];
    wallet.on('disconnect', (error) => seen.push(error));
    wallet.on('connect', (info) => seen.push(info));
    await Promise.resolve();
    seen.length = 0;
    wallet.controls.setConnected(false);
    await expect(wallet.request({ method: 'eth_chainId' })).rejects.toMatchObject({ code: 4900 });
    wallet.controls.setConnected(true);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBeInstanceOf(ProviderRpcError);
    expect(seen[0]).toMatchObject({ code: 4900, message: expect.any(String) });
    expect(seen[1]).toEqual({ chainId: '0x1' });
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x1');
  });

  it('answers 4901 when the chain RPC is unreachable', async () => {
    const dead: DevWalletChain = { ...ethereum, rpcUrl: 'http://127.0.0.1:9' };
    const { wallet } = harness({ chains: [dead] });
    await expect(wallet.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({ code: 4901 });
  });

  it('stops emitting to removed listeners', async () => {
    const { wallet } = harness({ chains: [ethereum, base] });
    const seen: string[] = [];
    const listener = (chainId: string) => seen.push(chainId);
    wallet.on('chainChanged', listener);
    wallet.controls.switchChain(8453);
    wallet.removeListener('chainChanged', listener);
    wallet.controls.switchChain(1);
    expect(seen).toEqual(['0x2105']);
  });

  it('can answer a malformed chain id', async () => {
    const { wallet } = harness({ chains: [ethereum, base], misbehaviour: 'bad-chain-id' });
    const chainChanges = record(wallet, 'chainChanged');
    expect(await wallet.request({ method: 'eth_chainId' })).toBe(MALFORMED_CHAIN_ID);
    wallet.controls.switchChain(8453);
    expect(chainChanges).toEqual([MALFORMED_CHAIN_ID]);
    wallet.controls.setMisbehaviour(null);
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x2105');
  });

  it('can answer no accounts to eth_requestAccounts', async () => {
    const { wallet, asked } = harness({ misbehaviour: 'no-accounts' });
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('can throw a plain string or an object without a code from prompting methods', async () => {
    const { wallet } = harness();
    wallet.controls.setMisbehaviour('non-standard-error');
    const thrown = await wallet.request({ method: 'eth_requestAccounts' }).catch((error: unknown) => error);
    expect(typeof thrown).toBe('string');
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x1');

    wallet.controls.setMisbehaviour('error-without-code');
    const object = await wallet
      .request({ method: 'personal_sign', params: ['hi', account0!.address] })
      .catch((error: unknown) => error);
    expect(object).toEqual({ message: expect.any(String) });
    expect(object).not.toBeInstanceOf(Error);
  });

  it('can refuse every prompt at once, or leave it hanging, without asking', async () => {
    const { wallet, asked } = harness({ misbehaviour: 'reject' });
    await expect(wallet.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 4001 });
    wallet.controls.setMisbehaviour('hang');
    const hanging = wallet.request({ method: 'eth_requestAccounts' });
    const outcome = await Promise.race([
      hanging.then(() => 'settled'),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 100)),
    ]);
    expect(outcome).toBe('pending');
    expect(asked).toEqual([]);
  });
});
