import { RPC_TIMEOUT_MS } from '@gangway/protocol';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './loadConfig.ts';
import {
  ConfigError,
  DEFAULT_DATA_DIR,
  DEFAULT_PORT,
  DEFAULT_RELAY,
  resolveConfig,
} from './resolveConfig.ts';

describe('configuration', () => {
  it('fills defaults', () => {
    const config = resolveConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: DEFAULT_PORT,
      dataDir: DEFAULT_DATA_DIR,
      analyticsEnabled: true,
      rpcTimeoutMs: RPC_TIMEOUT_MS,
      chains: [],
      relay: DEFAULT_RELAY,
    });
  });

  it('takes relay limits and refuses bad ones', () => {
    const relay = { maxMessageBytes: 1_024, connectionRate: { perSecond: 5, burst: 10 } };
    expect(resolveConfig({ relay }).relay).toEqual({ ...DEFAULT_RELAY, ...relay });
    expect(resolveConfig({ relay: { enabled: false } }).relay.enabled).toBe(false);
    expect(() => resolveConfig({ relay: { maxSubscriptionsPerClient: 0 } })).toThrow(
      /relay\.maxSubscriptionsPerClient: Too small/,
    );
    expect(() => resolveConfig({ relay: { mailboxBytesPerTopic: 1_000 } })).toThrow(
      /relay\.mailboxBytesPerTopic: must be at least relay\.maxMessageBytes/,
    );
  });

  it('refuses trustProxy: true, and takes a hop count or the proxies’ addresses and CIDRs', () => {
    expect(() => resolveConfig({ trustProxy: true })).toThrow(
      /trustProxy: true would believe any X-Forwarded-For/,
    );
    expect(resolveConfig({ trustProxy: 2 }).trustProxy).toBe(2);
    expect(resolveConfig({ trustProxy: false }).trustProxy).toBe(false);
    const proxies = ['10.0.0.0/8', '192.0.2.7', '2001:db8::/32', '::1'];
    expect(resolveConfig({ trustProxy: proxies }).trustProxy).toEqual(proxies);
    for (const bad of [['10.0.0.0/33'], ['2001:db8::/129'], ['proxy.example'], ['10.0.0.1/8/1'], []]) {
      expect(() => resolveConfig({ trustProxy: bad }), JSON.stringify(bad)).toThrow(/trustProxy/);
    }
    expect(() => resolveConfig({ trustProxy: 0 })).toThrow(/trustProxy: Too small/);
  });

  it('names every bad field', () => {
    const attempt = () =>
      resolveConfig({
        port: 70_000,
        operatorToken: 'short',
        chains: { 'eip155:1': { rpcUrls: ['ftp://x'] }, solana: { rpcUrls: ['http://a'] } },
        extra: true,
      });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/port: Too big/);
    expect(attempt).toThrow(/operatorToken: must be at least 16 characters/);
    expect(attempt).toThrow(/chains\.eip155:1\.rpcUrls\[0\]: must be an http\(s\) URL/);
    expect(attempt).toThrow(/chains\.solana: must be an eip155, solana or bip122 CAIP-2 chain id/);
    expect(attempt).toThrow(/\(root\): .*extra/);
  });

  it("takes the e-mail cooldown, SPEC's 30 s by default, and refuses one under a second or over an hour", () => {
    expect(resolveConfig({}).embedded.emailCooldownSeconds).toBe(30);
    expect(resolveConfig({ embedded: { emailCooldownSeconds: 4 } }).embedded.emailCooldownSeconds).toBe(4);
    for (const emailCooldownSeconds of [0, 1.5, 3_601])
      expect(() => resolveConfig({ embedded: { emailCooldownSeconds } })).toThrow(
        /embedded\.emailCooldownSeconds/,
      );
  });

  it('takes a bundler and a paymaster URL on EVM chains only', () => {
    const evm = {
      rpcUrls: ['http://node'],
      bundlerUrl: 'https://bundler.example/v2/1/rpc?apikey=secret',
      paymasterUrl: 'https://paymaster.example/1',
    };
    expect(resolveConfig({ chains: { 'eip155:1': evm } }).chains[0]).toMatchObject({
      bundlerUrl: evm.bundlerUrl,
      paymasterUrl: evm.paymasterUrl,
    });
    expect(resolveConfig({ chains: { 'eip155:1': { rpcUrls: ['http://node'] } } }).chains[0]).toMatchObject({
      bundlerUrl: undefined,
      paymasterUrl: undefined,
    });
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
    const attempt = () =>
      resolveConfig({
        chains: {
          [solana]: { rpcUrls: ['http://a'], bundlerUrl: 'http://b' },
          'eip155:10': { rpcUrls: ['http://a'], paymasterUrl: 'ws://p' },
        },
      });
    expect(attempt).toThrow(new RegExp(`chains\\.${solana}\\.bundlerUrl: solana chains take no bundlerUrl`));
    expect(attempt).toThrow(/chains\.eip155:10\.paymasterUrl: must be an http\(s\) URL/);
  });

  it('takes solana chains with SOL as their default currency, and refuses EVM tokens and prices on them', () => {
    const id = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
    expect(resolveConfig({ chains: { [id]: { rpcUrls: ['http://a'] } } }).chains).toEqual([
      expect.objectContaining({ id, nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 } }),
    ]);
    const attempt = () =>
      resolveConfig({
        chains: {
          [id]: {
            rpcUrls: ['http://a'],
            tokens: [{ address: `0x${'1'.repeat(40)}` }],
            prices: {
              source: 'uniswapV2',
              factory: `0x${'2'.repeat(40)}`,
              stablecoin: `0x${'3'.repeat(40)}`,
            },
          },
        },
      });
    expect(attempt).toThrow(/tokens: solana chains take no tokens/);
    expect(attempt).toThrow(/prices\.source: uniswapV2 prices only exist on eip155 chains/);
    expect(() => resolveConfig({ chains: { 'solana:short': { rpcUrls: ['http://a'] } } })).toThrow(
      /must be an eip155, solana or bip122 CAIP-2 chain id/,
    );
  });

  it('takes solana mints and bip122 Esplora upstreams, with BTC by default and the network from the chain id', () => {
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
    const mint = 'AECzBRhRHpHhBmuPoAhzY3caL9WNFRrXAzRK2mkjfiZx';
    const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328';
    const config = resolveConfig({
      chains: {
        [solana]: {
          rpcUrls: ['http://a'],
          mints: [{ address: mint, name: 'USD Coin', symbol: 'USDC', decimals: 6 }],
          prices: { source: 'fixed', prices: { native: 150, [mint]: 1 } },
        },
        [regtest]: {
          esploraUrls: ['http://e1', 'http://e2'],
          prices: { source: 'fixed', prices: { native: 1 } },
        },
        'bip122:00000000000000000000000000000001': { esploraUrls: ['http://e'], network: 'testnet' },
      },
    });
    expect(config.chains).toEqual([
      expect.objectContaining({
        id: solana,
        mints: [expect.objectContaining({ address: mint })],
        esploraUrls: [],
      }),
      expect.objectContaining({
        id: regtest,
        rpcUrls: [],
        esploraUrls: ['http://e1', 'http://e2'],
        network: 'regtest',
        nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      }),
      expect.objectContaining({ network: 'testnet' }),
    ]);
  });

  it('says which fields a namespace takes and which it lacks', () => {
    const attempt = () =>
      resolveConfig({
        chains: {
          'bip122:000000000019d6689c085ae165831e93': {
            rpcUrls: ['http://a'],
            mints: [{ address: '11111111111111111111111111111111', name: 'x', symbol: 'X', decimals: 0 }],
            prices: { source: 'fixed', prices: { native: 1, [`0x${'1'.repeat(40)}`]: 2 } },
          },
          'bip122:00000000000000000000000000000001': { esploraUrls: ['http://e'] },
          'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': {
            esploraUrls: ['http://e'],
            mints: [{ address: 'not-base58!', name: 'x', symbol: 'X', decimals: 6 }],
          },
          'eip155:1': {
            rpcUrls: ['http://a'],
            prices: { source: 'fixed', prices: { '11111111111111111111111111111111': 1 } },
          },
        },
      });
    expect(attempt).toThrow(
      /bip122:000000000019d6689c085ae165831e93\.esploraUrls: required on bip122 chains/,
    );
    expect(attempt).toThrow(
      /bip122:000000000019d6689c085ae165831e93\.rpcUrls: bip122 chains take no rpcUrls/,
    );
    expect(attempt).toThrow(/bip122:000000000019d6689c085ae165831e93\.mints: bip122 chains take no mints/);
    expect(attempt).toThrow(
      /prices\.prices\.0x1{40}: on bip122 chains a price key is "native" or nothing else/,
    );
    expect(attempt).toThrow(
      /bip122:00000000000000000000000000000001\.network: required: the chain id is not a known Bitcoin network/,
    );
    expect(attempt).toThrow(/solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\.rpcUrls: required on solana chains/);
    expect(attempt).toThrow(
      /solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\.mints\[0\]\.address: must be a base58 Solana address/,
    );
    expect(attempt).toThrow(
      /eip155:1\.prices\.prices\.1{32}: on eip155 chains a price key is "native" or an ERC20 address/,
    );
  });

  it('reads the environment over the file', () => {
    const config = loadConfig(
      {
        GANGWAY_PORT: '9000',
        DATABASE_URL: 'postgres://u@h/db',
        GANGWAY_ANALYTICS: 'off',
        GANGWAY_RPC_TIMEOUT_MS: '500',
      },
      undefined,
    );
    expect(config).toMatchObject({
      port: 9000,
      databaseUrl: 'postgres://u@h/db',
      analyticsEnabled: false,
      rpcTimeoutMs: 500,
    });
    expect(() => loadConfig({ GANGWAY_PORT: 'eighty' }, undefined)).toThrow(
      'GANGWAY_PORT must be a whole number',
    );
    expect(() => loadConfig({}, '/nonexistent/gangway.json')).toThrow(/Cannot read the configuration file/);
  });
});
