// SPEC §2 ConnectingFarcaster: the frame opens a sign-in channel through gangway-server and answers its url (the view
// shows it as a QR code and an "open in app" link); then the channel is polled through the frame until the visitor
// approved in a Farcaster client and the server verified the message, and the embedded wallet is connected like
// after any social login. Every failure is SPEC §8's 'Failed to connect to farcaster'.
import type { FrameUser } from '@gangway/protocol';
import { EmbeddedWalletError, ERROR_MESSAGES, FARCASTER_POLL_MS } from '@gangway/protocol';
import type { GangwayContext } from '../client/GangwayContext.ts';
import { adoptEmbeddedUser, embeddedInstance } from './embeddedSession.ts';

export interface FarcasterLoginOptions {
  /** The channel's url, once the server opened it: what the view shows. */
  onUrl(url: string): void;
  /** Aborted when the visitor leaves the view: the frame forgets the attempt and nothing more is asked. */
  signal: AbortSignal;
  /** Waits between two polls; a test passes its own. */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

const waitFor = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

const farcasterFailed = (cause: unknown) =>
  new EmbeddedWalletError(ERROR_MESSAGES.FARCASTER_CONNECTION_FAILED, {
    errorCode: 'FARCASTER_CONNECTION_FAILED',
    ...(cause instanceof EmbeddedWalletError && cause.details.apiCode
      ? { apiCode: cause.details.apiCode }
      : {}),
  });

/** The connected user, or undefined when the visitor left first. */
export async function connectFarcaster(
  ctx: GangwayContext,
  options: FarcasterLoginOptions,
): Promise<FrameUser | undefined> {
  const { signal } = options;
  const wait = options.wait ?? waitFor;
  const { client } = embeddedInstance(ctx);
  let url: string | undefined;
  try {
    ({ url } = await client.request('getFarcasterUri', {}));
    if (signal.aborted) return undefined;
    options.onUrl(url);
    for (;;) {
      await wait(FARCASTER_POLL_MS, signal);
      if (signal.aborted) return undefined;
      const chainId = ctx.connections.getState().namespaces.eip155?.chain?.caipNetworkId;
      const { user } = await client.request('connectFarcaster', chainId ? { url, chainId } : { url });
      if (signal.aborted) return undefined;
      if (user) {
        await adoptEmbeddedUser(ctx, user);
        return user;
      }
    }
  } catch (error) {
    if (signal.aborted) return undefined;
    throw farcasterFailed(error);
  } finally {
    // This attempt only: a newer one (the view opened again) stays.
    if (signal.aborted && url !== undefined)
      void client.request('abandonSocial', { farcasterUrl: url }).catch(() => undefined);
  }
}
