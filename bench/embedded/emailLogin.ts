// The embedded wallet's e-mail login as a visitor meets it, on loopback: the demo in Chromium, gangway-server with
// its login service, devnet's SMTP sink. Per run, a new visitor (fresh profile, new address) types the address at
// 40 ms a key: e-mail submitted → the code's mail in the sink (the frame, ready 500 ms after its signal as SPEC
// says, is started when the field takes focus, so typing hides it unless it is very short), and the code
// typed → the account button on the page. Times are stamped in the page (capturing listeners, a per-frame check);
// the mail's arrival by the sink's clock, on the same machine. Prints medians; asserts nothing.
// Run: npx tsx bench/embedded/emailLogin.ts [--runs 5]
import { parseArgs } from 'node:util';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, otpCodeOf, type ReceivedMail } from '@gangway/devnet';
import { startStack } from '@gangway/devnet/stack';
import { chromium, type Page } from 'playwright-core';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const STAMPS = `(() => {
  const stamps = (window.__stamps = { click: 0, input: 0 });
  document.addEventListener('click', () => (stamps.click = Date.now()), true);
  document.addEventListener('input', () => (stamps.input = Date.now()), true);
})();`;

async function mailTo(inboxUrl: string, email: string): Promise<ReceivedMail> {
  for (;;) {
    const answer = await fetch(`${inboxUrl}/messages?to=${encodeURIComponent(email)}`);
    const [mail] = ((await answer.json()) as { messages: ReceivedMail[] }).messages;
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const stamps = (page: Page) =>
  page.evaluate(() => (window as unknown as { __stamps: { click: number; input: number } }).__stamps);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const stack = await startStack({ ports: 'auto', demo: 'preview' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
const submitToMail: number[] = [];
const codeToConnected: number[] = [];
try {
  const demoUrl = stack.demoUrl ?? '';
  for (let run = 0; run < Math.max(1, Number(values.runs)); run++) {
    const context = await browser.newContext();
    await context.addInitScript({ content: STAMPS });
    const page = await context.newPage();
    await page.goto(demoUrl, { waitUntil: 'networkidle' });
    await page.getByTestId('gw-connect-button').click();
    const email = `bench-${Date.now().toString(36)}-${run}@example.com`;
    // Typed as a person types (40 ms a key): the frame starts when the field takes focus.
    await page.getByTestId('gw-email-input').pressSequentially(email, { delay: 40 });
    await page.getByTestId('gw-email-submit').click();
    const mail = await mailTo(stack.inboxUrl, email);
    submitToMail.push(mail.receivedAt - (await stamps(page)).click);
    await page.getByTestId('gw-otp-input').fill(otpCodeOf(mail) ?? '');
    const connectedAt = await page
      .waitForFunction(
        () => (document.querySelector('[data-testid="gw-account-button"]') ? Date.now() : 0),
        null,
        {
          polling: 'raf',
        },
      )
      .then((handle) => handle.jsonValue());
    codeToConnected.push(connectedAt - (await stamps(page)).input);
    await context.close();
    console.log(
      `run ${run + 1}: submit → mail ${submitToMail.at(-1)} ms, code → connected ${codeToConnected.at(-1)} ms`,
    );
  }
  console.log(
    `\nE-mail login on loopback, medians of ${submitToMail.length} runs: submit → code mailed ${median(submitToMail)} ms, code typed → connected ${median(codeToConnected)} ms`,
  );
} finally {
  await browser.close();
  await stack.stop();
}
