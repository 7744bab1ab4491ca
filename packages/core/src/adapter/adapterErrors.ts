// Maps what a wallet throws to the catalogue, for every family: only "is this a refusal?" differs between them.
import type { ChainNamespace } from '@gangway/protocol';
import { GangwayError } from '@gangway/protocol';
import type { AdapterRuntime } from './createLazyAdapter.ts';

/** A family's test for a user's refusal (EIP-1193 code 4001, a Wallet Standard rejection, …). */
export type RejectionRule = (error: unknown) => boolean;

export function walletErrorMessage(error: unknown): string {
  if (typeof error === 'string' && error.length > 0) return error;
  if (typeof error === 'object' && error !== null) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.length > 0) return message;
  }
  return 'the wallet gave no reason';
}

/** connect and reconnect: refusal is CONNECTION_REJECTED, anything the catalogue has no name for FAILED_TO_CONNECT. */
export function toConnectError(error: unknown, isRejection: RejectionRule): GangwayError {
  if (error instanceof GangwayError) return error;
  if (isRejection(error))
    return new GangwayError('CONNECTION_REJECTED', { cause: error, category: 'CONNECTION_ERROR' });
  return new GangwayError('FAILED_TO_CONNECT', { cause: error, category: 'CONNECTION_ERROR' });
}

/** Requests once connected (sign, send, switch): refusal is USER_REJECTED, any other failure names the method. */
export function toRequestError(error: unknown, isRejection: RejectionRule, method: string): GangwayError {
  if (error instanceof GangwayError) return error;
  if (isRejection(error))
    return new GangwayError('USER_REJECTED', { cause: error, category: 'WALLET_ERROR' });
  return new GangwayError(
    'WALLET_REQUEST_FAILED',
    { method, reason: walletErrorMessage(error) },
    { cause: error, category: 'WALLET_ERROR' },
  );
}

/** A family's rules for mapping what its wallets throw: which errors are refusals, and the method behind each request. */
export interface ErrorMappingRules {
  isRejection: RejectionRule;
  methods: { switchNetwork: string; signMessage: string; sendTransaction: string; disconnect: string };
}

/**
 * Wraps a runtime so that everything it throws follows the catalogue's rules (see ChainAdapter). Applied inside the
 * lazily loaded runtime, so none of the mapping code is in a page's initial bundle.
 */
export function withErrorMapping<N extends ChainNamespace>(
  runtime: AdapterRuntime<N>,
  rules: ErrorMappingRules,
): AdapterRuntime<N> {
  const { isRejection, methods } = rules;
  const connecting =
    <P, T>(run: (params: P) => Promise<T>) =>
    async (params: P): Promise<T> => {
      try {
        return await run(params);
      } catch (error) {
        throw toConnectError(error, isRejection);
      }
    };
  const requesting =
    <P, T>(method: string, run: (params: P) => Promise<T>) =>
    async (params: P): Promise<T> => {
      try {
        return await run(params);
      } catch (error) {
        throw toRequestError(error, isRejection, method);
      }
    };
  return {
    connect: connecting(runtime.connect),
    reconnect: connecting(runtime.reconnect),
    disconnect: requesting(methods.disconnect, runtime.disconnect),
    switchNetwork: requesting(methods.switchNetwork, runtime.switchNetwork),
    signMessage: requesting(methods.signMessage, runtime.signMessage),
    sendTransaction: requesting(methods.sendTransaction, runtime.sendTransaction),
    getNativeBalance: runtime.getNativeBalance,
    ...(runtime.transfers ? { transfers: runtime.transfers } : {}),
  };
}
