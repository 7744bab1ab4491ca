import { describe, expect, it } from 'vitest';
import { ProviderRpcError, RPC_ERROR_CODES } from './rpcErrorCodes.ts';

describe('ProviderRpcError', () => {
  it('carries an EIP-1193 code, message and data, and serialises as a JSON-RPC error object', () => {
    const error = new ProviderRpcError(RPC_ERROR_CODES.UNRECOGNIZED_CHAIN, 'Unrecognized chain', {
      chainId: '0x2105',
    });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ProviderRpcError', code: 4902, details: 'Unrecognized chain' });
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      code: 4902,
      message: 'Unrecognized chain',
      data: { chainId: '0x2105' },
    });
    expect(new ProviderRpcError(RPC_ERROR_CODES.USER_REJECTED, 'No').toJSON()).toEqual({
      code: 4001,
      message: 'No',
    });
  });
});
