// Sign In With Farcaster (FIP-11) as gangway-server and the devnet's relay twin speak it: the relay's routes, its
// channel states and bodies, and what the EIP-4361 message a Farcaster client signs must say.

/** The relay's HTTP API, under its base URL (the public relay's paths). */
export const FARCASTER_RELAY_ROUTES = {
  /** POST: opens a channel (FarcasterChannelParams) and answers a FarcasterChannel. */
  channel: '/v1/channel',
  /** GET with the channel's bearer token: its state. */
  status: '/v1/channel/status',
  /** POST with the channel's bearer token: a Farcaster client's signed approval. */
  authenticate: '/v1/channel/authenticate',
} as const;

/** The `state` a channel's status answers: pending until a Farcaster client approved, then completed. */
export const FARCASTER_CHANNEL_STATES = { pending: 'pending', completed: 'completed' } as const;

/** POST /v1/channel's body, with the nonce the relay keeps (it picks one when the app sends none). */
export interface FarcasterChannelParams {
  /** The signed message's uri: the page that asks. */
  siweUri: string;
  /** The signed message's domain: that page's host. */
  domain: string;
  nonce: string;
  notBefore?: string;
  expirationTime?: string;
  requestId?: string;
  redirectUrl?: string;
}

/** The relay's answer to POST /v1/channel. */
export interface FarcasterChannel {
  /** The bearer token of the channel's status (never shown to a visitor). */
  channelToken: string;
  /** What a Farcaster client opens: shown as a QR code and a deep link. */
  url: string;
  nonce: string;
}

/** The EIP-4361 statement of a Farcaster sign-in message. */
export const FARCASTER_SIGN_IN_STATEMENT = 'Farcaster Auth';

/** The message's one resource: the fid signing in. */
export const farcasterFidResource = (fid: number): string => `farcaster://fid/${fid}`;
