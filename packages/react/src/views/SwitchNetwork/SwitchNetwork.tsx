import { findRequested } from '@gangway/core/internal';
import { useEffect, useRef } from 'react';
import { BrandIcon } from '../../components/BrandIcon/BrandIcon.tsx';
import { useGangway } from '../../hooks/useGangway.ts';
import { useViewI18n } from '../../i18n/useViewI18n.ts';
import { useAnnounce } from '../../modal/ModalContext.ts';
import { StatusIcon } from '../../modal/StatusIcon/StatusIcon.tsx';
import { ViewFrame } from '../../modal/ViewFrame/ViewFrame.tsx';
import type { ViewProps } from '../lazyViews.ts';

/** SPEC §2 SwitchNetwork: waits for the wallet to approve the switch. */
export default function SwitchNetwork({ data }: ViewProps<'SwitchNetwork'>) {
  const gangway = useGangway();
  const announce = useAnnounce();
  const { t } = useViewI18n();
  const network = findRequested(gangway.networks.getState(), data.caipNetworkId);
  const name = network?.name ?? data.caipNetworkId;
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    announce(t('approveSwitch', { name }));
    // Core leaves this view either way, with a toast that says how the switch ended.
    gangway.switchNetwork(data.caipNetworkId).catch(() => undefined);
  }, [announce, data, gangway, name, t]);

  return (
    <ViewFrame name="SwitchNetwork" variant="center">
      <StatusIcon state="pending">
        <BrandIcon name={name} src={network?.assets?.imageUrl} size={72} shape="circle" />
      </StatusIcon>
      <p className="headline">{t('approveInWallet')}</p>
      <p className="hint">{t('approveSwitch', { name })}</p>
    </ViewFrame>
  );
}
