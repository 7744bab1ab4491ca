import { LABELS } from '../../labels.ts';
import { ActionList } from '../../modal/ActionList/ActionList.tsx';
import { ViewFrame } from '../../modal/ViewFrame/ViewFrame.tsx';
import { useInstalledWallets } from '../../wallets/useInstalledWallets.ts';
import { useWalletItems } from '../../wallets/useWalletItems.tsx';
import type { WalletListSource } from '../../wallets/WalletEntry.ts';

const COLUMNS = 4;

/** A grid of every wallet a source yields; the directory source (paging, search) plugs in here. */
export function WalletGrid({ source }: { source: WalletListSource }) {
  const items = useWalletItems(source.wallets, 56);
  if (items.length === 0) {
    return (
      <div className="empty" data-testid="gw-no-wallets">
        <p className="empty__title">{LABELS.noWallets}</p>
        <p className="hint">{LABELS.noWalletsHint}</p>
      </div>
    );
  }
  return <ActionList items={items} label={LABELS.allWallets} layout="grid" columns={COLUMNS} autoFocus />;
}

/** SPEC §2 AllWallets: the installed wallets for now. */
export default function AllWallets() {
  const source = useInstalledWallets();
  return (
    <ViewFrame name="AllWallets">
      <WalletGrid source={source} />
    </ViewFrame>
  );
}
