import { createRequire } from 'node:module';
import { expect, type Locator, type Page } from '@playwright/test';
import type { E2EStack } from './stackInfo.ts';

/** Hosts of WalletConnect's own cloud (relay, Verify, telemetry, RPC, explorer): never contacted in local mode. */
export const WALLETCONNECT_HOSTS =
  /(^|\.)(walletconnect\.(com|org|network)|reown\.com|web3modal\.(com|org))$/;

/** The Gangway Phone Wallet page, opened with a pairing URI the way its deep link opens it. */
export class PhoneWallet {
  constructor(readonly page: Page) {}

  static async open(page: Page, stack: E2EStack, uri: string): Promise<PhoneWallet> {
    await page.goto(`${stack.phoneWalletUrl}/wc?uri=${encodeURIComponent(uri)}`);
    return new PhoneWallet(page);
  }

  get status(): Locator {
    return this.page.getByTestId('phone-status');
  }
  get sessions(): Locator {
    return this.page.getByTestId('phone-session');
  }
  async answerSession(approve: boolean): Promise<void> {
    await this.page.getByTestId(approve ? 'phone-approve-session' : 'phone-reject-session').click();
  }
  async approveRequest(title: string): Promise<void> {
    await expect(this.page.getByTestId('phone-request-title')).toHaveText(title);
    await this.page.getByTestId('phone-approve-request').click();
  }
}

/** Reads the QR code drawn on screen back to its text (jsQR over the SVG rendered into a canvas). */
export async function decodeQr(page: Page, qr: Locator): Promise<string | null> {
  const require = createRequire(import.meta.url);
  await page.addScriptTag({ path: require.resolve('jsqr/dist/jsQR.js') });
  const svg = await qr.locator('svg').evaluate((element) => element.outerHTML);
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
