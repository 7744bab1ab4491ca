import type { CaipNetwork } from '@gangway/core';
import { switchPlan } from '@gangway/core/internal';
import { type ChainNamespace, FAMILY_NAMES } from '@gangway/protocol';
import { usePrefetchViews } from '../../context/ViewPrefetchContext.ts';
import { useGangway } from '../../hooks/useGangway.ts';
import { useNetwork } from '../../hooks/useNetwork.ts';
import { useViewI18n } from '../../i18n/useViewI18n.ts';
import { ActionList } from '../../modal/ActionList/ActionList.tsx';
import { useShadowStyles } from '../../modal/ModalContext.ts';
import { ViewFrame } from '../../modal/ViewFrame/ViewFrame.tsx';
import { sectionHeadingCss } from '../sectionHeading.css.ts';
import { networksCss } from './Networks.css.ts';
import { networkItem } from './networkItem.tsx';

/** The requested networks by family, in the configured order of each family's first network. */
function byFamily(networks: readonly CaipNetwork[]): [ChainNamespace, CaipNetwork[]][] {
  const families = new Map<ChainNamespace, CaipNetwork[]>();
  for (const network of networks)
    families.set(network.chainNamespace, [...(families.get(network.chainNamespace) ?? []), network]);
  return [...families];
}

/**
 * The requested networks, grouped by family when there are several. Picking one asks the wallet to switch, or to
 * connect in that family (SwitchNetwork), explains when the wallet lacks the family (SwitchActiveChain), or just
 * makes it active.
 */
export default function Networks() {
  useShadowStyles(networksCss);
  useShadowStyles(sectionHeadingCss);
  const gangway = useGangway();
  const { t } = useViewI18n();
  const { activeNetwork, networks } = useNetwork();
  const prefetch = usePrefetchViews();

  const select = (network: CaipNetwork) => {
    const modal = gangway.modal.getState();
    if (network.caipNetworkId === activeNetwork?.caipNetworkId) return modal.back();
    const plan = switchPlan(gangway.connections.getState(), gangway.connectors.getState(), network);
    if (plan.kind === 'connect' || (plan.kind === 'wallet' && !plan.instant)) {
      return modal.push('SwitchNetwork', { caipNetworkId: network.caipNetworkId });
    }
    // Core goes back on success, shows SwitchActiveChain when it must, and says why on failure.
    gangway.switchNetwork(network).catch(() => undefined);
  };

  const list = (family: readonly CaipNetwork[], label: string, autoFocus: boolean) => (
    <ActionList
      items={family.map((network) =>
        networkItem(network, {
          current: network.caipNetworkId === activeNetwork?.caipNetworkId,
          disabled: !gangway.options.enableNetworkSwitch,
          onSelect: () => select(network),
          onIntent: () => prefetch(['SwitchNetwork', 'SwitchActiveChain']),
        }),
      )}
      label={label}
      autoFocus={autoFocus}
    />
  );
  const families = byFamily(networks);
  return (
    <ViewFrame name="Networks">
      {families.length === 1
        ? list(networks, t('networks'), true)
        : families.map(([namespace, family], index) => (
            <section
              key={namespace}
              className="network-family"
              data-testid={`gw-network-family-${namespace}`}
            >
              <h3 className="section-heading">{FAMILY_NAMES[namespace]}</h3>
              {list(family, FAMILY_NAMES[namespace], index === 0)}
            </section>
          ))}
    </ViewFrame>
  );
}
