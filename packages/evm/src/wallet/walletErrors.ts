// Maps what a wallet throws to the catalogue: the wallet's error always stays as `cause`.
import { GangwayError, RPC_ERROR_CODES } from '@gangway/core';

/** The EIP-1193 / JSON-RPC code of a wallet error, when it carries a numeric one. */
export function walletErrorCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'number' && Number.isInteger(code) ? code : undefined;
}

export function isUserRejection(error: unknown): boolean {
  const code = walletErrorCode(error);
  return code === RPC_ERROR_CODES.USER_REJECTED || code === RPC_ERROR_CODES.USER_REJECTED_METHODS;
}

/** 4902, or 4902 wrapped in -32603's data.originalError as some mobile wallets send it. */
export function isUnrecognizedChain(error: unknown): boolean {
  const code = walletErrorCode(error);
  if (code === RPC_ERROR_CODES.UNRECOGNIZED_CHAIN) return true;
  if (code !== RPC_ERROR_CODES.INTERNAL) return false;
  const data = (error as { data?: unknown }).data;
  const original =
    typeof data === 'object' && data !== null
      ? (data as { originalError?: unknown }).originalError
      : undefined;
  return walletErrorCode(original) === RPC_ERROR_CODES.UNRECOGNIZED_CHAIN;
}

export function walletErrorMessage(error: unknown): string {
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.length > 0) return message;
  }
  return 'the wallet gave no reason';
}

/** connect and reconnect: refusal is CONNECTION_REJECTED, anything the catalogue has no name for FAILED_TO_CONNECT. */
export function toConnectError(error: unknown): GangwayError {
  if (error instanceof GangwayError) return error;
  if (isUserRejection(error))
    return new GangwayError('CONNECTION_REJECTED', { cause: error, category: 'CONNECTION_ERROR' });
  return new GangwayError('FAILED_TO_CONNECT', { cause: error, category: 'CONNECTION_ERROR' });
}

/** Requests once connected (sign, send, switch): refusal is USER_REJECTED, any other failure names the method. */
export function toRequestError(error: unknown, method: string): GangwayError {
  if (error instanceof GangwayError) return error;
  if (isUserRejection(error))
    return new GangwayError('USER_REJECTED', { cause: error, category: 'WALLET_ERROR' });
  return new GangwayError(
    'WALLET_REQUEST_FAILED',
    { method, reason: walletErrorMessage(error) },
    { cause: error, category: 'WALLET_ERROR' },
  );
}
