// The host's EIP-5792 calls (walletCalls.ts), each loading that module with import() on first use: a page that
// imports them carries this much until it sends a batch.
import type { GangwayContext } from '../client/GangwayContext.ts';
import type { CallsStatus, SendCallsParams, SendCallsResult, WalletCapabilities } from './walletCalls.ts';

const load = () => import('./walletCalls.ts');

/** EIP-5792 capabilities of the connected EVM account per chain (the active network's by default). */
export async function getCapabilities(
  gangway: GangwayContext,
  params?: { chainIds?: readonly number[] },
): Promise<Record<`0x${string}`, WalletCapabilities>> {
  return (await load()).getCapabilities(gangway, params);
}

/**
 * Sends `calls` through the connected EVM wallet's wallet_sendCalls on the active network, all or none unless
 * `atomicRequired: false`. Rejects with WALLET_CAPABILITY_UNSUPPORTED when the wallet cannot (before any prompt),
 * USER_REJECTED on refusal; never falls back to sending the calls one by one.
 */
export async function sendCalls(gangway: GangwayContext, params: SendCallsParams): Promise<SendCallsResult> {
  return (await load()).sendCalls(gangway, params);
}

/** EIP-5792 status of a batch sent with sendCalls: 100 pending, 200 confirmed, 500 reverted, … */
export async function getCallsStatus(gangway: GangwayContext, params: { id: string }): Promise<CallsStatus> {
  return (await load()).getCallsStatus(gangway, params);
}

/** Asks the wallet to show a batch sent with sendCalls in its own interface. */
export async function showCallsStatus(gangway: GangwayContext, params: { id: string }): Promise<void> {
  return (await load()).showCallsStatus(gangway, params);
}
