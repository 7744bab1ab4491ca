import type { CaipAddress, CaipNetworkId, ChainNamespace, Gangway, ViewName } from '@gangway/core';

/** What the page hears on `document`: one event per change of the instance's state. */
export interface GangwayEventMap {
  'gangway:connect': CustomEvent<{ address: string; caipAddress: CaipAddress; namespace: ChainNamespace }>;
  'gangway:disconnect': CustomEvent<{ namespace: ChainNamespace }>;
  'gangway:network': CustomEvent<{ caipNetworkId: CaipNetworkId; name: string }>;
  'gangway:open': CustomEvent<{ view: ViewName | undefined }>;
  'gangway:close': CustomEvent<Record<string, never>>;
}

export type GangwayEventName = keyof GangwayEventMap;

export const GANGWAY_EVENTS = [
  'gangway:connect',
  'gangway:disconnect',
  'gangway:network',
  'gangway:open',
  'gangway:close',
] as const satisfies readonly GangwayEventName[];

type Detail<N extends GangwayEventName> = GangwayEventMap[N]['detail'];

/**
 * Turns the instance's store changes into DOM events on `target` (the document): the same state the core getters
 * and `gangway.connections` / `gangway.modal` subscriptions give, for a page that has only addEventListener.
 */
export function bridgeEvents(gangway: Gangway, target: EventTarget): () => void {
  const emit = <N extends GangwayEventName>(name: N, detail: Detail<N>) =>
    target.dispatchEvent(new CustomEvent(name, { detail }));

  // An account is its namespace and address: a network switch changes the CAIP address, not the account.
  let connected: { key: string; namespace: ChainNamespace } | undefined;
  let networkId = gangway.getActiveNetwork()?.caipNetworkId;
  const onConnections = () => {
    const account = gangway.getAccount();
    const { caipAddress, address } = account;
    if (account.status !== 'connected' || !caipAddress || !address) {
      if (connected) emit('gangway:disconnect', { namespace: connected.namespace });
      connected = undefined;
    } else {
      const namespace = caipAddress.split(':')[0] as ChainNamespace;
      const key = `${namespace}:${address}`;
      if (key !== connected?.key) {
        // Another account of the wallet (or another family) is a connect with the new address.
        connected = { key, namespace };
        emit('gangway:connect', { address, caipAddress, namespace });
      }
    }
    const network = gangway.getActiveNetwork();
    if (network && network.caipNetworkId !== networkId) {
      networkId = network.caipNetworkId;
      emit('gangway:network', { caipNetworkId: network.caipNetworkId, name: network.name });
    }
  };

  let open = gangway.modal.getState().open;
  const onModal = () => {
    const state = gangway.modal.getState();
    if (state.open === open) return;
    open = state.open;
    if (open) emit('gangway:open', { view: state.history.at(-1)?.view });
    else emit('gangway:close', {});
  };

  const stops = [gangway.connections.subscribe(onConnections), gangway.modal.subscribe(onModal)];
  return () => {
    for (const stop of stops) stop();
  };
}
