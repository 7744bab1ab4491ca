// Starts the relay bridge on whichever instance holds its lease, or says at start-up that there is none.
import type { FastifyBaseLogger } from 'fastify';
import type { Leases } from '../../jobs/leases.ts';
import type { Services } from '../../services/Services.ts';
import { RELAY_PATH } from '../relayProtocol.ts';
import { bridgeSeed } from './BridgeTopics.ts';
import { RELAY_BRIDGE_LEASE, RelayBridge } from './RelayBridge.ts';
import { WebSocketUpstreamRelay } from './WebSocketUpstreamRelay.ts';

export const NO_UPSTREAM_WARNING =
  `relay: no upstream relay (relay.upstream) — only wallets configured for this relay (${RELAY_PATH}) can pair; ` +
  'phone wallets built for the public WalletConnect relay (MetaMask, Trust, Rainbow…) cannot';

/** Returns what stops the bridge (and gives its lease back). */
export async function startRelayBridge(
  services: Services,
  leases: Leases,
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
): Promise<() => Promise<void>> {
  const { relay } = services;
  const upstream = relay?.config.upstream;
  if (!relay?.bridgeTopics || !upstream) {
    if (relay) log.warn(NO_UPSTREAM_WARNING);
    return async () => {};
  }
  const seed = await bridgeSeed(services.database);
  log.info(
    { upstream: upstream.url },
    'relay: bridging to the upstream relay (on the instance holding its lease)',
  );
  const bridge = new RelayBridge({
    relay,
    topics: relay.bridgeTopics,
    limiter: services.limiter,
    projectRateLimit: async (projectId) => (await services.projects.get(projectId))?.rateLimit ?? null,
    connect: () =>
      new WebSocketUpstreamRelay({
        url: upstream.url,
        projectId: upstream.projectId,
        seed,
        maxMessageBytes: relay.config.maxMessageBytes,
        log,
      }),
    log,
  });
  return leases.lead(RELAY_BRIDGE_LEASE, bridge);
}
