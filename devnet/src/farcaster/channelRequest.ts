// What POST /v1/channel and POST /v1/channel/authenticate accept, checked field by field: a bad field is a 400 that
// names it, as the public relay's schema validation does.
import type { FarcasterChannelParams } from '@gangway/protocol';
import { generateSiweNonce } from 'viem/siwe';
import { farcasterSignInMessage } from './message.ts';

export interface AuthenticateBody {
  message: string;
  signature: `0x${string}`;
  fid: number;
  username: string;
  displayName: string;
  bio: string;
  pfpUrl: string;
}

type Checked<T> = { ok: T } | { error: string };

const MAX_TEXT = 4096;
const NONCE = /^[A-Za-z0-9]{8,64}$/;
const SIGNATURE = /^0x[0-9a-fA-F]{2,1024}$/;
const PRINTABLE = /^[\x21-\x7e]{1,200}$/;

const optionalString = (value: unknown): value is string | undefined =>
  value === undefined || typeof value === 'string';

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const isIsoTime = (value: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
  !Number.isNaN(Date.parse(value));

export function readChannelParams(body: Record<string, unknown>): Checked<FarcasterChannelParams> {
  const { siweUri, domain, nonce, notBefore, expirationTime, requestId, redirectUrl } = body;
  if (typeof siweUri !== 'string' || !isHttpUrl(siweUri))
    return { error: 'siweUri must be the http(s) URL of the app signing in' };
  if (typeof domain !== 'string' || domain.length === 0 || domain.length > 253)
    return { error: "domain must be the app's domain (host and optional port)" };
  if (!optionalString(nonce) || (nonce !== undefined && !NONCE.test(nonce)))
    return { error: 'nonce must be 8 to 64 letters and digits' };
  for (const [name, value] of [
    ['notBefore', notBefore],
    ['expirationTime', expirationTime],
  ] as const)
    if (!optionalString(value) || (value !== undefined && !isIsoTime(value)))
      return { error: `${name} must be an ISO 8601 date-time` };
  if (!optionalString(requestId) || (requestId !== undefined && !PRINTABLE.test(requestId)))
    return { error: 'requestId must be 1 to 200 printable characters without spaces' };
  if (!optionalString(redirectUrl) || (redirectUrl !== undefined && !isHttpUrl(redirectUrl)))
    return { error: 'redirectUrl must be an http(s) URL' };
  const params: FarcasterChannelParams = {
    siweUri,
    domain,
    nonce: nonce ?? generateSiweNonce(),
    ...(typeof notBefore === 'string' ? { notBefore } : {}),
    ...(typeof expirationTime === 'string' ? { expirationTime } : {}),
    ...(typeof requestId === 'string' ? { requestId } : {}),
    ...(typeof redirectUrl === 'string' ? { redirectUrl } : {}),
  };
  // The message the client will build must be one SIWE accepts (the domain's and URI's grammar are SIWE's).
  try {
    farcasterSignInMessage(params, { fid: 1, custody: '0x0000000000000000000000000000000000000001' });
  } catch {
    return { error: 'domain and siweUri must make a valid Sign In With Ethereum message (EIP-4361)' };
  }
  return { ok: params };
}

export function readAuthenticateBody(body: Record<string, unknown>): Checked<AuthenticateBody> {
  const { message, signature, fid, username, displayName, bio, pfpUrl } = body;
  if (typeof message !== 'string' || message.length === 0 || message.length > MAX_TEXT)
    return { error: 'message must be the signed Sign In With Farcaster message' };
  if (typeof signature !== 'string' || !SIGNATURE.test(signature))
    return { error: 'signature must be a 0x-prefixed hex signature' };
  if (typeof fid !== 'number' || !Number.isSafeInteger(fid) || fid <= 0)
    return { error: 'fid must be a positive integer' };
  for (const [name, value] of [
    ['username', username],
    ['displayName', displayName],
    ['bio', bio],
    ['pfpUrl', pfpUrl],
  ] as const)
    if (!optionalString(value) || (value?.length ?? 0) > MAX_TEXT)
      return { error: `${name} must be a string of at most ${MAX_TEXT} characters` };
  if (typeof pfpUrl === 'string' && pfpUrl !== '' && !isHttpUrl(pfpUrl))
    return { error: 'pfpUrl must be an http(s) URL' };
  return {
    ok: {
      message,
      signature: signature as `0x${string}`,
      fid,
      username: text(username),
      displayName: text(displayName),
      bio: text(bio),
      pfpUrl: text(pfpUrl),
    },
  };
}
