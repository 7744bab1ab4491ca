// Starts the app's @walletconnect/sign-client (its `walletConnect.signClient` loader, called on first need) for the
// dapp side, with nothing sent to WalletConnect's own hosts: telemetry off, and Verify's attestation iframe disabled.
import { GangwayError } from '@gangway/protocol';
import type { ResolvedOptions } from '../options/validateOptions.ts';
import { resolveRelay } from './resolveRelay.ts';
import type { WalletConnectClient } from './SignClientModule.ts';

/**
 * Verify loads an iframe from WalletConnect's verify host on every connect and request, waiting out its timeout
 * when that host cannot be reached; sign-client skips it in its own dev mode, which is what this switches on.
 */
function disableVerify(client: WalletConnectClient): void {
  (client.core.verify as { isDevEnv?: boolean }).isDevEnv = true;
}

function pageMetadata(options: ResolvedOptions) {
  if (options.metadata) return { ...options.metadata, icons: [...options.metadata.icons] };
  const url = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  const name = typeof document === 'undefined' || !document.title ? url : document.title;
  return { name, description: name, url, icons: [] };
}

export async function startSignClient(options: ResolvedOptions): Promise<WalletConnectClient> {
  const relay = resolveRelay(options);
  const load = options.walletConnect?.signClient;
  if (!load) throw new GangwayError('WALLET_CONNECT_CONNECTOR_NOT_FOUND');
  const { SignClient } = await load();
  const client = await SignClient.init({
    projectId: relay.projectId,
    relayUrl: relay.relayUrl,
    metadata: pageMetadata(options),
    telemetryEnabled: false,
    logger: 'silent',
    customStoragePrefix: `gangway:${relay.projectId}`,
  });
  disableVerify(client);
  return client;
}
