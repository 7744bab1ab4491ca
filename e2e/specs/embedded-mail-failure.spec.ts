// Issue 27: a login code that cannot be mailed says so — 'Failed to connect', with the server's reason when the
// widget is in debug mode — and starts no cooldown: the visitor can send again at once.

import { REFUSED_MAIL_DOMAIN } from '@gangway/devnet';
import { ERROR_MESSAGES } from '@gangway/protocol';
import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/emailLogin.ts';
import { readStack } from '../support/stackInfo.ts';
import { Widget } from '../support/widget.ts';

const stack = readStack();
const refused = () =>
  `nobody-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@${REFUSED_MAIL_DOMAIN}`;

for (const debug of [false, true]) {
  test(`a code the mail server refuses says 'Failed to connect'${debug ? ' and why (debug mode)' : ''}, and the visitor may send again at once`, async ({
    page,
  }) => {
    const widget = new Widget(page);
    await page.goto(debug ? `${stack.demoUrl}?debug=true` : stack.demoUrl);
    await widget.open();
    const connect = widget.view('Connect');
    const address = refused();
    await connect.getByTestId('gw-email-input').fill(address);
    await connect.getByTestId('gw-email-submit').click();
    const error = connect.getByTestId('gw-email-error');
    await expect(error).toHaveText(
      debug
        ? `${ERROR_MESSAGES.FAILED_TO_CONNECT}: The code could not be mailed: the mail server refused the address`
        : ERROR_MESSAGES.FAILED_TO_CONNECT,
    );
    // Again at once: the server tries the mail again (502 again, not the cooldown's 429).
    const again = page.waitForResponse((response) => response.url().includes('/v1/embedded/email/start'));
    await connect.getByTestId('gw-email-submit').click();
    expect((await again).status()).toBe(502);
    await expect(error).toContainText(ERROR_MESSAGES.FAILED_TO_CONNECT);
    // And an address whose mail goes out works right away.
    await connect.getByTestId('gw-email-input').fill(uniqueEmail('after-failure'));
    await connect.getByTestId('gw-email-submit').click();
    await expect(widget.view('EmailLogin')).toBeVisible();
  });
}
