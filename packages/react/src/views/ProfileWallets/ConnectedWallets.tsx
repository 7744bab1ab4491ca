import { disconnectConnection, getConnections, switchConnection, type WalletConnection } from '@gangway/core';
import { connectionBalance, truncateAddress } from '@gangway/core/internal';
import { ERROR_MESSAGES, failureMessage, visitorMessage } from '@gangway/protocol';
import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { BrandIcon } from '../../components/BrandIcon/BrandIcon.tsx';
import { useGangway } from '../../hooks/useGangway.ts';
import { formatQuantity } from '../../i18n/format.ts';
import { useViewI18n } from '../../i18n/useViewI18n.ts';

/** Each connection's native balance on the network its wallet is on, read once per address and network. */
function useBalances(connections: readonly WalletConnection[]): Readonly<Record<string, string>> {
  const gangway = useGangway();
  const [balances, setBalances] = useState<Record<string, string>>({});
  const keys = connections.map((connection) => `${connection.caipNetworkId}:${connection.address}`).join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `keys` names the connections' addresses and networks.
  useEffect(() => {
    let live = true;
    for (const connection of connections) {
      const network = gangway.networks
        .getState()
        .requested.find((candidate) => candidate.caipNetworkId === connection.caipNetworkId);
      if (!network) continue;
      const key = `${connection.caipNetworkId}:${connection.address}`;
      connectionBalance(gangway, connection.namespace, connection.address, network, false).then(
        ({ balance, symbol }) => {
          if (live) setBalances((shown) => ({ ...shown, [key]: `${balance} ${symbol}` }));
        },
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [gangway, keys]);
  return balances;
}

/**
 * Multi-wallet (SPEC §3 remote feature multiWallet): the wallets connected in the active namespace with their
 * balances; one is in use, any other can be made the one in use or disconnected alone, and another can be connected.
 */
export function ConnectedWallets({ enabled }: { enabled: boolean }) {
  const gangway = useGangway();
  const { t, locale } = useViewI18n();
  const namespace = useStore(gangway.connections, (state) => state.activeNamespace);
  const held = useStore(gangway.connections, (state) => state.namespaces[namespace]);
  const discovered = useStore(gangway.connectors, (state) => state.connectors);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list is read from the stores `held` and `discovered` come from.
  const connections = useMemo(
    () => getConnections(gangway, namespace),
    [gangway, namespace, held, discovered],
  );
  const balances = useBalances(connections);
  const [busy, setBusy] = useState<string>();

  const run = (connectorId: string, action: typeof switchConnection) => {
    setBusy(connectorId);
    action(gangway, { connectorId, namespace })
      .catch((failure: unknown) =>
        gangway.toast
          .getState()
          .show('error', failureMessage(failure, visitorMessage(ERROR_MESSAGES, 'FAILED_TO_CONNECT'))),
      )
      .finally(() => setBusy(undefined));
  };

  return (
    <>
      <ul className="profile-wallets" aria-label={t('connectedWallets')} data-testid="gw-connected-wallets">
        {connections.map((connection) => {
          const balance = balances[`${connection.caipNetworkId}:${connection.address}`];
          const [amount, symbol] = balance?.split(' ') ?? [];
          return (
            <li
              key={connection.connectorId}
              className="profile-wallets__row"
              data-testid={`gw-connection-${connection.connectorId}`}
              data-active={connection.isActive || undefined}
            >
              <BrandIcon name={connection.name} src={connection.icon} size={32} shape="rounded" />
              <span className="profile-wallets__text">
                <span className="profile-wallets__family">{connection.name}</span>
                <span className="profile-wallets__meta" title={connection.address}>
                  <bdi dir="ltr">{truncateAddress(connection.address)}</bdi>
                </span>
                {amount !== undefined && (
                  <span className="profile-wallets__meta" data-testid="gw-connection-balance" dir="ltr">
                    {`${formatQuantity(locale, amount)} ${symbol ?? ''}`.trim()}
                  </span>
                )}
              </span>
              <span className="profile-wallets__actions">
                {connection.isActive ? (
                  <span className="profile-wallets__badge" data-testid="gw-connection-in-use">
                    {t('walletInUse')}
                  </span>
                ) : (
                  enabled && (
                    <button
                      type="button"
                      className="profile-wallets__action"
                      data-testid="gw-connection-use"
                      aria-label={t('useWalletOf', { name: connection.name })}
                      disabled={busy !== undefined}
                      onClick={() => run(connection.connectorId, switchConnection)}
                    >
                      {t('useWallet')}
                    </button>
                  )
                )}
                {enabled && connections.length > 1 && (
                  <button
                    type="button"
                    className="profile-wallets__action profile-wallets__action--danger"
                    data-testid="gw-connection-disconnect"
                    aria-label={t('disconnectWalletOf', { name: connection.name })}
                    disabled={busy !== undefined}
                    onClick={() => run(connection.connectorId, disconnectConnection)}
                  >
                    {t('disconnect')}
                  </button>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {enabled && (
        <div className="actions">
          <button
            type="button"
            className="button"
            data-testid="gw-connect-another-wallet"
            onClick={() => gangway.modal.getState().push('Connect')}
          >
            {t('connectAnotherWallet')}
          </button>
        </div>
      )}
    </>
  );
}
