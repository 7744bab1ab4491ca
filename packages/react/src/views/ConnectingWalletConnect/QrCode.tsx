import { useMemo } from 'react';
import { BrandIcon } from '../../components/BrandIcon/BrandIcon.tsx';
import { qrPath } from '../qrPath.ts';

/** Share of the code's width the icon covers; error correction Q restores up to 25% of the modules. */
const ICON_SHARE = 0.22;

/** SPEC §2 ConnectingWalletConnect's QR code, as SVG, with the wallet's icon in the middle; the URI for tests. */
export function QrCode({ uri, name, imageUrl }: { uri: string; name: string; imageUrl: string | undefined }) {
  const { size, d } = useMemo(() => qrPath(uri, { ecc: 'Q', border: 0, clearCentre: ICON_SHARE }), [uri]);
  return (
    <div className="wc-qr" data-testid="gw-wc-qr" data-uri={uri}>
      <svg viewBox={`-2 -2 ${size + 4} ${size + 4}`} role="img" aria-label={name} shapeRendering="crispEdges">
        <rect x={-2} y={-2} width={size + 4} height={size + 4} fill="#fff" />
        <path d={d} fill="#000" />
      </svg>
      <span className="wc-qr__icon">
        <BrandIcon name={name} src={imageUrl} size={44} shape="rounded" />
      </span>
    </div>
  );
}
