// The devnet's twin of the Farcaster Auth relay (Sign In With Farcaster, FIP-11) and of the Farcaster app that a
// visitor approves a sign-in with. The relay speaks the public relay's HTTP API: an app opens a channel
// (POST /v1/channel), shows its URL as a QR code or link and polls its status; the Farcaster app completes it with
// the message its custody key signed (POST /v1/channel/authenticate). The channel's URL opens this process's
// "Farcaster client" page (FARCASTER_CLIENT_PATH), which signs as one of the devnet's Farcaster accounts. Channels
// live in this process and expire as the public relay's do. Loopback only.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  FARCASTER_CHANNEL_STATES,
  FARCASTER_RELAY_ROUTES,
  type FarcasterChannel,
  type FarcasterChannelParams,
} from '@gangway/protocol';
import { zeroAddress } from 'viem';
import { FARCASTER_ACCOUNTS, type FarcasterAccount } from './accounts.ts';
import { type AuthenticateBody, readAuthenticateBody, readChannelParams } from './channelRequest.ts';
import { type ClientView, clientPage, pfpSvg } from './clientPage.ts';
import { readFarcasterCustody } from './idRegistry.ts';
import { signFarcasterSignIn } from './message.ts';

export const DEFAULT_FARCASTER_RELAY_PORT = 5186;
/** Where the client page is, on the relay's origin (the public relay's channels link to warpcast.com/~/siwf). */
export const FARCASTER_CLIENT_PATH = '/~/siwf';
/** How long a channel lives, as on the public relay. */
export const FARCASTER_CHANNEL_TTL_MS = 60 * 60 * 1000;
const MAX_BODY = 16 * 1024;
const LOOPBACK_ORIGIN = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/;

export interface FarcasterRelayOptions {
  /** RPC of the devnet's chain 10, whose IdRegistry gives a completed channel's `custody`. */
  registryRpcUrl: string;
  port?: number | 'auto';
  /** The accounts the client page offers (default: FARCASTER_ACCOUNTS). */
  accounts?: readonly FarcasterAccount[];
  channelTtlMs?: number;
  /** The clock channels expire by (tests move it). */
  now?: () => number;
  log?: (line: string) => void;
}

export interface FarcasterRelayTwin {
  /** The relay's base URL: what an app's `relay` setting names (…/v1/channel is under it). */
  relayUrl: string;
  /** The "Farcaster client" page; a channel's `url` is this with `?channelToken=…`. */
  clientUrl: string;
  stop(): Promise<void>;
}

interface Completion extends AuthenticateBody {
  custody: `0x${string}`;
}

interface Channel {
  token: string;
  params: FarcasterChannelParams;
  url: string;
  expiresAt: number;
  completion?: Completion;
}

type Json = (status: number, value: unknown) => void;

export async function startFarcasterRelay(options: FarcasterRelayOptions): Promise<FarcasterRelayTwin> {
  const accounts = options.accounts ?? FARCASTER_ACCOUNTS;
  const ttl = options.channelTtlMs ?? FARCASTER_CHANNEL_TTL_MS;
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => undefined);
  const channels = new Map<string, Channel>();
  let base = '';
  const pfpUrl = (fid: number) => `${base}/pfp/${fid}.svg`;

  /** The live channel with this token; expired ones are forgotten on the way. */
  function channel(token: string | undefined): Channel | undefined {
    for (const [key, candidate] of channels) if (candidate.expiresAt <= now()) channels.delete(key);
    return token === undefined ? undefined : channels.get(token);
  }

  function statusBody(found: Channel) {
    const { nonce } = found.params;
    if (!found.completion) return { state: FARCASTER_CHANNEL_STATES.pending, nonce, url: found.url };
    return {
      state: FARCASTER_CHANNEL_STATES.completed,
      nonce,
      url: found.url,
      ...found.completion,
      verifications: [],
      signatureParams: found.params,
    };
  }

  async function relayApi(request: IncomingMessage, path: string, json: Json): Promise<void> {
    if (request.method === 'POST' && path === FARCASTER_RELAY_ROUTES.channel) {
      const body = await readJsonObject(request);
      if ('error' in body) return json(400, { error: body.error });
      const params = readChannelParams(body.ok);
      if ('error' in params) return json(400, { error: params.error });
      const token = randomUUID();
      const url = `${base}${FARCASTER_CLIENT_PATH}?channelToken=${token}`;
      channels.set(token, { token, params: params.ok, url, expiresAt: now() + ttl });
      const answer: FarcasterChannel = { channelToken: token, url, nonce: params.ok.nonce };
      return json(201, answer);
    }
    const isStatus = request.method === 'GET' && path === FARCASTER_RELAY_ROUTES.status;
    const isAuthenticate = request.method === 'POST' && path === FARCASTER_RELAY_ROUTES.authenticate;
    if (!isStatus && !isAuthenticate) return json(404, { error: 'Not found' });
    const found = channel(bearer(request));
    if (!found) return json(401, { error: 'Unknown or expired channel token' });
    if (isStatus) return json(found.completion ? 200 : 202, statusBody(found));
    const body = await readJsonObject(request);
    if ('error' in body) return json(400, { error: body.error });
    const completion = readAuthenticateBody(body.ok);
    if ('error' in completion) return json(400, { error: completion.error });
    if (found.completion) return json(409, { error: 'The channel is already completed' });
    const custody = (await readFarcasterCustody(options.registryRpcUrl, completion.ok.fid)) ?? zeroAddress;
    found.completion = { ...completion.ok, custody };
    return json(201, statusBody(found));
  }

  /** The client page: a channel's request, and the visitor's answer (Approve signs and completes the channel). */
  async function client(request: IncomingMessage, url: URL): Promise<{ status: number; view: ClientView }> {
    const form = request.method === 'POST' ? new URLSearchParams(await readBody(request)) : url.searchParams;
    const token = form.get('channelToken')?.trim();
    if (!token) return { status: 200, view: { kind: 'ask' } };
    const found = channel(token);
    if (!found) return { status: 404, view: { kind: 'unknown' } };
    if (found.completion) return { status: 200, view: { kind: 'done' } };
    const { domain, siweUri, redirectUrl } = found.params;
    const requestView = (error?: string): { status: number; view: ClientView } => ({
      status: error ? 400 : 200,
      view: {
        kind: 'request',
        channelToken: token,
        domain,
        siweUri,
        accounts,
        pfpUrl,
        ...(error ? { error } : {}),
      },
    });
    if (request.method !== 'POST') return requestView();
    if (form.get('decision') === 'reject') return { status: 200, view: { kind: 'rejected', domain } };
    if (form.get('decision') !== 'approve') return requestView('Choose Approve or Reject');
    const account = accounts.find((candidate) => String(candidate.fid) === form.get('fid'));
    if (!account) return requestView('Choose the account to sign in with');
    const { message, signature } = await signFarcasterSignIn(found.params, account);
    // As a Farcaster app does: over the relay's API, with the channel's token.
    const response = await fetch(`${base}${FARCASTER_RELAY_ROUTES.authenticate}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        message,
        signature,
        fid: account.fid,
        username: account.username,
        displayName: account.displayName,
        bio: account.bio,
        pfpUrl: pfpUrl(account.fid),
      }),
    });
    if (response.status !== 201) {
      const answer = (await response.json().catch(() => ({}))) as { error?: unknown };
      return requestView(`The relay refused the sign-in: ${String(answer.error ?? response.status)}`);
    }
    return {
      status: 200,
      view: { kind: 'approved', domain, account, ...(redirectUrl ? { redirectUrl } : {}) },
    };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://relay');
    const origin = request.headers.origin;
    if (url.pathname.startsWith('/v1/') && origin && LOOPBACK_ORIGIN.test(origin)) {
      response.setHeader('access-control-allow-origin', origin);
      response.setHeader('vary', 'Origin');
      if (request.method === 'OPTIONS') {
        response
          .writeHead(204, {
            'access-control-allow-methods': 'GET, POST',
            'access-control-allow-headers': 'authorization, content-type',
            'access-control-max-age': '600',
          })
          .end();
        return;
      }
    }
    const json: Json = (status, value) =>
      void response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    if (url.pathname.startsWith('/v1/')) return relayApi(request, url.pathname, json);
    if (url.pathname === FARCASTER_CLIENT_PATH && (request.method === 'GET' || request.method === 'POST')) {
      const { status, view } = await client(request, url);
      response
        .writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
        .end(clientPage(view, FARCASTER_CLIENT_PATH));
      return;
    }
    const pfp = /^\/pfp\/(\d+)\.svg$/.exec(url.pathname);
    const pfpAccount = pfp ? accounts.find((account) => String(account.fid) === pfp[1]) : undefined;
    if (pfpAccount && request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(pfpSvg(pfpAccount));
      return;
    }
    json(404, { error: 'Not found' });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      log(`farcaster relay: ${message}`);
      if (!response.headersSent)
        response.writeHead(error instanceof BodyTooLarge ? 413 : 500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: message }));
    });
  });
  const port = options.port === 'auto' ? 0 : (options.port ?? DEFAULT_FARCASTER_RELAY_PORT);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    relayUrl: base,
    clientUrl: `${base}${FARCASTER_CLIENT_PATH}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function bearer(request: IncomingMessage): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
}

class BodyTooLarge extends Error {
  constructor() {
    super(`The body is larger than ${MAX_BODY} bytes`);
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function readJsonObject(
  request: IncomingMessage,
): Promise<{ ok: Record<string, unknown> } | { error: string }> {
  let value: unknown;
  try {
    value = JSON.parse(await readBody(request));
  } catch (error) {
    if (error instanceof BodyTooLarge) throw error;
    return { error: 'The body must be JSON' };
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? { ok: value as Record<string, unknown> }
    : { error: 'The body must be a JSON object' };
}
