// Issue 17, C1: the security review's phishing flow, end to end. An attacker's script starts a social login with a
// verifier and a device id of its own (it forges the frame's Origin: outside a browser, any header can be claimed)
// and sends the victim the provider's link; the victim logs in at the provider (devnet's OIDC provider). Before the
// fix, the callback completed the attempt for whoever held the verifier and the attacker's finish got the victim's
// session (and with it the keys). Now the completion code goes to the browser that logged in, and only to a page of
// the site the login names: the attacker's finish gets nothing.
import { createHash, randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { logInAtProvider } from '../support/socialLogin.ts';
import { readStack } from '../support/stackInfo.ts';

const stack = readStack();
const demoHost = new URL(stack.demoUrl).host;
const ATTACKER_ORIGIN = 'http://attacker.invalid';

/** The attacker's script: starts a login as the frame would, keeping the verifier and device id. */
async function attackerStart(): Promise<{ uri: string; state: string; verifier: string; deviceId: string }> {
  const verifier = randomBytes(32).toString('base64url');
  const deviceId = randomBytes(18).toString('base64url');
  const answer = await fetch(`${stack.apiUrl}/v1/embedded/social/start?projectId=${stack.projectId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: stack.apiUrl },
    body: JSON.stringify({
      projectId: stack.projectId,
      provider: 'google',
      deviceId,
      verifierHash: createHash('sha256').update(verifier).digest('base64url'),
      hostOrigin: new URL(stack.demoUrl).origin,
    }),
  });
  expect(answer.status).toBe(200);
  const { uri, state } = (await answer.json()) as { uri: string; state: string };
  return { uri, state, verifier, deviceId };
}

/** The attacker's finish, with everything it holds (and, to be sure, a made-up completion code). */
async function attackerFinish(attempt: Awaited<ReturnType<typeof attackerStart>>, code?: string) {
  const answer = await fetch(`${stack.apiUrl}/v1/embedded/social/finish?projectId=${stack.projectId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: stack.apiUrl },
    body: JSON.stringify({
      projectId: stack.projectId,
      state: attempt.state,
      verifier: attempt.verifier,
      deviceId: attempt.deviceId,
      ...(code ? { code } : {}),
    }),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

test("the victim opens the attacker's link and logs in at the provider: the attacker's finish gets no session", async ({
  browser,
}) => {
  const attempt = await attackerStart();
  const victim = await browser.newContext();
  try {
    const page = await victim.newPage();
    await page.goto(attempt.uri);
    await logInAtProvider(page, `victim-${Date.now().toString(36)}`);
    await page.waitForURL((url) => url.href.startsWith(`${stack.apiUrl}/v1/embedded/social/callback`));
    await expect(page.locator('h1')).toBeVisible();

    const withoutCode = await attackerFinish(attempt);
    expect(withoutCode.status).not.toBe(200);
    expect(withoutCode.body.token).toBeUndefined();
    const guessed = await attackerFinish(attempt, 'g'.repeat(43));
    expect(guessed.status).toBe(401);
    expect(guessed.body).toMatchObject({ code: 'SOCIAL_STATE_INVALID' });
    // The page names the site the login was for, and says it cannot finish here (no page of that site opened it).
    await expect(page.locator('h1')).toHaveText('Login not finished');
    await expect(page.locator('body')).toContainText(`This window was not opened by ${demoHost}`);
    await expect(page.locator('body')).toContainText('nobody was logged in');
    await page.screenshot({ path: test.info().outputPath('phishing-callback.png') });
  } finally {
    await victim.close();
  }
});

test("a page of the attacker's that opens the link in a popup gets no completion code from it", async ({
  browser,
}) => {
  const attempt = await attackerStart();
  const victim = await browser.newContext();
  try {
    await victim.route(`${ATTACKER_ORIGIN}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Win a prize</title><script>
          window.received = [];
          addEventListener('message', (event) => window.received.push({ origin: event.origin, data: event.data }));
        </script><h1>Win a prize</h1>`,
      }),
    );
    const page = await victim.newPage();
    await page.goto(`${ATTACKER_ORIGIN}/prize`);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate((uri) => window.open(uri, 'prize', 'popup,width=600,height=800'), attempt.uri),
    ]);
    await logInAtProvider(popup, `victim-${Date.now().toString(36)}`);
    await popup.waitForURL((url) => url.href.startsWith(`${stack.apiUrl}/v1/embedded/social/callback`));
    await expect(popup.locator('h1')).toBeVisible();
    const finished = await attackerFinish(attempt);
    expect(finished.status).not.toBe(200);
    expect(finished.body.token).toBeUndefined();
    // It has an opener, so it posted the code, to a page of the site it names only: not to the attacker's page.
    await expect(popup.locator('body')).toContainText(`You are logging in to ${demoHost}`);
    expect(await page.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([]);
  } finally {
    await victim.close();
  }
});
