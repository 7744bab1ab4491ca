import type { TokenBalance } from '@gangway/protocol';
import { NATIVE_TOKEN_ADDRESS, visitorMessage } from '@gangway/protocol';
import { describe, expect, it } from 'vitest';
import { SEND_MESSAGES } from '../errors/sendMessages.ts';
import { USER_MESSAGES } from '../errors/userMessages.ts';
import { unsupportedNetwork } from '../networks/unsupportedNetwork.ts';
import { ADDRESS_TESTS } from '../testing/addressTests.ts';
import { testBitcoin, testMainnet } from '../testing/networks.ts';
import { maxAmount, validateSend } from './validateSend.ts';

const RECEIVER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const USDC_ADDRESS = '0x5fbdb2315678afecb367f032d93f642f64180aa3';

function token(symbol: string, numeric: string, decimals: string, address: string): TokenBalance {
  return {
    name: symbol,
    symbol,
    chainId: testMainnet.caipNetworkId,
    address: `eip155:1:${address}` as TokenBalance['address'],
    value: 0,
    price: 0,
    quantity: { decimals, numeric },
    iconUrl: '',
  };
}
const eth = token('ETH', '1', '18', NATIVE_TOKEN_ADDRESS);
const usdc = token('USDC', '100', '6', USDC_ADDRESS);
const base = {
  network: testMainnet,
  token: eth,
  amount: '0.5',
  receiver: RECEIVER,
  fee: 1000n,
  nativeBalance: 10n ** 18n,
  addressTests: ADDRESS_TESTS,
};

describe('validateSend', () => {
  it('passes a valid form with the amount in base units', () => {
    expect(validateSend(base)).toEqual({ ok: true, value: 5n * 10n ** 17n });
  });

  it('follows SPEC §5 and §8 in order', () => {
    expect(validateSend({ ...base, network: testBitcoin })).toEqual({
      ok: false,
      message: visitorMessage(USER_MESSAGES, 'UNSUPPORTED_CHAIN'),
    });
    expect(validateSend({ ...base, network: unsupportedNetwork('eip155:999' as never) })).toEqual({
      ok: false,
      message: visitorMessage(USER_MESSAGES, 'UNSUPPORTED_CHAIN'),
    });
    expect(validateSend({ ...base, token: undefined })).toEqual({
      ok: false,
      message: visitorMessage(USER_MESSAGES, 'TOKEN_REQUIRED'),
    });
    expect(
      validateSend({ ...base, token: { ...eth, chainId: 'eip155:137' as TokenBalance['chainId'] } }),
    ).toEqual({
      ok: false,
      message: visitorMessage(USER_MESSAGES, 'INVALID_CHAIN_ID'),
    });
    expect(validateSend({ ...base, amount: ' ' })).toEqual({
      ok: false,
      message: visitorMessage(USER_MESSAGES, 'AMOUNT_AND_RECEIVER_REQUIRED'),
    });
    expect(validateSend({ ...base, receiver: '' })).toEqual({
      ok: false,
      message: visitorMessage(USER_MESSAGES, 'AMOUNT_AND_RECEIVER_REQUIRED'),
    });
  });

  it('checks the amount against the balance and keeps the fee', () => {
    expect(validateSend({ ...base, amount: '1.1' })).toEqual({
      ok: false,
      message: visitorMessage(SEND_MESSAGES, 'INSUFFICIENT_BALANCE', { symbol: 'ETH' }),
    });
    expect(validateSend({ ...base, amount: '1' })).toEqual({
      ok: false,
      message: visitorMessage(SEND_MESSAGES, 'INSUFFICIENT_FOR_FEE', { symbol: 'ETH' }),
    });
    expect(validateSend({ ...base, token: usdc, amount: '100', nativeBalance: 10n })).toEqual({
      ok: false,
      message: visitorMessage(SEND_MESSAGES, 'INSUFFICIENT_FOR_FEE', { symbol: 'ETH' }),
    });
    expect(validateSend({ ...base, token: usdc, amount: '100' })).toEqual({ ok: true, value: 100_000_000n });
  });

  it('checks the receiver last', () => {
    expect(validateSend({ ...base, receiver: '0xabc' })).toEqual({
      ok: false,
      message: visitorMessage(SEND_MESSAGES, 'INVALID_RECEIVER', { family: 'EVM' }),
    });
  });

  it('"Max" keeps the fee reserve of the native currency only', () => {
    expect(maxAmount(eth, 1000n)).toBe(10n ** 18n - 1000n);
    expect(maxAmount(eth, 2n * 10n ** 18n)).toBe(0n);
    expect(maxAmount(usdc, 1000n)).toBe(100_000_000n);
  });
});
