import { toConnectError, toRequestError } from '@gangway/core/internal';
import { GangwayError } from '@gangway/protocol';
import { describe, expect, it } from 'vitest';
import { isUnrecognizedChain, isUserRejection } from './walletErrors.ts';

describe("EVM wallet errors through core's mapping", () => {
  it('treats 4001 and 5000 as the user refusing, nothing else', () => {
    expect(isUserRejection({ code: 4001 })).toBe(true);
    expect(isUserRejection({ code: 5000 })).toBe(true);
    expect(isUserRejection({ code: 4100 })).toBe(false);
    expect(isUserRejection({ code: '4001' })).toBe(false);
    expect(isUserRejection('4001')).toBe(false);
  });

  it('recognises 4902 bare and wrapped in -32603', () => {
    expect(isUnrecognizedChain({ code: 4902 })).toBe(true);
    expect(isUnrecognizedChain({ code: -32603, data: { originalError: { code: 4902 } } })).toBe(true);
    expect(isUnrecognizedChain({ code: -32603, data: { originalError: { code: 4001 } } })).toBe(false);
    expect(isUnrecognizedChain({ code: -32603 })).toBe(false);
    expect(isUnrecognizedChain({ code: 4001, data: { originalError: { code: 4902 } } })).toBe(false);
  });

  it('maps connect failures: CONNECTION_REJECTED, else FAILED_TO_CONNECT with the cause', () => {
    expect(toConnectError({ code: 4001 }, isUserRejection).code).toBe('CONNECTION_REJECTED');
    const thrown = 'wallet exploded';
    expect(toConnectError(thrown, isUserRejection)).toMatchObject({
      code: 'FAILED_TO_CONNECT',
      cause: thrown,
    });
    const noCode = { message: 'no code' };
    expect(toConnectError(noCode, isUserRejection)).toMatchObject({
      code: 'FAILED_TO_CONNECT',
      cause: noCode,
    });
    const own = new GangwayError('NO_ACCOUNTS');
    expect(toConnectError(own, isUserRejection)).toBe(own);
  });

  it('maps request failures: USER_REJECTED, else WALLET_REQUEST_FAILED naming the method', () => {
    expect(toRequestError({ code: 5000 }, isUserRejection, 'personal_sign').code).toBe('USER_REJECTED');
    expect(
      toRequestError({ code: -32000, message: 'insufficient funds' }, isUserRejection, 'eth_sendTransaction')
        .message,
    ).toBe('eth_sendTransaction failed: insufficient funds');
    expect(toRequestError(undefined, isUserRejection, 'personal_sign').message).toBe(
      'personal_sign failed: the wallet gave no reason',
    );
  });
});
