// The embedded-wallet frame page served by the real gangway-server, embedded by a test host page: what a hostile
// host can and cannot do, the frame refusing a disallowed embedder, and an e-mail login with signing against the
// server's login routes, the code read from devnet's SMTP sink.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { build } from 'esbuild';
import { createProject } from '../support/adminApi.ts';
import { clickApproval } from '../support/embeddedFrame.ts';
import { waitForCode } from '../support/inbox.ts';
import { isValidEvmSignature } from '../support/signatures.ts';
import { readStack } from '../support/stackInfo.ts';

const stack = readStack();
const CHAIN = stack.chains[0]?.caipNetworkId ?? 'eip155:1';
const frameOrigin = new URL(stack.apiUrl).origin;
/**
 * A project of its own, whose only allowed origin is the test's host server; one per beforeAll (with fullyParallel a
 * worker may run it more than once, each time with new host servers).
 */
let projectId = '';
let frameSrc = '';
const INTRUDER = `<script>
  parent.frames[0].postMessage({ channel: 'gangway:frame', kind: 'request', id: 'intruder-000001', method: 'isConnected', params: {} }, '*');
</script>`;

/** Core's frame client, bundled as the widget ships it. */
const clientBundle = build({
  entryPoints: [fileURLToPath(new URL('../support/frameClientEntry.ts', import.meta.url))],
  bundle: true,
  write: false,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
}).then((result) => result.outputFiles[0]?.text ?? '');

/** A real HTTP server on loopback (Chromium's local-network checks refuse a routed page embedding loopback). */
async function startHostServer(): Promise<{ origin: string; stop(): Promise<void> }> {
  const script = await clientBundle;
  const server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    if (request.url?.startsWith('/intruder')) return response.end(INTRUDER);
    if (request.url?.startsWith('/client'))
      return response.end(`<!doctype html><body><script>${script}</script></body>`);
    response.end(hostPage());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let allowed: Awaited<ReturnType<typeof startHostServer>>;
let refused: Awaited<ReturnType<typeof startHostServer>>;
test.beforeAll(async () => {
  [allowed, refused] = await Promise.all([startHostServer(), startHostServer()]);
  projectId = `frame-e2e-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  frameSrc = `${stack.apiUrl}/embedded/frame?projectId=${projectId}&chainId=${encodeURIComponent(CHAIN)}&version=e2e&enableLogger=true`;
  await createProject(stack, { id: projectId, allowedOrigins: [allowed.origin] });
});
test.afterAll(async () => {
  await Promise.all([allowed?.stop(), refused?.stop()]);
});

/** A host page: embeds the frame, keeps every message it receives, and calls the frame as core's client does. */
function hostPage(): string {
  return `<!doctype html><html><body><script>
    window.received = [];
    window.frameEvents = [];
    window.addEventListener('message', (event) => {
      window.received.push({ origin: event.origin, data: event.data });
      if (event.origin === ${JSON.stringify(frameOrigin)} && event.data && event.data.kind === 'event') {
        window.frameEvents.push(event.data.event);
        const iframe = document.querySelector('iframe');
        if (event.data.event === 'approvalShow') iframe.style.cssText = 'width:380px;height:520px;border:0';
        if (event.data.event === 'approvalHide') iframe.style.cssText = 'width:0;height:0;border:0';
      }
    });
    window.callFrame = (method, params) => new Promise((resolve) => {
      const id = crypto.randomUUID();
      const listener = (event) => {
        if (event.origin !== ${JSON.stringify(frameOrigin)} || !event.data || event.data.id !== id) return;
        window.removeEventListener('message', listener);
        resolve(event.data);
      };
      window.addEventListener('message', listener);
      document.querySelector('iframe').contentWindow.postMessage(
        { channel: 'gangway:frame', kind: 'request', id, method, params }, ${JSON.stringify(frameOrigin)});
    });
    const iframe = document.createElement('iframe');
    iframe.src = ${JSON.stringify(frameSrc)};
    iframe.style.cssText = 'width:0;height:0;border:0';
    document.body.appendChild(iframe);
  </script></body></html>`;
}

async function openHost(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/host.html`);
}

const waitReady = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => (window as unknown as { frameEvents: string[] }).frameEvents))
    .toContain('ready');

type Reply = { ok: boolean; result?: unknown; error?: { message: string; code?: number } };
const callFrame = (page: Page, method: string, params: unknown) =>
  page.evaluate(
    ([m, p]) =>
      (window as unknown as { callFrame(m: string, p: unknown): Promise<Reply> }).callFrame(m as string, p),
    [method, params] as const,
  );

test('the frame page carries frame-ancestors = the allowed origins, no CORS, and refuses to run un-embedded', async ({
  page,
}) => {
  const response = await fetch(frameSrc, { headers: { origin: 'https://evil.example' } });
  expect(response.status).toBe(200);
  const csp = response.headers.get('content-security-policy') ?? '';
  const ancestors = /frame-ancestors ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? [];
  expect(ancestors).toEqual([allowed.origin]);
  expect(csp).not.toContain('evil.example');
  expect(response.headers.get('access-control-allow-origin')).toBeNull();
  const unknown = await fetch(frameSrc.replace(projectId, 'no-such-project'));
  expect(unknown.status).toBe(404);

  await page.goto(frameSrc);
  await expect(page.locator('body')).toHaveAttribute('data-refused', 'true');
});

test('a disallowed origin cannot embed the frame: it never signals ready', async ({ page }) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors/.test(message.text())) blocked.push(message.text());
  });
  await openHost(page, refused.origin);
  // Refused before its document exists: none of the frame's code runs, so nothing can come from it after this.
  await expect.poll(() => blocked.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { frameEvents: string[] }).frameEvents)).toEqual([]);
});

test('a hostile host page can neither read the frame nor get anything from forged messages', async ({
  page,
}) => {
  // Another origin inside the host page, posting into the wallet frame as if it were the host.
  const intruder = `${refused.origin}/intruder.html`;
  await openHost(page, allowed.origin);
  await waitReady(page);

  const reads = await page.evaluate(() => {
    const frame = document.querySelector('iframe') as HTMLIFrameElement;
    const attempt = (read: () => unknown) => {
      try {
        return `read: ${String(read())}`;
      } catch (error) {
        return (error as Error).name;
      }
    };
    return {
      document: attempt(() => frame.contentWindow?.document.body.innerHTML),
      storage: attempt(() => frame.contentWindow?.localStorage.length),
      location: attempt(() => frame.contentWindow?.location.href),
    };
  });
  expect(reads).toEqual({ document: 'SecurityError', storage: 'SecurityError', location: 'SecurityError' });

  // Malformed calls are refused (an id it can name gets an error reply); signing without a session is refused.
  expect(await callFrame(page, 'connectEmail', { email: 'not an address' })).toMatchObject({ ok: false });
  expect(
    await callFrame(page, 'rpcRequest', { method: 'personal_sign', params: ['0x68', '0x0'] }),
  ).toMatchObject({
    ok: false,
    error: { code: 4100 },
  });
  expect(await callFrame(page, 'rpcRequest', { method: 'eth_sign', params: [] })).toMatchObject({
    ok: false,
    error: { code: 4200 },
  });
  // The intruder's page has posted its request once it has loaded.
  await page.evaluate(
    (src) =>
      new Promise<void>((loaded) => {
        const frame = document.querySelector('iframe') as HTMLIFrameElement;
        frame.contentWindow?.postMessage(
          { channel: 'gangway:frame', kind: 'request', method: 'signOut' },
          '*',
        );
        frame.contentWindow?.postMessage('{"channel":"gangway:frame"}', '*');
        const other = document.createElement('iframe');
        other.src = src;
        other.addEventListener('load', () => loaded());
        document.body.appendChild(other);
      }),
    intruder,
  );
  // The frame takes its messages in the order they were posted: once it has answered the host's own question, asked
  // after the intruder's, any answer to the intruder has been sent.
  expect(await callFrame(page, 'isConnected', {})).toMatchObject({ ok: true });
  const replies = await page.evaluate(() =>
    (window as unknown as { received: { data: { id?: string } }[] }).received.map((entry) => entry.data?.id),
  );
  expect(replies).not.toContain('intruder-000001');
});

test.describe('e-mail login and signing in the frame', () => {
  test('logs in with the mailed code, then personal_sign is approved inside the frame and verifies', async ({
    page,
  }) => {
    await openHost(page, allowed.origin);
    await waitReady(page);
    const email = `e2e-${Date.now()}@example.com`;

    expect(await callFrame(page, 'connectEmail', { email })).toMatchObject({
      ok: true,
      result: { action: 'VERIFY_OTP' },
    });
    const login = await callFrame(page, 'connectOtp', { otp: await waitForCode(email) });
    expect(login).toMatchObject({ ok: true, result: { email, chainId: CHAIN } });
    const address = (login.result as { address: `0x${string}` }).address;

    const signing = callFrame(page, 'rpcRequest', {
      method: 'personal_sign',
      params: ['0x68656c6c6f', address],
    });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { frameEvents: string[] }).frameEvents))
      .toContain('approvalShow');
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('region')).toContainText('hello');
    await expect(frame.getByRole('region')).toContainText(new URL(allowed.origin).host);
    await page.screenshot({ path: test.info().outputPath('approve-transaction.png') });
    await clickApproval(page, 'Approve', 'iframe');
    const signed = await signing;
    expect(signed.ok).toBe(true);
    const signature = (signed.result as { result: `0x${string}` }).result;
    // The frame signs as the smart account by default: ERC-6492 before it is deployed.
    expect(await isValidEvmSignature(address, 'hello', signature)).toBe(true);

    const rejected = callFrame(page, 'rpcRequest', { method: 'personal_sign', params: ['0x6e6f', address] });
    await clickApproval(page, 'Reject', 'iframe');
    expect(await rejected).toMatchObject({ ok: false, error: { code: 4001 } });

    // A reload restores the session from the frame's own storage.
    await page.reload();
    await waitReady(page);
    expect(await callFrame(page, 'isConnected', {})).toMatchObject({
      ok: true,
      result: { isConnected: true },
    });
    expect(await callFrame(page, 'signOut', {})).toMatchObject({ ok: true });
    expect(await callFrame(page, 'isConnected', {})).toMatchObject({
      ok: true,
      result: { isConnected: false },
    });
  });

  test("core's frame client: ready, login, and an approval shown only where the host places the frame", async ({
    page,
  }) => {
    await page.goto(`${allowed.origin}/client.html`);
    const started = Date.now();
    await page.evaluate((src) => {
      window.startFrameClient(src);
      return window.frameClient.ready;
    }, frameSrc);
    // Ready means the signal plus IFRAME_READY_DELAY_MS.
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    const email = `client-${Date.now()}@example.com`;
    expect(
      await page.evaluate((e) => window.frameClient.request('connectEmail', { email: e }), email),
    ).toEqual({
      action: 'VERIFY_OTP',
    });
    const code = await waitForCode(email);
    const user = await page.evaluate((otp) => window.frameClient.request('connectOtp', { otp }), code);
    expect(user.email).toBe(email);
    const wrong = await page.evaluate(() =>
      window.frameClient.request('connectOtp', { otp: '000000' }).catch((error: Error) => error.message),
    );
    expect(wrong).toBe('Connect an e-mail address first');

    const iframe = page.locator('iframe[data-gangway-frame]');
    expect((await iframe.boundingBox())?.width ?? 0).toBeLessThan(1);
    const signing = page.evaluate(
      (address) =>
        window.frameClient.request('rpcRequest', { method: 'personal_sign', params: ['0x6869', address] }),
      user.address,
    );
    // The frame never shows itself: only over the area the host gives it (the modal's ApproveTransaction view).
    await expect.poll(() => page.evaluate(() => window.frameClient.approvalPending)).toBe(true);
    expect((await iframe.boundingBox())?.width ?? 0).toBeLessThan(1);
    await page.evaluate(() => window.frameClient.place({ top: 40, left: 30, width: 360, height: 440 }));
    expect(await iframe.boundingBox()).toEqual({ x: 30, y: 40, width: 360, height: 440 });
    await clickApproval(page, 'Approve');
    const { result } = await signing;
    expect(await isValidEvmSignature(user.address, 'hi', result as string)).toBe(true);
    await expect.poll(async () => (await iframe.boundingBox())?.width ?? 0).toBeLessThan(1);
    expect(await page.evaluate(() => window.frameFailures)).toEqual([]);
  });
});
