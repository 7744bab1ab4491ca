// What the misbehaviour modes do that is the same in every family (EVM, Solana, Bitcoin).
import type { DevWalletApprovalRequest, DevWalletMisbehaviour } from './types.ts';

/** 'reject' answers every prompt with a refusal and 'hang' never answers, both without showing it. */
export function approveUnlessMisbehaving(
  misbehaviour: DevWalletMisbehaviour | null,
  approve: (request: DevWalletApprovalRequest) => Promise<boolean>,
  request: DevWalletApprovalRequest,
): Promise<boolean> {
  if (misbehaviour === 'reject') return Promise.resolve(false);
  if (misbehaviour === 'hang') return new Promise<boolean>(() => undefined);
  return approve(request);
}

/**
 * What a request that would prompt throws in the error modes, or undefined. Deliberately not a ProviderRpcError:
 * these modes test how the app copes with badly made wallets.
 */
export function misbehaviourThrowable(misbehaviour: DevWalletMisbehaviour | null): unknown {
  if (misbehaviour === 'non-standard-error') return 'Gangway Dev Wallet failed (non-standard error)';
  if (misbehaviour === 'error-without-code')
    return { message: 'Gangway Dev Wallet failed (error without code)' };
  return undefined;
}

/** The 'low-gas-limit' misbehaviour's gas limit: over a transfer's intrinsic cost, under an ERC-20 transfer's. */
export const LOW_GAS_LIMIT = 30_000n;
/** How far past the account's next nonce the 'nonce-gap' misbehaviour sends. */
export const NONCE_GAP = 1_000;

/** What the EVM misbehaviours change in a transaction the wallet sends: its gas limit or its nonce. */
export function misbehavingTransaction(misbehaviour: DevWalletMisbehaviour | null): {
  gas?: bigint;
  nonceGap?: number;
} {
  if (misbehaviour === 'low-gas-limit') return { gas: LOW_GAS_LIMIT };
  if (misbehaviour === 'nonce-gap') return { nonceGap: NONCE_GAP };
  return {};
}
