import { RPC_TIMEOUT_MS } from '@gangway/core';
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
    const relay = { maxMessageBytes: 1_024, clientPublishRate: { perSecond: 5, burst: 10 } };
    expect(resolveConfig({ relay }).relay).toEqual({ ...DEFAULT_RELAY, ...relay });
    expect(resolveConfig({ relay: { enabled: false } }).relay.enabled).toBe(false);
    expect(() => resolveConfig({ relay: { maxSubscriptionsPerClient: 0 } })).toThrow(
      /relay\.maxSubscriptionsPerClient: Too small/,
    );
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
    expect(attempt).toThrow(/chains\.solana: must be an eip155 or solana CAIP-2 chain id/);
    expect(attempt).toThrow(/\(root\): .*extra/);
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
    expect(attempt).toThrow(/tokens: only eip155 chains list tokens/);
    expect(attempt).toThrow(/prices\.source: uniswapV2 prices only exist on eip155 chains/);
    expect(() => resolveConfig({ chains: { 'solana:short': { rpcUrls: ['http://a'] } } })).toThrow(
      /must be an eip155 or solana CAIP-2 chain id/,
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
