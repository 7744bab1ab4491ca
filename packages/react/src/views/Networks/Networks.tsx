import type { CaipNetwork } from '@gangway/core';
import { usePrefetchViews } from '../../context/ViewPrefetchContext.ts';
import { useGangway } from '../../hooks/useGangway.ts';
import { useNetwork } from '../../hooks/useNetwork.ts';
import { LABELS } from '../../labels.ts';
import { ActionList } from '../../modal/ActionList/ActionList.tsx';
import { ViewFrame } from '../../modal/ViewFrame/ViewFrame.tsx';
import { networkItem } from './networkItem.tsx';

/** The requested networks; picking one asks a connected wallet to switch (SwitchNetwork) or just makes it active. */
export default function Networks() {
  const gangway = useGangway();
  const { activeNetwork, networks } = useNetwork();
  const prefetch = usePrefetchViews();

  const select = (network: CaipNetwork) => {
    const modal = gangway.modal.getState();
    if (network.caipNetworkId === activeNetwork?.caipNetworkId) return modal.back();
    if (gangway.getAccount(network.chainNamespace).status === 'connected') {
      return modal.push('SwitchNetwork', { caipNetworkId: network.caipNetworkId });
    }
    // Core goes back on success and says why on failure.
    gangway.switchNetwork(network).catch(() => undefined);
  };

  const items = networks.map((network) =>
    networkItem(network, {
      current: network.caipNetworkId === activeNetwork?.caipNetworkId,
      disabled: !gangway.options.enableNetworkSwitch,
      onSelect: () => select(network),
      onIntent: () => prefetch(['SwitchNetwork']),
    }),
  );
  return (
    <ViewFrame name="Networks">
      <ActionList items={items} label={LABELS.networks} autoFocus />
    </ViewFrame>
  );
}
