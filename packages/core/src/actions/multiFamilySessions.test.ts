import { describe, expect, it } from 'vitest';
import { EMBEDDED_CONNECTOR_ID } from '../embedded/embeddedConnectorId.ts';
import { WALLET_CONNECT_CONNECTOR_ID } from '../walletConnect/WalletConnectOptions.ts';
import { walletConnectSession } from '../walletConnect/walletConnectSession.ts';
import { multiFamilySession } from './multiFamilySessions.ts';

describe('multiFamilySession', () => {
  it('finds the WalletConnect session and the embedded wallet by the connector id their connectors carry', () => {
    expect(multiFamilySession(WALLET_CONNECT_CONNECTOR_ID)).toBe(walletConnectSession);
    expect(multiFamilySession(EMBEDDED_CONNECTOR_ID)).toMatchObject({ connectorId: EMBEDDED_CONNECTOR_ID });
  });

  it('finds nothing for a wallet of one family, or no connector', () => {
    for (const id of ['io.metamask', 'injected', 'constructor', '', undefined])
      expect(multiFamilySession(id)).toBeUndefined();
  });
});
