import { GangwayError } from '@gangway/protocol';
import type { GangwayOptions } from '../options/GangwayOptions.ts';

/** The path gangway-server serves its relay on. */
export const RELAY_PATH = '/v1/relay';

export interface RelayTarget {
  relayUrl: string;
  projectId: string;
}

/** The relay to use, or WALLET_CONNECT_CONNECTOR_NOT_FOUND when neither option names one. */
export function resolveRelay(
  options: Pick<GangwayOptions, 'apiUrl' | 'projectId' | 'walletConnect'>,
): RelayTarget {
  const relayUrl =
    options.walletConnect?.relayUrl ??
    (options.apiUrl
      ? `${options.apiUrl.replace(/\/+$/, '').replace(/^http/, 'ws')}${RELAY_PATH}`
      : undefined);
  const projectId = options.walletConnect?.projectId ?? options.projectId;
  if (!relayUrl || !projectId) throw new GangwayError('WALLET_CONNECT_CONNECTOR_NOT_FOUND');
  if (!/^wss?:\/\//.test(relayUrl)) {
    throw new GangwayError('INVALID_OPTION', {
      option: 'walletConnect.relayUrl',
      reason: 'a WebSocket URL (ws:// or wss://) is required',
    });
  }
  return { relayUrl, projectId };
}
