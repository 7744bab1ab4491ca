import { defineNetwork } from '@gangway/core';
import { describe, expect, it } from 'vitest';
import { addEthereumChainParameters } from './addEthereumChainParameters.ts';
import { evmChainId } from './evmChainId.ts';

const base = defineNetwork({
  id: 8453,
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.base.org', 'https://base.example'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
  assets: { imageId: 'base', imageUrl: 'https://example.com/base.png' },
});

describe('addEthereumChainParameters', () => {
  it('builds SPEC §7 parameters from a network', () => {
    expect(addEthereumChainParameters(base)).toStrictEqual({
      chainId: '0x2105',
      rpcUrls: ['https://mainnet.base.org', 'https://base.example'],
      chainName: 'Base',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      blockExplorerUrls: ['https://basescan.org'],
      iconUrls: ['https://example.com/base.png'],
    });
  });

  it('leaves out explorer and icon when the network has none', () => {
    const { blockExplorers: _, assets: __, ...bare } = base;
    expect(Object.keys(addEthereumChainParameters(bare))).toEqual([
      'chainId',
      'rpcUrls',
      'chainName',
      'nativeCurrency',
    ]);
  });
});

describe('evmChainId', () => {
  it('reads numeric and numeric-string ids; refuses others with INVALID_CHAIN_ID', () => {
    expect(evmChainId(base)).toBe(8453);
    expect(evmChainId({ ...base, id: '137' })).toBe(137);
    expect(() => evmChainId({ ...base, id: 'mainnet' })).toThrow(
      expect.objectContaining({ code: 'INVALID_CHAIN_ID' }),
    );
    expect(() => evmChainId({ ...base, chainNamespace: 'solana' })).toThrow(
      expect.objectContaining({ code: 'INVALID_CHAIN_ID' }),
    );
  });
});
