// The demo's Requests card as the specs drive it: a message signed through the host app's useSignMessage.
import { expect, type Page } from '@playwright/test';

/** Asks the connected wallet, through the demo, to sign `message`; the wallet's answer is the caller's to give. */
export async function requestSignature(page: Page, message: string): Promise<void> {
  await page.getByTestId('demo-message').fill(message);
  await page.getByTestId('demo-sign').click();
}

/** Signs `message` from the demo, `approve` answering in the wallet; the signature the demo shows. */
export async function signFromTheDemo(
  page: Page,
  message: string,
  approve: () => Promise<void>,
): Promise<string> {
  await requestSignature(page, message);
  await approve();
  const signature = page.getByTestId('demo-signature');
  await expect(signature).not.toHaveText('—');
  return (await signature.textContent()) ?? '';
}
