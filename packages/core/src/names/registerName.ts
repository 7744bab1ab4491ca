// SPEC §2, §4, §6, §7 name registration: the embedded wallet (the only connector allowed to register, SPEC §6) signs
// the registration message (name, attributes, timestamp in seconds) through the transaction stack, then gangway-server
// stores the name for the account's coin type (ENSIP-11, from the chain id, below 2^31: SPEC §5).
import { coinTypeOf, GangwayError, type NameRecord } from '@gangway/protocol';
import type { GangwayContext } from '../client/GangwayContext.ts';
import { EMBEDDED_CONNECTOR_ID } from '../embedded/embeddedConnectorId.ts';
import { embeddedInstance } from '../embedded/embeddedSession.ts';
import { namespaceState, selectAddress } from '../stores/connectionStore.ts';
import { currentView } from '../stores/modalStore.ts';
import { refreshIdentity } from './identity.ts';
import { namesApi } from './namesApi.ts';

/** SPEC §6: an address and the embedded wallet's connector on an EVM network, or undefined. */
export function registrant(ctx: GangwayContext): { address: string; chainId: number } | undefined {
  const state = ctx.connections.getState();
  const { status, current, chain } = namespaceState(state, 'eip155');
  const address = selectAddress(state, 'eip155');
  if (status !== 'connected' || current !== EMBEDDED_CONNECTOR_ID || !address || !chain || chain.unsupported)
    return undefined;
  return { address, chainId: Number(chain.caipNetworkId.slice('eip155:'.length)) };
}

/** Registers `name` (label and zone) for the connected embedded account; the name shows everywhere after. */
export async function registerAccountName(ctx: GangwayContext, name: string): Promise<NameRecord> {
  const account = registrant(ctx);
  const api = namesApi(ctx);
  if (!account || !api) throw new GangwayError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND');
  let coinType: number;
  try {
    coinType = coinTypeOf(account.chainId);
  } catch (cause) {
    throw new GangwayError('INVALID_CHAIN_ID', { cause });
  }
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) });
  // SPEC §4: the signature is a step of its own (ApproveTransaction); its end, either way, returns to the
  // registration instead of closing the modal.
  const backToRegistration = () => {
    const modal = ctx.modal.getState();
    if (currentView(modal)?.view === 'ApproveTransaction') modal.back();
  };
  embeddedInstance(ctx).stack.push({
    onSuccess: backToRegistration,
    onError: backToRegistration,
    onCancel: backToRegistration,
  });
  // The actions chunk, as the page loaded it (imported statically, its modules would become chunks of their own
  // that the initial bundle names for preloading).
  const { signMessage } = await import('../actions/visitorActions.ts');
  const signature = await signMessage(ctx, { namespace: 'eip155', message });
  const record = await api.register({ coin_type: coinType, address: account.address, message, signature });
  // The identity the server now answers, as the network shows it (SPEC §4: nothing on a testnet, the image only on
  // chain 1).
  await refreshIdentity(ctx, 'eip155', { force: true });
  return record;
}
