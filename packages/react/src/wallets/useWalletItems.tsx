import { BrandIcon } from '../components/BrandIcon/BrandIcon.tsx';
import { usePrefetchViews } from '../context/ViewPrefetchContext.ts';
import { useGangway } from '../hooks/useGangway.ts';
import { INITIAL_MESSAGES } from '../i18n/en/initialMessages.ts';
import { useI18n } from '../i18n/useI18n.ts';
import type { ActionListEntry } from '../modal/ActionList/ActionList.tsx';
import type { WalletEntry, WalletListEntry } from './WalletEntry.ts';

/**
 * Turns wallets into list items: an installed wallet opens ConnectingExternal, any other (and WalletConnect itself)
 * ConnectingWalletConnect, which shows GetWallet in its place when no relay is configured. Directory icons load lazily, with a monogram until (or unless) they do.
 */
export function useWalletItems(wallets: readonly WalletListEntry[], iconSize: number): ActionListEntry[] {
  const gangway = useGangway();
  const prefetch = usePrefetchViews();
  const { t } = useI18n(INITIAL_MESSAGES);
  const select = ({ connector, walletId }: WalletEntry) => {
    const modal = gangway.modal.getState();
    if (connector)
      modal.push('ConnectingExternal', { connectorId: connector.id, namespace: connector.chain });
    else modal.push('ConnectingWalletConnect', { walletId });
  };
  return wallets.map((wallet) =>
    'placeholder' in wallet
      ? { key: wallet.id, placeholder: true }
      : {
          key: wallet.id,
          label: wallet.name,
          testId: `gw-wallet-${wallet.id}`,
          icon: (
            <BrandIcon
              name={wallet.name}
              src={wallet.imageUrl}
              size={iconSize}
              shape="rounded"
              lazy={!wallet.connector}
            />
          ),
          tag: wallet.tag ? t(wallet.tag) : undefined,
          onIntent: () => {
            // An installed wallet connects through its adapter's wallet libraries: they load as the visitor points
            // at it, not with the list (WalletConnect's view loads them itself).
            if (wallet.connector) gangway.preload();
            prefetch([wallet.connector ? 'ConnectingExternal' : 'ConnectingWalletConnect']);
          },
          onSelect: () => select(wallet),
        },
  );
}
