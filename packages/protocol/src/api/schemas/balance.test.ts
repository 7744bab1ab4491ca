import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  BalanceQuerySchema,
  BalanceResponseSchema,
  NATIVE_TOKEN_ADDRESS,
  type TokenBalance,
} from './balance.ts';
import { FungiblePriceRequestSchema, FungiblePriceResponseSchema } from './prices.ts';

const usdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1' as TokenBalance['chainId'],
  address: 'eip155:1:0x5fbdb2315678afecb367f032d93f642f64180aa3' as TokenBalance['address'],
  value: 1250.5,
  price: 1,
  quantity: { decimals: '6', numeric: '1250.5' },
  iconUrl: 'http://127.0.0.1:8787/public/getTokenImage/USDC?projectId=demo',
};

describe('balance', () => {
  it('accepts SPEC §3 token balances, the native one with the native address', () => {
    const native = { ...usdc, symbol: 'ETH', address: `eip155:1:${NATIVE_TOKEN_ADDRESS}` };
    expect(z.parse(BalanceResponseSchema, { balances: [usdc, native] }).balances).toHaveLength(2);
  });

  it('rejects non-CAIP chain ids and addresses and non-decimal quantities', () => {
    for (const bad of [
      { ...usdc, chainId: '1' },
      { ...usdc, address: '0x5fbdb2315678afecb367f032d93f642f64180aa3' },
      { ...usdc, quantity: { decimals: '6', numeric: '1e3' } },
      { ...usdc, value: '1' },
    ]) {
      expect(z.safeParse(BalanceResponseSchema, { balances: [bad] }).success).toBe(false);
    }
  });

  it('reads the query', () => {
    expect(z.parse(BalanceQuerySchema, { projectId: 'p', currency: 'usd', chainId: 'eip155:137' })).toEqual({
      projectId: 'p',
      currency: 'usd',
      chainId: 'eip155:137',
    });
    expect(z.safeParse(BalanceQuerySchema, { projectId: 'p', currency: 'eur' }).success).toBe(false);
  });
});

describe('fungible prices', () => {
  it('takes 1 to 100 CAIP-10 addresses in usd', () => {
    const address = usdc.address;
    expect(z.safeParse(FungiblePriceRequestSchema, { currency: 'usd', addresses: [address] }).success).toBe(
      true,
    );
    expect(z.safeParse(FungiblePriceRequestSchema, { currency: 'usd', addresses: [] }).success).toBe(false);
    const many = Array.from({ length: 101 }, () => address);
    expect(z.safeParse(FungiblePriceRequestSchema, { currency: 'usd', addresses: many }).success).toBe(false);
  });

  it('reads the answer', () => {
    const fungible = { name: 'USD Coin', symbol: 'USDC', iconUrl: '', price: 1, address: usdc.address };
    expect(z.parse(FungiblePriceResponseSchema, { fungibles: [fungible] }).fungibles).toEqual([fungible]);
  });
});
