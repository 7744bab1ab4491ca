import { useConnections } from '@gangway/react';
import { useConnections as useWagmiConnections } from 'wagmi';
import { Card } from '../Card/Card.tsx';

/**
 * Multi-wallet as the host sees it: Gangway's useConnections() (refused with 'Multi-Wallet Not Enabled' unless the
 * project's multiWallet feature is on) beside wagmi's own useConnections() over the same config.
 */
export function ConnectionsCard() {
  const { connections } = useConnections();
  const wagmi = useWagmiConnections();
  return (
    <Card
      title="Connections"
      subtitle={
        <>
          Gangway's <code>useConnections()</code> and wagmi's <code>useConnections()</code>
        </>
      }
      testId="demo-connections"
    >
      <ul className="fields" aria-label="Gangway connections" data-testid="demo-gangway-connections">
        {connections.map((connection) => (
          <li key={connection.connectorId} data-testid="demo-gangway-connection" className="mono">
            {`${connection.name} ${connection.address} ${connection.caipNetworkId}${connection.isActive ? ' (in use)' : ''}`}
          </li>
        ))}
      </ul>
      <ul className="fields" aria-label="wagmi connections" data-testid="demo-wagmi-connections">
        {wagmi.map((connection) => (
          <li key={connection.connector.uid} data-testid="demo-wagmi-connection" className="mono">
            {`${connection.connector.name} ${connection.accounts[0] ?? ''}`}
          </li>
        ))}
      </ul>
    </Card>
  );
}
