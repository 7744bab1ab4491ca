// Issue 10, sign out (SPEC §4, §9): Disconnect in the demo signs the embedded wallet out; the session token the
// frame held (read from the frame origin's storage, which only the frame and the test can reach) is refused by
// gangway-server afterwards, the frame holds no session, and a reload stays disconnected.
import { expect, test } from '@playwright/test';
import { loginByEmail, uniqueEmail } from '../support/emailLogin.ts';
import { frameStorage } from '../support/embeddedFrame.ts';
import { startupSynced } from '../support/flows.ts';
import { readStack } from '../support/stackInfo.ts';
import { Widget } from '../support/widget.ts';

const stack = readStack();

/** gangway-server's user route, as the frame calls it with its session token. */
const userRoute = (token: string) =>
  fetch(`${stack.apiUrl}/v1/embedded/user?projectId=${stack.projectId}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });

test('Disconnect signs out: the old session token is refused, and a reload stays disconnected', async ({
  page,
}) => {
  // The server knows the key's own address (the smart account is derived from it): the page presents that one.
  await page.goto(`${stack.demoUrl}/?accountType=eoa`);
  const { address } = await loginByEmail(page, uniqueEmail('signout'));
  const widget = new Widget(page);

  const stored = (await frameStorage(page, stack))[`gw-frame:session:${stack.projectId}`];
  const token = (JSON.parse(stored ?? '{}') as { token?: string }).token ?? '';
  expect(token).not.toBe('');
  const before = await userRoute(token);
  expect(before.status).toBe(200);
  expect(JSON.stringify(await before.json())).toContain(address);

  await page.getByTestId('demo-disconnect').click();
  await expect(page.getByTestId('demo-status-badge')).toHaveText(/disconnected/i);
  await expect(widget.connectButton).toBeVisible();
  await expect.poll(async () => (await userRoute(token)).status).toBe(401);
  expect(Object.keys(await frameStorage(page, stack))).not.toContain(`gw-frame:session:${stack.projectId}`);

  await page.reload();
  await startupSynced(page);
  await expect(widget.connectButton).toBeVisible();
  await expect(widget.accountButton).toBeHidden();
  await expect(page.getByTestId('demo-status-badge')).toHaveText(/disconnected/i);
});

test('a sign-out in another tab disconnects this one too', async ({ page, context }) => {
  await page.goto(stack.demoUrl);
  const { address } = await loginByEmail(page, uniqueEmail('two-tabs'));
  const widget = new Widget(page);

  // A second tab of the same site restores the same session from the frame's storage.
  const other = await context.newPage();
  await other.goto(stack.demoUrl);
  await expect(other.getByTestId('demo-address')).toHaveText(address);
  await other.getByTestId('demo-disconnect').click();
  await expect(new Widget(other).connectButton).toBeVisible();

  await expect(widget.connectButton).toBeVisible();
  await expect(page.getByTestId('demo-status-badge')).toHaveText(/disconnected/i);
});
