// EIP-1193 error codes as the adapter reads them; core maps the errors to the catalogue with isUserRejection.
import { RPC_ERROR_CODES } from '@gangway/protocol';

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
