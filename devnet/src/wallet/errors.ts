// The dev wallet's refusals, worded as wallets word them, with the one ProviderRpcError class and code table.
import { ProviderRpcError, RPC_ERROR_CODES } from '@gangway/protocol';

export const userRejected = (): ProviderRpcError =>
  new ProviderRpcError(RPC_ERROR_CODES.USER_REJECTED, 'User rejected the request.');

export const unauthorized = (detail?: string): ProviderRpcError =>
  new ProviderRpcError(
    RPC_ERROR_CODES.UNAUTHORIZED,
    `The requested account and/or method has not been authorized by the user.${detail ? ` ${detail}` : ''}`,
  );

export const unsupportedMethod = (method: string): ProviderRpcError =>
  new ProviderRpcError(
    RPC_ERROR_CODES.UNSUPPORTED_METHOD,
    `The Gangway Dev Wallet does not support ${method}.`,
  );

export const disconnected = (): ProviderRpcError =>
  new ProviderRpcError(RPC_ERROR_CODES.DISCONNECTED, 'The provider is disconnected from all chains.');

export const chainDisconnected = (chainId: number, cause: unknown): ProviderRpcError =>
  new ProviderRpcError(RPC_ERROR_CODES.CHAIN_DISCONNECTED, `The provider cannot reach chain ${chainId}.`, {
    cause: cause instanceof Error ? cause.message : String(cause),
  });

export const unrecognizedChain = (chainIdHex: string): ProviderRpcError =>
  new ProviderRpcError(
    RPC_ERROR_CODES.UNRECOGNIZED_CHAIN,
    `Unrecognized chain ID "${chainIdHex}". Try adding the chain using wallet_addEthereumChain first.`,
    { chainId: chainIdHex },
  );

export const invalidParams = (message: string): ProviderRpcError =>
  new ProviderRpcError(RPC_ERROR_CODES.INVALID_PARAMS, message);

export const invalidRequest = (message: string): ProviderRpcError =>
  new ProviderRpcError(RPC_ERROR_CODES.INVALID_REQUEST, message);

export const internalError = (message: string, data?: unknown): ProviderRpcError =>
  new ProviderRpcError(RPC_ERROR_CODES.INTERNAL, message, data);

export const requestAlreadyPending = (method: string): ProviderRpcError =>
  new ProviderRpcError(
    RPC_ERROR_CODES.RESOURCE_UNAVAILABLE,
    `Request of type '${method}' already pending. Please wait.`,
  );

// EIP-5792's own refusals.
export const unsupportedCapability = (names: readonly string[]): ProviderRpcError =>
  new ProviderRpcError(
    RPC_ERROR_CODES.UNSUPPORTED_NON_OPTIONAL_CAPABILITY,
    `The Gangway Dev Wallet does not support the capabilities ${names.join(', ')}.`,
  );

export const unsupportedChainId = (chainId: number): ProviderRpcError =>
  new ProviderRpcError(
    RPC_ERROR_CODES.UNSUPPORTED_CHAIN_ID,
    `The Gangway Dev Wallet does not send calls on chain ${chainId}.`,
  );

export const unknownBundleId = (id: string): ProviderRpcError =>
  new ProviderRpcError(RPC_ERROR_CODES.UNKNOWN_BUNDLE_ID, `No batch with id ${id} was sent by this wallet.`);

export const bundleTooLarge = (max: number): ProviderRpcError =>
  new ProviderRpcError(RPC_ERROR_CODES.BUNDLE_TOO_LARGE, `A batch may carry at most ${max} calls.`);

export const atomicityNotSupported = (chainId: number): ProviderRpcError =>
  new ProviderRpcError(
    RPC_ERROR_CODES.ATOMICITY_NOT_SUPPORTED,
    `The Gangway Dev Wallet cannot run calls atomically on chain ${chainId}.`,
  );
