// The widget's QR codes read back outside the widget's own code, as a phone camera would.
import { createRequire } from 'node:module';
import type { Locator, Page } from '@playwright/test';

/** Reads a QR code drawn on screen back to its text: the `<svg>` rendered into a canvas, decoded with jsQR. */
export async function decodeQr(page: Page, svgElement: Locator): Promise<string | null> {
  const require = createRequire(import.meta.url);
  await page.addScriptTag({ path: require.resolve('jsqr/dist/jsQR.js') });
  const svg = await svgElement.evaluate((element) => element.outerHTML);
  return page.evaluate(async (markup) => {
    const size = 480;
    const sized = markup.replace(
      '<svg',
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"`,
    );
    const image = new Image();
    image.src = URL.createObjectURL(new Blob([sized], { type: 'image/svg+xml' }));
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = size + 80;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 40, 40, size, size);
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    const jsQR = (
      window as unknown as { jsQR: (d: Uint8ClampedArray, w: number, h: number) => { data: string } | null }
    ).jsQR;
    return jsQR(data, width, height)?.data ?? null;
  }, svg);
}
