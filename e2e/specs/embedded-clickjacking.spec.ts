// Issue 17, clickjacking of the approval: a hostile script in the host page lays a decoy over the frame (letting
// clicks through), or fades the frame, to trick a click onto Approve. The frame asks the browser whether it is seen as
// drawn (IntersectionObserver v2, which Chromium has): while it is not, Approve is off and the frame says why; a click
// aimed at it signs nothing. Uncovered, Approve arms again and the request is approved as usual.
import { expect, type Page, test } from '@playwright/test';
import { verifyMessage } from 'viem';
import { requestSignature } from '../support/demoRequests.ts';
import { loginByEmail, uniqueEmail } from '../support/emailLogin.ts';
import { clickApproval } from '../support/embeddedFrame.ts';
import { readStack } from '../support/stackInfo.ts';

const stack = readStack();
const FRAME = 'iframe[data-gangway-frame]';

/** The host page's hostile script: a see-through decoy over the whole page that lets every click through. */
const coverWithDecoy = (page: Page) =>
  page.evaluate(() => {
    const decoy = document.createElement('div');
    decoy.id = 'decoy';
    decoy.textContent = 'Click the blue button to claim your prize';
    decoy.style.cssText =
      'position:fixed;inset:0;z-index:2147483647;pointer-events:none;background:rgba(255,255,255,0.02);font:32px sans-serif';
    document.body.appendChild(decoy);
  });

test('Approve is off while the host page covers or fades the frame; a click aimed at it signs nothing', async ({
  page,
}) => {
  // The EOA's signature (65 bytes); the smart account's path is embedded-smart-account.spec.ts.
  await page.goto(`${stack.demoUrl}/?accountType=eoa`);
  const { address } = await loginByEmail(page, uniqueEmail('clickjack'));
  const frame = page.frameLocator(FRAME);
  const approve = frame.getByRole('button', { name: 'Approve' });
  const covered = frame.getByRole('status');

  await requestSignature(page, 'Covered request');
  await expect(frame.getByRole('region')).toContainText('Covered request');
  await coverWithDecoy(page);
  await expect(covered).toContainText('hidden by the page');
  await expect(approve).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('approval-covered.png') });
  // The trick: a click through the decoy, where Approve is drawn.
  const box = await approve.boundingBox();
  if (!box) throw new Error('Approve has no box');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(approve).toBeDisabled();
  await expect(frame.getByRole('region')).toContainText('Covered request');
  await expect(page.getByTestId('demo-signature')).toHaveText('—');

  // Uncovered, Approve arms again and works.
  await page.evaluate(() => document.getElementById('decoy')?.remove());
  await expect(covered).toBeHidden();
  await clickApproval(page, 'Approve');
  const signature = page.getByTestId('demo-signature');
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/);
  expect(
    await verifyMessage({
      address: address as `0x${string}`,
      message: 'Covered request',
      signature: ((await signature.textContent()) ?? '') as `0x${string}`,
    }),
  ).toBe(true);

  // Fading the page, frame included, is the same trick — here done before the request appears, so the frame's very
  // first visibility report already says hidden.
  await page.evaluate(() => {
    document.body.style.opacity = '0.3';
  });
  await requestSignature(page, 'Faded request');
  await expect(frame.getByRole('region')).toContainText('Faded request');
  await expect(covered).toContainText('hidden by the page');
  await expect(approve).toBeDisabled();
  await clickApproval(page, 'Reject');
  await expect(page.getByTestId('demo-request-error')).toContainText('User rejected the request');
});
