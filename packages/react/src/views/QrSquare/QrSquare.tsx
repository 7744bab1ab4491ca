import { type ReactNode, useMemo } from 'react';
import { useShadowStyles } from '../../modal/ModalContext.ts';
import { qrPath } from '../qrPath.ts';
import { qrSquareCss } from './QrSquare.css.ts';

/** Share of the code's width the mark covers; error correction Q restores up to 25% of the modules. */
const MARK_SHARE = 0.22;

/** A link as a QR code (SVG) with a mark (the wallet's or app's icon) in its middle; the link in data-uri for tests. */
export function QrSquare({
  value,
  label,
  testId,
  children,
}: {
  value: string;
  label: string;
  testId: string;
  children: ReactNode;
}) {
  useShadowStyles(qrSquareCss);
  const { size, d } = useMemo(() => qrPath(value, { ecc: 'Q', border: 0, clearCentre: MARK_SHARE }), [value]);
  return (
    <div className="gw-qr" data-testid={testId} data-uri={value}>
      <svg
        viewBox={`-2 -2 ${size + 4} ${size + 4}`}
        role="img"
        aria-label={label}
        shapeRendering="crispEdges"
      >
        <rect x={-2} y={-2} width={size + 4} height={size + 4} fill="#fff" />
        <path d={d} fill="#000" />
      </svg>
      <span className="gw-qr__mark">{children}</span>
    </div>
  );
}

/** The QR code's square while its link is on the way. */
export function QrPlaceholder({ testId, children }: { testId: string; children: ReactNode }) {
  useShadowStyles(qrSquareCss);
  return (
    <div className="gw-qr gw-qr--placeholder" data-testid={testId}>
      {children}
    </div>
  );
}
