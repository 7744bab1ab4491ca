import { findRequested } from '@gangway/core/internal';
import { FAMILY_NAMES } from '@gangway/protocol';
import { BrandIcon } from '../../components/BrandIcon/BrandIcon.tsx';
import { useGangway } from '../../hooks/useGangway.ts';
import { useViewI18n } from '../../i18n/useViewI18n.ts';
import { ViewFrame } from '../../modal/ViewFrame/ViewFrame.tsx';
import type { ViewProps } from '../lazyViews.ts';

/**
 * SPEC §2, §4 SwitchActiveChain: the wallet in use does not speak the chosen network's family. Explains, and on
 * request makes that network active and leads to Connect filtered to its family (replacing this view).
 */
export default function SwitchActiveChain({ data }: ViewProps<'SwitchActiveChain'>) {
  const gangway = useGangway();
  const { t } = useViewI18n();
  const network = findRequested(gangway.networks.getState(), data.caipNetworkId);
  const name = network?.name ?? data.caipNetworkId;
  const namespace = network?.chainNamespace;
  const family = namespace ? FAMILY_NAMES[namespace] : name;
  const wallet = gangway.getAccount().connectedWalletInfo?.name ?? t('wallets');

  const connectOther = async () => {
    if (!namespace) return;
    await gangway.switchNetwork(data.caipNetworkId, { withoutWallet: true });
    gangway.modal.getState().replace('Connect', { namespace });
  };

  return (
    <ViewFrame name="SwitchActiveChain" variant="center">
      <BrandIcon name={name} src={network?.assets?.imageUrl} size={72} shape="circle" />
      <p className="headline">{t('lacksFamily', { wallet, family })}</p>
      <p className="hint">{t('lacksFamilyHint', { network: name, family })}</p>
      <div className="actions">
        <button
          type="button"
          className="button button--primary"
          data-testid="gw-switch-active-chain"
          disabled={!namespace}
          onClick={() => void connectOther().catch(() => undefined)}
        >
          {t('connectFamilyWalletButton', { family })}
        </button>
      </div>
    </ViewFrame>
  );
}
