import type { CaipNetwork } from '@gangway/core';
import { BrandIcon } from '../../components/BrandIcon/BrandIcon.tsx';
import type { ActionListItem } from '../../modal/ActionList/ActionList.tsx';
import { CheckIcon } from '../../modal/icons.tsx';

/** A network as a list item: its icon and name, a check when it is the active one. */
export function networkItem(
  network: CaipNetwork,
  options: { current: boolean; disabled: boolean; onSelect(): void; onIntent?(): void },
): ActionListItem {
  return {
    key: network.caipNetworkId,
    label: network.name,
    testId: `gw-network-${network.caipNetworkId}`,
    icon: <BrandIcon name={network.name} src={network.assets?.imageUrl} size={32} shape="circle" />,
    current: options.current,
    disabled: options.disabled,
    trailing: options.current ? <CheckIcon /> : undefined,
    onIntent: options.onIntent,
    onSelect: options.onSelect,
  };
}
