import { expect, test } from '../support/fixtures.ts';
import { expectFirstPageThenIcons } from '../support/idleRequests.ts';

test("before the modal opens only the directory's first page and its first wallets' icons leave the page (none with prefetch: 'intent'), and only configured hosts are ever contacted", async ({
  page,
  stack,
  widget,
}) => {
  const demoHost = new URL(stack.demoUrl).host;
  const apiHost = new URL(stack.apiUrl).host;
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const leftThePage = () => requests.filter((url) => new URL(url).host !== demoHost);

  await page.goto(`${stack.demoUrl}?prefetch=intent`);
  await page.waitForLoadState('networkidle');
  expect(leftThePage()).toEqual([]);

  await page.goto(stack.demoUrl);
  await page.waitForLoadState('networkidle');
  expectFirstPageThenIcons(
    leftThePage().map((url) => new URL(url)),
    stack.apiUrl,
  );

  // The load state is already 'networkidle' from the first load, so wait for the server's answer itself.
  const configured = page.waitForResponse((response) => response.url().includes('/appkit/v1/config'));
  await widget.open();
  await expect(widget.view('Connect')).toBeVisible();
  await configured;
  const hosts = new Set(requests.map((url) => new URL(url).host));
  expect([...hosts].sort()).toEqual([apiHost, demoHost].sort());
  expect(requests.some((url) => url.includes('/appkit/v1/config'))).toBe(true);
});

test("wagmi's own hooks see the connection the widget made", async ({ connected: { page } }) => {
  const wagmiPanel = page.getByRole('region', { name: 'wagmi' });
  await expect(wagmiPanel).toContainText('connected');
  await expect(wagmiPanel).toContainText('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
});
