// A QR code as one SVG path of its dark modules, drawn by us so that no markup is injected (Receive's address,
// ConnectingWalletConnect's pairing URI).
import { encode } from 'uqr';

export interface QrPath {
  /** Modules per side, the quiet zone included. */
  size: number;
  d: string;
}

export interface QrOptions {
  /** Error correction: M for text shown as is, Q when an icon covers the centre (it restores up to 25%). */
  ecc: 'M' | 'Q';
  /** Quiet-zone modules on each side. */
  border: number;
  /** Share of the width left clear in the centre, for an icon (none by default). */
  clearCentre?: number;
}

export function qrPath(text: string, options: QrOptions): QrPath {
  const { data, size } = encode(text, { ecc: options.ecc, border: options.border });
  const clear = options.clearCentre ? Math.ceil(size * options.clearCentre) + 2 : 0;
  const from = Math.floor((size - clear) / 2);
  const inCentre = (x: number, y: number) => x >= from && x < from + clear && y >= from && y < from + clear;
  let d = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark && !inCentre(x, y)) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  return { size, d };
}
