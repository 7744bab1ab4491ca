import { currentView, findRequested, type Gangway, GangwayError, USER_MESSAGES } from '@gangway/core';
import { useEffect, useRef } from 'react';
import { BrandIcon } from '../../components/BrandIcon/BrandIcon.tsx';
import { useGangway } from '../../hooks/useGangway.ts';
import { LABELS } from '../../labels.ts';
import { useAnnounce } from '../../modal/ModalContext.ts';
import { StatusIcon } from '../../modal/StatusIcon/StatusIcon.tsx';
import { ViewFrame } from '../../modal/ViewFrame/ViewFrame.tsx';
import type { ViewProps } from '../viewLoaders.ts';

/** After a switch, leave the waiting view and the network list that led to it. */
function leaveSwitchView(gangway: Gangway): void {
  const modal = gangway.modal.getState();
  if (!modal.open || currentView(modal)?.view !== 'SwitchNetwork') return;
  const cameFromList = modal.history[modal.history.length - 2]?.view === 'Networks';
  modal.back();
  if (cameFromList) gangway.modal.getState().back();
}

/** SPEC §2 SwitchNetwork: waits for the wallet to approve; on failure core goes back one view and a toast says why. */
export default function SwitchNetwork({ data }: ViewProps<'SwitchNetwork'>) {
  const gangway = useGangway();
  const announce = useAnnounce();
  const network = findRequested(gangway.networks.getState(), data.caipNetworkId);
  const name = network?.name ?? data.caipNetworkId;
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    announce(LABELS.approveSwitch(name));
    gangway.switchNetwork(data.caipNetworkId).then(
      (switched) => {
        // Leaving an unsupported network closes the modal (SPEC §4): nothing is left to confirm it in.
        if (gangway.modal.getState().open) {
          gangway.toast.getState().show('success', USER_MESSAGES.NETWORK_SWITCHED({ name: switched.name }));
        }
        leaveSwitchView(gangway);
      },
      (error: unknown) => {
        gangway.toast
          .getState()
          .show('error', error instanceof GangwayError ? error.message : USER_MESSAGES.SWITCH_NETWORK_FAILED);
        gangway.shake.getState().shake();
      },
    );
  }, [announce, data, gangway, name]);

  return (
    <ViewFrame name="SwitchNetwork" variant="center">
      <StatusIcon state="pending">
        <BrandIcon name={name} src={network?.assets?.imageUrl} size={72} shape="circle" />
      </StatusIcon>
      <p className="headline">{LABELS.approveInWallet}</p>
      <p className="hint">{LABELS.approveSwitch(name)}</p>
    </ViewFrame>
  );
}
