// The Farcaster sign-in relay (Farcaster Connect): gangway-server opens a channel for each login and reads its status.
// Production talks to Farcaster's public relay; the devnet to its twin (devnet/src/farcaster), by configuration.
import {
  FARCASTER_CHANNEL_STATES,
  FARCASTER_RELAY_ROUTES,
  type FarcasterChannel,
  type FarcasterChannelParams,
} from '@gangway/protocol';
import * as z from 'zod/mini';

/** The approval a Farcaster client posted to the channel: the signed message and who signed it. */
export interface FarcasterApproval {
  message: string;
  signature: `0x${string}`;
  fid: number;
  username: string | null;
  displayName: string | null;
}

export type FarcasterChannelStatus =
  | { state: typeof FARCASTER_CHANNEL_STATES.pending }
  | ({ state: typeof FARCASTER_CHANNEL_STATES.completed } & FarcasterApproval)
  /** The relay no longer knows the channel (expired, or never opened there). */
  | { state: 'gone' };

export interface FarcasterRelay {
  createChannel(request: FarcasterChannelParams): Promise<FarcasterChannel>;
  channelStatus(channelToken: string): Promise<FarcasterChannelStatus>;
}

export class FarcasterRelayError extends Error {
  override readonly name = 'FarcasterRelayError';
}

const RELAY_TIMEOUT_MS = 10_000;
const MAX_TEXT = 10_000;
const Text = z.string().check(z.maxLength(MAX_TEXT));

const ChannelSchema = z.object({
  channelToken: z.string().check(z.minLength(1), z.maxLength(500)),
  url: z.string().check(z.maxLength(4_000)),
  nonce: z.string().check(z.maxLength(500)),
});

const CompletedSchema = z.object({
  state: z.literal(FARCASTER_CHANNEL_STATES.completed),
  message: Text,
  signature: z.string().check(z.regex(/^0x[0-9a-fA-F]{2,4000}$/, 'must be a hex signature')),
  fid: z.number().check(z.int(), z.positive()),
  username: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
  displayName: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
});

/** The relay over HTTP: opens a channel, reads its status with the channel's bearer token. */
export class HttpFarcasterRelay implements FarcasterRelay {
  readonly #base: string;

  constructor(relayUrl: string) {
    this.#base = relayUrl.replace(/\/+$/, '');
  }

  async createChannel(request: FarcasterChannelParams): Promise<FarcasterChannel> {
    const response = await this.#fetch(FARCASTER_RELAY_ROUTES.channel, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    if (response.status !== 201 && response.status !== 200)
      throw new FarcasterRelayError(`The Farcaster relay refused the channel (HTTP ${response.status})`);
    const parsed = z.safeParse(ChannelSchema, await response.json().catch(() => undefined));
    if (!parsed.success) throw new FarcasterRelayError('The Farcaster relay answered an unreadable channel');
    return parsed.data;
  }

  async channelStatus(channelToken: string): Promise<FarcasterChannelStatus> {
    const response = await this.#fetch(FARCASTER_RELAY_ROUTES.status, {
      headers: { authorization: `Bearer ${channelToken}` },
    });
    if (response.status === 401 || response.status === 404) return { state: 'gone' };
    if (response.status === 202) return { state: FARCASTER_CHANNEL_STATES.pending };
    if (response.status !== 200)
      throw new FarcasterRelayError(`The Farcaster relay failed (HTTP ${response.status})`);
    const body: unknown = await response.json().catch(() => undefined);
    if ((body as { state?: unknown } | undefined)?.state === FARCASTER_CHANNEL_STATES.pending)
      return { state: FARCASTER_CHANNEL_STATES.pending };
    const parsed = z.safeParse(CompletedSchema, body);
    if (!parsed.success) throw new FarcasterRelayError('The Farcaster relay answered an unreadable status');
    const { message, signature, fid, username, displayName } = parsed.data;
    return {
      state: FARCASTER_CHANNEL_STATES.completed,
      message,
      signature: signature as `0x${string}`,
      fid,
      username: username || null,
      displayName: displayName || null,
    };
  }

  async #fetch(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${this.#base}${path}`, {
        ...init,
        redirect: 'error',
        signal: AbortSignal.timeout(RELAY_TIMEOUT_MS),
      });
    } catch (error) {
      throw new FarcasterRelayError('The Farcaster relay cannot be reached', { cause: error });
    }
  }
}
