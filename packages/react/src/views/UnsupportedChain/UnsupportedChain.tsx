import { USER_MESSAGES } from '@gangway/core/internal';
import { visitorMessage } from '@gangway/protocol';
import { DisconnectButton } from '../../components/DisconnectButton/DisconnectButton.tsx';
import { useGangway } from '../../hooks/useGangway.ts';
import { useNetwork } from '../../hooks/useNetwork.ts';
import { useViewI18n } from '../../i18n/useViewI18n.ts';
import { ActionList } from '../../modal/ActionList/ActionList.tsx';
import { AlertIcon } from '../../modal/icons.tsx';
import { useShadowStyles } from '../../modal/ModalContext.ts';
import { ViewFrame } from '../../modal/ViewFrame/ViewFrame.tsx';
import { networkItem } from '../Networks/networkItem.tsx';
import { unsupportedChainCss } from './UnsupportedChain.css.ts';

/** SPEC §2, §4 UnsupportedChain: the wallet is on a network the app did not request; offers the requested ones. */
export default function UnsupportedChain() {
  useShadowStyles(unsupportedChainCss);
  const gangway = useGangway();
  const { t, message } = useViewI18n();
  const { networks } = useNetwork();
  const items = networks.map((network) =>
    networkItem(network, {
      current: false,
      disabled: false,
      onSelect: () =>
        gangway.modal.getState().push('SwitchNetwork', { caipNetworkId: network.caipNetworkId }),
    }),
  );
  return (
    <ViewFrame name="UnsupportedChain" variant="center">
      <span className="unsupported-icon">
        <AlertIcon size={30} />
      </span>
      <p className="headline">{message(visitorMessage(USER_MESSAGES, 'UNSUPPORTED_CHAIN'))}</p>
      <p className="hint">{t('unsupportedHint')}</p>
      <div className="unsupported-list">
        <ActionList items={items} label={t('networks')} autoFocus />
      </div>
      <div className="actions">
        <DisconnectButton />
      </div>
    </ViewFrame>
  );
}
