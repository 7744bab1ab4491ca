import { BrandIcon } from '../components/BrandIcon/BrandIcon.tsx';
import { useGangway } from '../hooks/useGangway.ts';
import { LABELS } from '../labels.ts';
import type { ActionListItem } from '../modal/ActionList/ActionList.tsx';
import { prefetchViews } from '../views/viewLoaders.ts';
import type { WalletEntry } from './WalletEntry.ts';

const TAG_LABELS = { recent: LABELS.recent, installed: LABELS.installed } as const;

/** Turns wallets into list items that open ConnectingExternal for the picked wallet. */
export function useWalletItems(wallets: readonly WalletEntry[], iconSize: number): ActionListItem[] {
  const gangway = useGangway();
  return wallets.map((wallet) => ({
    key: wallet.id,
    label: wallet.name,
    testId: `gw-wallet-${wallet.id}`,
    icon: <BrandIcon name={wallet.name} src={wallet.imageUrl} size={iconSize} shape="rounded" />,
    tag: wallet.tag ? TAG_LABELS[wallet.tag] : undefined,
    onIntent: () => prefetchViews(['ConnectingExternal']),
    onSelect: () => {
      const { connector } = wallet;
      if (!connector) return;
      gangway.modal
        .getState()
        .push('ConnectingExternal', { connectorId: connector.id, namespace: connector.chain });
    },
  }));
}
