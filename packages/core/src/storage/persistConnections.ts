// The one place connection state reaches browser storage (SPEC §3): a subscriber that mirrors the connection store
// (the connector in use per namespace, and with multi-wallet the others beside it), and the start-up sync's way to
// drop a stored connection it could not restore.
import type { ChainNamespace } from '@gangway/protocol';
import type { GangwayContext } from '../client/GangwayContext.ts';
import {
  type ConnectionState,
  type ConnectionStore,
  connectedNamespaces,
  type NamespaceConnectionState,
  namespaceState,
} from '../stores/connectionStore.ts';
import { findConnector } from '../stores/connectorStore.ts';
import { STORAGE_PREFIX } from './storageKeys.ts';

function rememberConnector(ctx: GangwayContext, namespace: ChainNamespace, connectorId: string): void {
  const connector = findConnector(ctx.connectors.getState(), connectorId, namespace);
  ctx.storage.setConnectorId(namespace, connectorId);
  ctx.storage.setConnectionStatus('connected');
  if (!connector) return;
  const wallet = { id: connector.explorerId ?? connector.id, name: connector.name };
  ctx.storage.setWallet(wallet);
  ctx.storage.addRecentWallet({
    ...wallet,
    ...(connector.imageUrl && !connector.imageUrl.startsWith('data:')
      ? { imageUrl: connector.imageUrl }
      : {}),
  });
}

function forgetWalletWhenNoneLeft(ctx: GangwayContext, state: ConnectionState): void {
  if (connectedNamespaces(state).length > 0) return;
  ctx.storage.setWallet(undefined);
  ctx.storage.setConnectionStatus('disconnected');
}

/**
 * Multi-wallet: the key of a namespace's connector ids, the one in use first (start-up restores them all). Here, not
 * in storageKeys.ts: that module is in the initial bundle, and only this lazy one writes and reads the key.
 */
export function connectionsKey(namespace: ChainNamespace): string {
  return `${STORAGE_PREFIX}connections:${namespace}`;
}

/** Multi-wallet: the connector ids of the namespace's connections, the one in use first. */
function connectorIds(state: NamespaceConnectionState): string[] {
  const ids = state.connections.map((connection) => connection.connectorId);
  return state.current === undefined ? ids : [state.current, ...ids.filter((id) => id !== state.current)];
}

const isIdList = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((id) => typeof id === 'string' && id !== '') ? value : undefined;

/** The connector ids a namespace held when the page was last left (multi-wallet), the one in use first. */
export function storedConnectorIds(ctx: GangwayContext, namespace: ChainNamespace): string[] {
  return ctx.storage.getCache(connectionsKey(namespace), isIdList, Number.POSITIVE_INFINITY) ?? [];
}

const persisted = new WeakSet<ConnectionStore>();

/**
 * Mirrors every change of the connection store into storage, from the first call on, once per instance however
 * many paths ask (the instance's actions when they load, every connection applied: the embedded wallet's login
 * loads the actions by itself).
 */
export function persistConnections(ctx: GangwayContext): void {
  if (persisted.has(ctx.connections)) return;
  persisted.add(ctx.connections);
  ctx.connections.subscribe((next, previous) => {
    const namespaces = new Set([
      ...Object.keys(next.namespaces),
      ...Object.keys(previous.namespaces),
    ] as ChainNamespace[]);
    let connectedNow = false;
    for (const namespace of namespaces) {
      const now = namespaceState(next, namespace);
      const before = namespaceState(previous, namespace);
      const ids = connectorIds(now);
      if (ids.join('\n') !== connectorIds(before).join('\n'))
        ctx.storage.setCache(connectionsKey(namespace), ids);
      if (now.current === before.current && now.status === before.status) continue;
      const newlyConnected = before.status !== 'connected' || before.current !== now.current;
      if (now.current !== undefined && now.status === 'connected' && newlyConnected) {
        rememberConnector(ctx, namespace, now.current);
        connectedNow = true;
      } else if (now.current === undefined && before.current !== undefined) {
        ctx.storage.setConnectorId(namespace, undefined);
        forgetWalletWhenNoneLeft(ctx, next);
      }
    }
    const chain = namespaceState(next, next.activeNamespace).chain;
    const moved =
      next.activeNamespace !== previous.activeNamespace ||
      chain !== namespaceState(previous, previous.activeNamespace).chain;
    if ((moved || connectedNow) && chain && !chain.unsupported)
      ctx.storage.setActiveNetwork(next.activeNamespace, chain.caipNetworkId);
  });
}

/** A stored connection that start-up could not restore is dropped, so the next load does not try it again. */
export function forgetStoredConnection(ctx: GangwayContext, namespace: ChainNamespace): void {
  ctx.storage.setConnectorId(namespace, undefined);
  forgetWalletWhenNoneLeft(ctx, ctx.connections.getState());
}
