import { FAMILY_NAMES } from '@gangway/protocol';
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { BrandIcon } from '../../components/BrandIcon/BrandIcon.tsx';
import { useAccount } from '../../hooks/useAccount.ts';
import { useGangway } from '../../hooks/useGangway.ts';
import { useViewI18n } from '../../i18n/useViewI18n.ts';
import { useShadowStyles } from '../../modal/ModalContext.ts';
import { ViewFrame } from '../../modal/ViewFrame/ViewFrame.tsx';
import { CopyButton } from '../Account/CopyButton.tsx';
import { qrPath } from '../qrPath.ts';
import { receiveCss } from './Receive.css.ts';

/** The address in use as a QR code and as text with copy, and the requested networks of its family. */
export default function Receive() {
  useShadowStyles(receiveCss);
  const gangway = useGangway();
  const { t } = useViewI18n();
  const { address, namespace } = useAccount();
  const requested = useStore(gangway.networks, (state) => state.requested);
  const networks = useMemo(
    () => requested.filter((network) => network.chainNamespace === namespace),
    [requested, namespace],
  );
  const qr = useMemo(() => (address ? qrPath(address, { ecc: 'M', border: 2 }) : undefined), [address]);
  const family = FAMILY_NAMES[namespace];
  if (!address || !qr) return <ViewFrame name="Receive">{null}</ViewFrame>;
  return (
    <ViewFrame name="Receive" variant="center">
      <div className="receive-qr">
        <svg
          viewBox={`0 0 ${qr.size} ${qr.size}`}
          role="img"
          aria-label={t('receiveQr', { family })}
          data-testid="gw-receive-qr"
          data-qr-text={address}
          shapeRendering="crispEdges"
        >
          <rect width={qr.size} height={qr.size} fill="#fff" />
          <path d={qr.d} fill="#000" />
        </svg>
      </div>
      <div className="receive-address">
        <span className="sr-only">{t('yourAddress')}</span>
        <span className="receive-address__text" data-testid="gw-receive-address" dir="ltr">
          {address}
        </span>
        <CopyButton text={address} testId="gw-receive-copy" />
      </div>
      <p className="receive-heading" id="gw-receive-networks">
        {t('receivesOn', { family })}
      </p>
      <ul
        className="receive-networks"
        aria-labelledby="gw-receive-networks"
        data-testid="gw-receive-networks"
      >
        {networks.map((network) => (
          <li key={network.caipNetworkId} data-testid={`gw-receive-network-${network.caipNetworkId}`}>
            <BrandIcon name={network.name} src={network.assets?.imageUrl} size={22} shape="circle" />
            {network.name}
          </li>
        ))}
      </ul>
      <p className="hint">{t('receiveHint')}</p>
    </ViewFrame>
  );
}
