// The refusals the frame cannot provoke itself on the devnet (its own signatures verify, its gas is estimated), as
// viem hands them over: the bundler's JSON-RPC error wrapped in viem's report of the operation.
import { USER_OPERATION_ERROR_CODES as CODES, USER_OPERATION_REFUSALS } from '@gangway/protocol';
import { BaseError, RpcRequestError } from 'viem';
import { describe, expect, it } from 'vitest';
import { toUserOperationError } from './userOperationErrors.ts';

/** A bundler's refusal as viem's sendUserOperation throws it. */
function bundlerRefusal(code: number, message: string) {
  const rpc = new RpcRequestError({ body: {}, error: { code, message }, url: 'http://bundler.test' });
  return new BaseError(
    'Smart Account failed to send the User Operation.\n\nRequest Arguments:\n  sender: 0x…',
    {
      cause: rpc,
    },
  );
}

describe('a user operation the bundler refuses, as the dapp hears it', () => {
  it.each([
    [CODES.SIGNATURE_CHECK_FAILED, 'AA24 signature error', 'SIGNATURE', CODES.SIGNATURE_CHECK_FAILED],
    [CODES.REJECTED_BY_ENTRY_POINT, 'AA13 initCode failed or OOG', 'GAS', CODES.REJECTED_BY_ENTRY_POINT],
    [CODES.INVALID_FIELDS, 'preVerificationGas too low', 'GAS', CODES.REJECTED_BY_ENTRY_POINT],
    [CODES.REJECTED_BY_PAYMASTER, 'AA34 signature error', 'PAYMASTER', CODES.REJECTED_BY_PAYMASTER],
    [
      CODES.EXECUTION_REVERTED,
      'execution reverted: ERC20: transfer amount exceeds balance',
      'REVERTED',
      -32521,
    ],
    [CODES.OUT_OF_TIME_RANGE, 'AA22 expired or not due', 'REFUSED', CODES.OUT_OF_TIME_RANGE],
  ] as const)('%i %s: %s', (code, reason, refusal, expectedCode) => {
    const error = toUserOperationError(bundlerRefusal(code, reason));
    expect(error.message).toBe(`${USER_OPERATION_REFUSALS[refusal]} (${reason})`);
    expect(error.code).toBe(expectedCode);
  });

  it('says what it can of an error with no reason and no code', () => {
    const error = toUserOperationError({});
    expect(error.message).toBe(USER_OPERATION_REFUSALS.REFUSED);
    expect(error.code).toBe(-32603);
  });
});
