import { describe, expect, it } from 'vitest';
import { completionCodeFrom, SOCIAL_COMPLETION_CHANNEL } from './socialCompletion.ts';

const SERVICE = 'https://api.example.com';
const CODE = 'c'.repeat(43);

/** A window's message events, as the listener sees them. */
function fakeWindow() {
  const listeners = new Set<(event: MessageEvent) => void>();
  return {
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MessageEvent) => void) =>
      listeners.delete(listener),
    post: (event: { source: unknown; origin: string; data: unknown }) => {
      for (const listener of listeners) listener(event as MessageEvent);
    },
    listeners,
  };
}

describe('the completion code from the social popup', () => {
  it("takes it from the popup's window at the login service's origin only, in the channel's shape", async () => {
    const scope = fakeWindow();
    const popup = {};
    const completion = completionCodeFrom(scope as unknown as Window, popup, SERVICE);
    const data = { channel: SOCIAL_COMPLETION_CHANNEL, code: CODE };
    let settled = false;
    void completion.code.then(() => {
      settled = true;
    });
    scope.post({ source: {}, origin: SERVICE, data });
    scope.post({ source: popup, origin: 'https://evil.example', data });
    scope.post({
      source: popup,
      origin: SERVICE,
      data: { channel: SOCIAL_COMPLETION_CHANNEL, code: 'short' },
    });
    scope.post({ source: popup, origin: SERVICE, data: { channel: 'gangway:frame', code: CODE } });
    await Promise.resolve();
    expect(settled).toBe(false);
    scope.post({ source: popup, origin: SERVICE, data });
    expect(await completion.code).toBe(CODE);
    completion.stop();
    expect(scope.listeners.size).toBe(0);
  });
});
