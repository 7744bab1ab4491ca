// Issue 10, an unknown RPC method on the embedded wallet (SPEC §4): the host app asks wagmi's provider for a method
// the wallet does not know; the modal opens and the error is logged at once, 300 ms later the not-allowed message
// shows and the requests still pending (a personal_sign waiting in the frame) are rejected.
import { expect, test } from '@playwright/test';
import { loginByEmail, uniqueEmail } from '../support/emailLogin.ts';
import { readStack } from '../support/stackInfo.ts';
import { Widget } from '../support/widget.ts';

const stack = readStack();
const NOT_ALLOWED_DELAY_MS = 300;

test('an unknown method opens the modal, logs, shows not-allowed after 300 ms and rejects the pending request', async ({
  page,
}) => {
  const logs: { text: string; at: number }[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logs.push({ text: message.text(), at: Date.now() });
  });
  await page.goto(`${stack.demoUrl}/?debug=true`);
  await loginByEmail(page, uniqueEmail('unknown-method'));
  const widget = new Widget(page);

  await page.getByTestId('demo-wagmi-method').fill('eth_unknownThing');
  // A request waiting for the visitor in the frame, shown in the modal's ApproveTransaction view.
  await page.getByTestId('demo-sign').click();
  const frame = page.frameLocator('iframe[data-gangway-frame]');
  await expect(frame.getByRole('region')).toBeVisible();

  // The host app's own code sends the unknown method while the modal covers the page.
  await page.getByTestId('demo-wagmi-request').evaluate((button: HTMLButtonElement) => button.click());
  await expect(page.getByTestId('demo-wagmi-answer')).toHaveText(
    'error 4200: Requested RPC call is not allowed',
  );
  await expect(widget.dialog).toBeVisible();
  await expect(widget.view('ApproveTransaction')).toBeVisible();
  await expect(widget.dialog.getByTestId('gw-alert')).toContainText('RPC Method Not Allowed');

  const logged = logs.find((entry) =>
    entry.text.includes('Requested RPC call is not allowed: eth_unknownThing'),
  );
  const notAllowed = logs.find((entry) => entry.text.includes('RPC Method Not Allowed'));
  expect(logged).toBeDefined();
  expect(notAllowed).toBeDefined();
  // Console messages reach the test a little late; the gap between the two still shows the delay.
  expect((notAllowed?.at ?? 0) - (logged?.at ?? 0)).toBeGreaterThanOrEqual(NOT_ALLOWED_DELAY_MS - 50);

  // The pending personal_sign was rejected, and the frame's approval is gone.
  await expect(page.getByTestId('demo-request-error')).toBeVisible();
  await expect(page.getByTestId('demo-signature')).toHaveText('—');
  await expect(frame.getByRole('region')).toBeHidden();
});
