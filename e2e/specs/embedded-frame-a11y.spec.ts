// Issue 27: the embedded wallet's frame as assistive technology and the keyboard meet it. The approval is part of the
// modal's dialog (in the browser's accessibility tree, the frame sits inside the dialog), its content a labelled
// region; an e-mail login and an approval go from the keyboard alone, Tab comes back from the frame into the dialog,
// and the focus returns to the modal (or, when it closes, to what opened it) after each decision. axe-core checks
// EmailLogin and ApproveTransaction with the frame in place (it reads inside the frame too).

import { FRAME_TITLE } from '@gangway/core/internal';
import { jsonRpc, otpCodeOf } from '@gangway/devnet';
import { expect, type Page, test } from '@playwright/test';
import { expectNoViolations } from '../support/axe.ts';
import { uniqueEmail } from '../support/emailLogin.ts';
import { holdRequests } from '../support/heldRequests.ts';
import { waitForMail } from '../support/inbox.ts';
import { readStack } from '../support/stackInfo.ts';
import { Widget } from '../support/widget.ts';

const stack = readStack();
const ethereum = stack.chains.find((chain) => chain.chainId === 1) ?? stack.chains[0]!;
const FRAME = 'iframe[data-gangway-frame]';

/** What holds the keyboard focus: a test id or label inside the modal's shadow root, `frame` for the frame. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let element: Element | null = document.activeElement;
    if (element?.hasAttribute('data-gangway-frame')) return 'frame';
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    return (
      element?.getAttribute('data-testid') ??
      element?.getAttribute('role') ??
      element?.getAttribute('aria-label') ??
      element?.tagName.toLowerCase() ??
      ''
    );
  });
}

/** Presses Tab until `target` (as focused() names it) has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: string, max = 15): Promise<void> {
  for (let press = 0; press < max; press++) {
    if ((await focused(page)) === target) return;
    await page.keyboard.press('Tab');
  }
  expect(await focused(page)).toBe(target);
}

/** The frame's place in the browser's accessibility tree: its node and every ancestor, as "role:name". */
async function frameAncestry(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    type AxNode = { nodeId: string; parentId?: string; role?: { value: string }; name?: { value: string } };
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
    const byId = new Map(nodes.map((node) => [node.nodeId, node]));
    const frame = nodes.find((node) => node.role?.value === 'Iframe' && node.name?.value === FRAME_TITLE);
    const chain: string[] = [];
    for (let node = frame; node; node = node.parentId ? byId.get(node.parentId) : undefined)
      chain.push(`${node.role?.value}:${node.name?.value ?? ''}`);
    return chain;
  } finally {
    await cdp.detach();
  }
}

test('an e-mail login and an approval from the keyboard alone, with the frame inside the dialog (axe-core clean)', async ({
  page,
}) => {
  const widget = new Widget(page);
  const frame = page.frameLocator(FRAME);
  await page.goto(stack.demoUrl);

  // EmailLogin: Enter opens the modal, Tab reaches the address, Enter sends it, the code is typed.
  await widget.connectButton.focus();
  await page.keyboard.press('Enter');
  await expect(widget.view('Connect')).toBeVisible();
  await tabTo(page, 'gw-email-input');
  const email = uniqueEmail('keyboard');
  await page.keyboard.type(email);
  const since = Date.now();
  await page.keyboard.press('Enter');
  const login = widget.view('EmailLogin');
  await expect(login).toBeVisible();
  // The frame is in place, inside the modal's element, hidden from everyone until an approval.
  await expect(page.locator(`gangway-modal > ${FRAME}`)).toHaveAttribute('aria-hidden', '');
  await expect(login.getByTestId('gw-otp-input')).toBeFocused();
  await expectNoViolations(page, 'EmailLogin with the frame in place');
  await page.keyboard.type(otpCodeOf(await waitForMail(email, since)) ?? '');
  await expect(widget.dialog).toBeHidden();
  // The Connect button that opened the modal is gone (connected): the focus is on the widget's button in its place.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-gw-button') ?? false))
    .toBe(true);
  const address = ((await page.getByTestId('demo-address').textContent()) ?? '').trim();

  // ApproveTransaction: the page asks for a signature; the modal opens on the frame, focus on Reject inside it.
  const sign = page.getByTestId('demo-sign');
  await page.getByTestId('demo-message').fill('Sign with the keyboard');
  await sign.focus();
  await page.keyboard.press('Enter');
  const view = widget.view('ApproveTransaction');
  await expect(view).toBeVisible();
  const region = frame.getByRole('region', { name: 'Sign message' });
  await expect(region).toContainText('Sign with the keyboard');
  await expect(frame.getByRole('button', { name: 'Reject' })).toBeFocused();
  // Inside the dialog's tree: slotted into the view's frame area, and so in the accessibility tree.
  expect(
    await page.evaluate((selector) => {
      const iframe = document.querySelector(selector);
      const dialog = document.querySelector('gangway-modal')?.shadowRoot?.querySelector('[role="dialog"]');
      return Boolean(iframe?.assignedSlot && dialog?.contains(iframe.assignedSlot));
    }, FRAME),
  ).toBe(true);
  const ancestry = await frameAncestry(page);
  expect(ancestry[0]).toBe(`Iframe:${FRAME_TITLE}`);
  expect(ancestry).toContain('dialog:Approve request');
  await expectNoViolations(page, 'ApproveTransaction with the frame in place');

  // Tab goes Reject → Approve (once armed) → out of the frame, back to the start of the dialog; Shift+Tab from
  // there goes back into the frame.
  const approve = frame.getByRole('button', { name: 'Approve' });
  await expect(approve).toBeEnabled();
  await page.keyboard.press('Tab');
  await expect(approve).toBeFocused();
  await page.keyboard.press('Tab');
  await expect.poll(() => focused(page)).toBe('gw-modal-close');
  await page.keyboard.press('Shift+Tab');
  await expect.poll(() => focused(page)).toBe('frame');
  await expect(
    frame.getByRole('button', { name: /^(Reject|Approve)$/ }).and(frame.locator(':focus')),
  ).toHaveCount(1);

  // Escape in the frame refuses; the modal closes and the focus is back where the request came from.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('demo-request-error')).toContainText('User rejected the request');
  await expect(view).toBeHidden();
  await expect(sign).toBeFocused();

  // Again, approved with Enter.
  await page.getByTestId('demo-message').fill('Approved with the keyboard');
  await sign.focus();
  await page.keyboard.press('Enter');
  await expect(region).toContainText('Approved with the keyboard');
  await expect(approve).toBeEnabled();
  await page.keyboard.press('Tab');
  await expect(approve).toBeFocused();
  await page.keyboard.press('Enter');
  // A signature of the account's kind (an EOA's, or its smart account's ERC-6492 one): this spec is about the keyboard.
  await expect(page.getByTestId('demo-signature')).toHaveText(/^0x[0-9a-f]{130,}$/);
  await expect(view).toBeHidden();
  await expect(sign).toBeFocused();

  // A transaction: while it is sent after the approval, the frame is gone and the focus is on the dialog, which
  // stays open saying so; then the modal closes and the focus returns to the page's button.
  await jsonRpc(ethereum.rpcUrl, 'anvil_setBalance', [address, `0x${(10n ** 19n).toString(16)}`]);
  const { release } = await holdRequests(
    page,
    (url) => url.origin === new URL(stack.apiUrl).origin && url.pathname === '/v1/',
    (request) => request.postData()?.includes('eth_sendRawTransaction') ?? false,
  );
  await page.getByTestId('demo-send-to').fill(`0x${'a1'.repeat(20)}`);
  await page.getByTestId('demo-send-value').fill('1000');
  const send = page.getByTestId('demo-send');
  await send.focus();
  await page.keyboard.press('Enter');
  await expect(frame.getByRole('region', { name: 'Send transaction' })).toBeVisible();
  await expect(approve).toBeEnabled();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(view.getByRole('status')).toBeVisible();
  await expect.poll(() => focused(page)).toBe('gw-modal');
  release();
  await expect(page.getByTestId('demo-sent')).toHaveText(/^0x[0-9a-f]{64}$/);
  await expect(view).toBeHidden();
  await expect(send).toBeFocused();
});
