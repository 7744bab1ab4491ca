import { formatQuantity, GangwayError } from '@gangway/core';
import { useAccount, useDisconnect, useGangway, useGangwayModal, useNetwork } from '@gangway/react';
import { useEffect, useState } from 'react';
import { Card, Field, StatusBadge } from '../Card/Card.tsx';

/** Whether `gangway.ready` has settled: the stored connection restored, or not, for good. */
function useStartupSync(): boolean {
  const gangway = useGangway();
  const [synced, setSynced] = useState(false);
  useEffect(() => {
    let shown = true;
    void gangway.ready.then(() => shown && setSynced(true));
    return () => {
      shown = false;
    };
  }, [gangway]);
  return synced;
}

/** The connection as the widget's own hooks report it. */
export function ConnectionCard() {
  const account = useAccount();
  const { activeNetwork, networks, isUnsupported, switchNetwork } = useNetwork();
  const { disconnect } = useDisconnect();
  const { open } = useGangwayModal();
  const [error, setError] = useState<string>();
  const [pairingUri, setPairingUri] = useState('');
  const synced = useStartupSync();

  const onSwitch = (caipNetworkId: string) => {
    const target = networks.find((network) => network.caipNetworkId === caipNetworkId);
    if (!target) return;
    setError(undefined);
    switchNetwork(target).catch((cause: unknown) =>
      setError(cause instanceof GangwayError ? cause.message : String(cause)),
    );
  };

  return (
    <Card
      title="Connection"
      subtitle={
        <>
          From <code>useAccount()</code> and <code>useNetwork()</code>
        </>
      }
      testId="demo-connection"
    >
      <dl className="fields">
        <Field label="Status" testId="demo-status">
          <StatusBadge status={account.status} testId="demo-status-badge" />
        </Field>
        <Field label="Start-up sync" testId="demo-startup-sync">
          {synced ? 'done' : 'running'}
        </Field>
        <Field label="Wallet" testId="demo-wallet">
          {account.wallet?.name}
        </Field>
        <Field label="Address" testId="demo-address" mono>
          {account.address}
        </Field>
        <Field label="User" testId="demo-user">
          {account.state.user?.email ?? account.state.socialProvider}
        </Field>
        <Field label="Account type" testId="demo-account-type">
          {account.accountType === 'smartAccount'
            ? `smartAccount (${account.state.smartAccountDeployed ? 'deployed' : 'not deployed'})`
            : account.accountType}
        </Field>
        <Field label="CAIP address" testId="demo-caip-address" mono>
          {account.caipAddress}
        </Field>
        <Field label="Network" testId="demo-chain">
          {activeNetwork && (
            <>
              {activeNetwork.name} <span className="muted mono">{activeNetwork.caipNetworkId}</span>
              {isUnsupported && <span className="pill pill--warning">not requested</span>}
            </>
          )}
        </Field>
        <Field label="Balance" testId="demo-balance" mono>
          {account.balance !== undefined
            ? `${formatQuantity(account.balance)} ${account.balanceSymbol ?? ''}`.trim()
            : undefined}
        </Field>
      </dl>
      <div className="card__actions">
        <label className="select">
          <span className="select__label">Switch network</span>
          <select
            data-testid="demo-switch-network"
            value={isUnsupported ? '' : (activeNetwork?.caipNetworkId ?? '')}
            onChange={(event) => onSwitch(event.target.value)}
          >
            {isUnsupported && <option value="">Unknown network</option>}
            {networks.map((network) => (
              <option key={network.caipNetworkId} value={network.caipNetworkId}>
                {network.name}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="host-button host-button--ghost" onClick={() => open()}>
          Open modal
        </button>
        <button
          type="button"
          className="host-button host-button--ghost"
          data-testid="demo-open-swap"
          disabled={!account.isConnected}
          onClick={() => open('Swap', { fromToken: 'ETH', toToken: 'USDC', amount: '0.05' })}
        >
          Swap 0.05 ETH to USDC
        </button>
        <button
          type="button"
          className="host-button host-button--ghost"
          data-testid="demo-disconnect"
          disabled={!account.isConnected}
          onClick={() => void disconnect().catch((cause: unknown) => setError(String(cause)))}
        >
          Disconnect
        </button>
      </div>
      <form
        className="card__actions"
        onSubmit={(event) => {
          event.preventDefault();
          open('ConnectingWalletConnect', { uri: pairingUri });
        }}
      >
        <label className="select">
          <span className="select__label">WalletConnect pairing URI</span>
          <input
            className="text-input mono"
            data-testid="demo-wc-uri"
            placeholder="wc:…@2?relay-protocol=irn&symKey=…"
            value={pairingUri}
            onChange={(event) => setPairingUri(event.target.value)}
          />
        </label>
        <button
          type="submit"
          className="host-button host-button--ghost"
          data-testid="demo-wc-open-uri"
          disabled={!pairingUri}
        >
          Show its QR code
        </button>
      </form>
      {error && (
        <p className="card__error" role="alert" data-testid="demo-error">
          {error}
        </p>
      )}
    </Card>
  );
}
