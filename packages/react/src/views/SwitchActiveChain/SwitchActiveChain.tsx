import { findRequested } from '@gangway/core';
import { BrandIcon } from '../../components/BrandIcon/BrandIcon.tsx';
import { useGangway } from '../../hooks/useGangway.ts';
import { LABELS } from '../../labels.ts';
import { ViewFrame } from '../../modal/ViewFrame/ViewFrame.tsx';
import { VIEW_LABELS } from '../../viewLabels.ts';
import type { ViewProps } from '../lazyViews.ts';

/**
 * SPEC §2, §4 SwitchActiveChain: the wallet in use does not speak the chosen network's family. Explains, and on
 * request makes that network active and leads to Connect filtered to its family (replacing this view).
 */
export default function SwitchActiveChain({ data }: ViewProps<'SwitchActiveChain'>) {
  const gangway = useGangway();
  const network = findRequested(gangway.networks.getState(), data.caipNetworkId);
  const name = network?.name ?? data.caipNetworkId;
  const namespace = network?.chainNamespace;
  const family = namespace ? LABELS.families[namespace] : name;
  const wallet = gangway.getAccount().connectedWalletInfo?.name ?? LABELS.wallets;

  const connectOther = async () => {
    if (!namespace) return;
    await gangway.switchNetwork(data.caipNetworkId, { withoutWallet: true });
    gangway.modal.getState().replace('Connect', { namespace });
  };

  return (
    <ViewFrame name="SwitchActiveChain" variant="center">
      <BrandIcon name={name} src={network?.assets?.imageUrl} size={72} shape="circle" />
      <p className="headline">{VIEW_LABELS.lacksFamily(wallet, family)}</p>
      <p className="hint">{VIEW_LABELS.lacksFamilyHint(name, family)}</p>
      <div className="actions">
        <button
          type="button"
          className="button button--primary"
          data-testid="gw-switch-active-chain"
          disabled={!namespace}
          onClick={() => void connectOther().catch(() => undefined)}
        >
          {VIEW_LABELS.connectFamilyWallet(family)}
        </button>
      </div>
    </ViewFrame>
  );
}
