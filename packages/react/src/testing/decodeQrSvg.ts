// Reads back a QR code the widget draws: its SVG path of dark modules, painted into an RGBA bitmap and decoded with
// jsQR (another library than the encoder, so nothing of the drawing is trusted).
import jsQR from 'jsqr';

const SCALE = 6;

export function decodeQrSvg(svg: SVGSVGElement): string {
  const size = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  const d = svg.querySelector('path')?.getAttribute('d') ?? '';
  const pixels = size * SCALE;
  const data = new Uint8ClampedArray(pixels * pixels * 4).fill(255);
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < SCALE; dy++) {
      for (let dx = 0; dx < SCALE; dx++) {
        const offset = ((Number(y) * SCALE + dy) * pixels + Number(x) * SCALE + dx) * 4;
        data.fill(0, offset, offset + 3);
      }
    }
  }
  const decoded = jsQR(data, pixels, pixels);
  if (!decoded) throw new Error('no QR code found in the drawing');
  return decoded.data;
}
