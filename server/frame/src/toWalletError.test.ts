// What the widget shows when the login service fails: SPEC §8's message, and the server's reason in debug mode only.
import { describe, expect, it } from 'vitest';
import { toWalletError } from './frameWallet.ts';
import { LoginServiceError } from './loginService.ts';

describe('login service failures in the widget', () => {
  const unmailed = new LoginServiceError(
    502,
    'UPSTREAM_ERROR',
    'The code could not be mailed: the mail server could not be reached',
  );

  it("says 'Failed to connect', with the server's reason in debug mode", () => {
    expect(toWalletError(unmailed).message).toBe('Failed to connect');
    expect(toWalletError(unmailed, true).message).toBe(
      'Failed to connect: The code could not be mailed: the mail server could not be reached',
    );
    expect(toWalletError(unmailed, true).details.apiCode).toBe('UPSTREAM_ERROR');
    // What the widget writes (in the visitor's language, the reason as the server gave it).
    expect(toWalletError(unmailed).visitorMessage).toEqual({
      code: 'FAILED_TO_CONNECT',
      text: 'Failed to connect',
    });
    expect(toWalletError(unmailed, true).visitorMessage).toEqual({
      code: 'FAILED_TO_CONNECT',
      text: 'Failed to connect',
      detail: 'The code could not be mailed: the mail server could not be reached',
    });
  });

  it('keeps refusals (4xx) as SPEC words them, debug or not', () => {
    const cooldown = new LoginServiceError(429, 'EMAIL_COOLDOWN', 'Please try again after 12 seconds', 12);
    expect(toWalletError(cooldown, true).message).toBe('Please try again after 12 seconds');
  });
});
