// The QR code of a text as one SVG path of its dark modules, drawn by us so that no markup is injected.
import encodeQR from 'qr';

export interface QrPath {
  /** Modules per side, the quiet zone included. */
  size: number;
  d: string;
}

/** SPEC-less choice: medium error correction, the usual for addresses shown on screen. */
export function qrPath(text: string): QrPath {
  const modules = encodeQR(text, 'raw', { ecc: 'medium', border: 2 });
  const parts: string[] = [];
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return { size: modules.length, d: parts.join('') };
}
