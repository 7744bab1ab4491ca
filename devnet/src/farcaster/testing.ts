// Test helpers for Farcaster sign-in against the devnet twin: open a channel as an app does, read its status, and
// approve it as a named devnet account through the client page's form (as a visitor's browser posts it) or complete
// it directly with any message and signature (for refusals: a wrong key, domain or nonce).
import {
  FARCASTER_RELAY_ROUTES,
  type FarcasterChannel,
  type FarcasterChannelParams,
} from '@gangway/protocol';
import type { FarcasterAccount } from './accounts.ts';
import { farcasterAccount } from './accounts.ts';
import type { AuthenticateBody } from './channelRequest.ts';
import { FARCASTER_CLIENT_PATH } from './relay.ts';

async function relayCall(url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, init);
  return { status: response.status, body: (await response.json()) as unknown };
}

/** POST /v1/channel as an app does; throws unless the relay answers 201. */
export async function createFarcasterChannel(
  relayUrl: string,
  params: Omit<FarcasterChannelParams, 'nonce'> & { nonce?: string },
): Promise<FarcasterChannel> {
  const { status, body } = await relayCall(`${relayUrl}${FARCASTER_RELAY_ROUTES.channel}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(params),
  });
  if (status !== 201) throw new Error(`The relay refused the channel (${status}): ${JSON.stringify(body)}`);
  return body as FarcasterChannel;
}

/** GET /v1/channel/status: 202 pending, 200 completed, 401 unknown or expired. */
export function farcasterChannelStatus(
  relayUrl: string,
  channelToken: string,
): Promise<{ status: number; body: unknown }> {
  return relayCall(`${relayUrl}${FARCASTER_RELAY_ROUTES.status}`, {
    headers: { authorization: `Bearer ${channelToken}` },
  });
}

/** POST /v1/channel/authenticate with any body: what a Farcaster app sends, or a tampered version of it. */
export function authenticateFarcasterChannel(
  relayUrl: string,
  channelToken: string,
  body: Partial<AuthenticateBody>,
): Promise<{ status: number; body: unknown }> {
  return relayCall(`${relayUrl}${FARCASTER_RELAY_ROUTES.authenticate}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${channelToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * Approves the channel whose link is `channelUrl` (what the app's QR code shows) as a devnet Farcaster account,
 * posting the client page's form; throws unless the page says the sign-in was approved.
 */
export async function approveFarcasterChannel(
  channelUrl: string,
  account: string | FarcasterAccount,
): Promise<void> {
  const { fid } = typeof account === 'string' ? farcasterAccount(account) : account;
  const link = new URL(channelUrl);
  const channelToken = link.searchParams.get('channelToken');
  if (link.pathname !== FARCASTER_CLIENT_PATH || !channelToken)
    throw new Error(`Not a devnet Farcaster sign-in link: ${channelUrl}`);
  const response = await fetch(new URL(FARCASTER_CLIENT_PATH, link), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ channelToken, fid: String(fid), decision: 'approve' }).toString(),
  });
  const page = await response.text();
  if (response.status !== 200 || !page.includes('Signed in to'))
    throw new Error(`The Farcaster client did not approve (${response.status}): ${page.slice(0, 400)}`);
}
