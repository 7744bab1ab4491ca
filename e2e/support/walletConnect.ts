import { expect, type Page } from '@playwright/test';
import type { Widget } from './widget.ts';

/** The Connect list's WalletConnect entry. */
export const WC_ENTRY = 'walletConnect';

/** Chooses WalletConnect in the Connect list; resolves with the pairing URI and how long the QR took, in page. */
export async function chooseWalletConnect(page: Page, widget: Widget) {
  await widget.open();
  await page.evaluate(() => {
    const probe = window as unknown as { qrShownAfterMs?: number };
    addEventListener(
      'click',
      () => {
        const clicked = performance.now();
        const tick = () => {
          const qr = document
            .querySelector('gangway-modal')
            ?.shadowRoot?.querySelector('[data-testid="gw-wc-qr"]');
          if (qr) probe.qrShownAfterMs = performance.now() - clicked;
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      },
      { capture: true, once: true },
    );
  });
  await widget.wallet(WC_ENTRY).click();
  const qr = widget.view('ConnectingWalletConnect').getByTestId('gw-wc-qr');
  await expect(qr).toBeVisible();
  const uri = (await qr.getAttribute('data-uri')) ?? '';
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
  await expect(widget.dialog).toHaveAccessibleName('WalletConnect');
  const qrMs = await page.evaluate(() => (window as unknown as { qrShownAfterMs?: number }).qrShownAfterMs);
  return { uri, qr, qrMs };
}

/** Every host the page's context contacts from now on. */
export function recordHosts(page: Page): Set<string> {
  const hosts = new Set<string>();
  page.context().on('request', (request) => hosts.add(new URL(request.url()).hostname));
  return hosts;
}
