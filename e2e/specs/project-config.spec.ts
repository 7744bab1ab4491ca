import { ALERTS } from '@gangway/protocol';
import { createProject } from '../support/adminApi.ts';
import { expect, test } from '../support/fixtures.ts';

test("a page whose origin the project does not allow gets 'Invalid App Configuration'", async ({
  page,
  stack,
  widget,
}) => {
  const id = `e2e-closed-${test.info().workerIndex}-${Date.now()}`;
  await createProject(stack, { id, allowedOrigins: ['https://somewhere-else.example'] });
  await page.goto(`${stack.demoUrl}/?projectId=${id}&debug=true`);
  await widget.open();
  await expect(page.getByTestId('gw-alert')).toContainText(ALERTS.INVALID_APP_CONFIGURATION.shortMessage);
  // Installed wallets still work without the server.
  await expect(widget.view('Connect').getByTestId('gw-wallet-io.gangway.devwallet')).toBeVisible();
});

test("the widget takes the project's remote features from the server", async ({ page, stack, widget }) => {
  const id = `e2e-remote-${test.info().workerIndex}-${Date.now()}`;
  await createProject(stack, {
    id,
    allowedOrigins: [new URL(stack.demoUrl).origin],
    features: { email: false, swaps: false, reownBranding: true },
  });
  const config = page.waitForResponse((response) => response.url().includes('/appkit/v1/config'));
  await page.goto(`${stack.demoUrl}/?projectId=${id}&debug=true`);
  await widget.open();
  const body = (await (await config).json()) as { features: { email: boolean; swaps: unknown } };
  expect(body.features).toMatchObject({ email: false, swaps: false, reownBranding: true });
  // What the widget shows follows the project: the branding line is off by default and on for this project.
  await expect(widget.view('Connect').getByTestId('gw-branding')).toBeVisible();
  await expect(page.getByTestId('gw-alert')).toHaveCount(0);

  await page.goto(stack.demoUrl);
  await widget.open();
  await expect(widget.view('Connect').getByTestId('gw-wallet-io.gangway.devwallet')).toBeVisible();
  await expect(widget.view('Connect').getByTestId('gw-branding')).toHaveCount(0);
});

test('with analytics on, a failed connection is reported and the server acknowledges it once stored', async ({
  page,
  stack,
  widget,
  wallet,
}) => {
  const events: { status: number; body: unknown }[] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== '/e') return;
    events.push({ status: response.status(), body: response.request().postDataJSON() });
  });
  await page.goto(`${stack.demoUrl}/?analytics=true`);
  await widget.pickDevWallet();
  await wallet.reject('eth_requestAccounts');
  const isError = (event: { body: unknown }) =>
    (event.body as { props: { type: string } }).props.type === 'error';
  await expect.poll(() => events.filter(isError).length).toBe(1);
  const [error] = events.filter(isError);
  expect(error?.status).toBe(202);
  expect(error?.body).toMatchObject({ props: { type: 'error', errorMessage: 'Connection rejected' } });
  expect(events.every((event) => event.status === 202)).toBe(true);
});

test('with analytics off (the default), nothing is sent', async ({ page, stack, widget, wallet }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/e') sent.push(request.url());
  });
  await page.goto(stack.demoUrl);
  await widget.pickDevWallet();
  await wallet.reject('eth_requestAccounts');
  await page.waitForTimeout(500);
  expect(sent).toEqual([]);
});
