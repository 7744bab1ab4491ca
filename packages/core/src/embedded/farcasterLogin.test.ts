import { EmbeddedWalletError, ERROR_MESSAGES } from '@gangway/protocol';
import { describe, expect, it } from 'vitest';
import { createFakeGangway } from '../testing/fakeGangway.ts';
import type { EmbeddedInstance } from './embeddedSession.ts';
import { connectFarcaster } from './farcasterLogin.ts';

const URL = 'https://farcaster.xyz/~/siwf?channelToken=abc';

/** A gangway whose frame answers `answers` in turn to connectFarcaster; every call recorded. */
function withFrame(connectAnswers: Array<() => unknown>) {
  const { gangway } = createFakeGangway();
  const calls: Array<{ method: string; params: unknown }> = [];
  gangway.lazy.embedded = {
    client: {
      request: async (method: string, params: unknown) => {
        calls.push({ method, params });
        if (method === 'getFarcasterUri') return { url: URL };
        if (method === 'connectFarcaster') {
          const next = connectAnswers.shift();
          if (!next) throw new Error('polled once too often');
          return next();
        }
        return {};
      },
    },
  } as unknown as EmbeddedInstance;
  return { gangway, calls };
}

/** Resolves the waits between polls at once; `onWait` runs before each. */
const instant =
  (onWait: () => void = () => undefined) =>
  async () =>
    onWait();

describe('connectFarcaster', () => {
  it("shows the channel's url, then polls the frame for that channel while it is pending", async () => {
    const { gangway, calls } = withFrame([
      () => ({ user: null }),
      () => ({ user: null }),
      () => {
        throw new EmbeddedWalletError('Failed to connect to farcaster', {
          apiCode: 'FARCASTER_LOGIN_FAILED',
        });
      },
    ]);
    const shown: string[] = [];
    const controller = new AbortController();
    await expect(
      connectFarcaster(gangway, {
        signal: controller.signal,
        onUrl: (url) => shown.push(url),
        wait: instant(),
      }),
    ).rejects.toThrow(ERROR_MESSAGES.FARCASTER_CONNECTION_FAILED);
    expect(shown).toEqual([URL]);
    expect(calls.map((call) => call.method)).toEqual([
      'getFarcasterUri',
      'connectFarcaster',
      'connectFarcaster',
      'connectFarcaster',
    ]);
    expect(calls[1]?.params).toMatchObject({ url: URL });
  });

  it("fails with SPEC §8's 'Failed to connect to farcaster' whatever the frame's failure", async () => {
    for (const failure of [new Error('iframe_request_timeout'), new EmbeddedWalletError('Rate limited')]) {
      const { gangway } = withFrame([
        () => {
          throw failure;
        },
      ]);
      const attempt = connectFarcaster(gangway, {
        signal: new AbortController().signal,
        onUrl: () => undefined,
        wait: instant(),
      });
      await expect(attempt).rejects.toMatchObject({
        message: ERROR_MESSAGES.FARCASTER_CONNECTION_FAILED,
        details: { errorCode: 'FARCASTER_CONNECTION_FAILED' },
      });
    }
  });

  it('stops polling when the visitor leaves, and has the frame forget that attempt only', async () => {
    const controller = new AbortController();
    const { gangway, calls } = withFrame([() => ({ user: null })]);
    let waits = 0;
    const user = await connectFarcaster(gangway, {
      signal: controller.signal,
      onUrl: () => undefined,
      // The visitor leaves during the second wait.
      wait: instant(() => {
        if (++waits === 2) controller.abort();
      }),
    });
    expect(user).toBeUndefined();
    expect(calls.map((call) => call.method)).toEqual([
      'getFarcasterUri',
      'connectFarcaster',
      'abandonSocial',
    ]);
    expect(calls.at(-1)?.params).toEqual({ farcasterUrl: URL });
  });
});
