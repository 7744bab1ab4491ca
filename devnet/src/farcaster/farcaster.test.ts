// The Farcaster twins on a real anvil chain 10: the IdRegistry at its Optimism address, and the relay's channel
// lifecycle as an app and a Farcaster app drive it over HTTP (the client page's form included).
import {
  FARCASTER_CHAIN_ID,
  FARCASTER_CHANNEL_STATES,
  FARCASTER_ID_REGISTRY,
  FARCASTER_RELAY_ROUTES,
  FARCASTER_SIGN_IN_STATEMENT,
  farcasterFidResource,
} from '@gangway/protocol';
import { createPublicClient, http, isAddressEqual, zeroAddress } from 'viem';
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LaunchedChains, launchChains } from '../chains/launch-chains.ts';
import { FARCASTER_ACCOUNTS, farcasterAccount } from './accounts.ts';
import { installFarcasterRegistry, readFarcasterCustody, readFarcasterFid } from './idRegistry.ts';
import { signFarcasterSignIn } from './message.ts';
import {
  FARCASTER_CHANNEL_TTL_MS,
  FARCASTER_CLIENT_PATH,
  type FarcasterRelayTwin,
  startFarcasterRelay,
} from './relay.ts';
import {
  approveFarcasterChannel,
  authenticateFarcasterChannel,
  createFarcasterChannel,
  farcasterChannelStatus,
} from './testing.ts';

const APP = { siweUri: 'http://127.0.0.1:5173/login', domain: '127.0.0.1:5173' };
const frank = farcasterAccount('frank');
const mallory = farcasterAccount('mallory');

let chains: LaunchedChains;
let rpcUrl: string;
let relay: FarcasterRelayTwin;
let clock = Date.now();

beforeAll(async () => {
  chains = await launchChains({ chainIds: [FARCASTER_CHAIN_ID], basePort: 'auto' });
  rpcUrl = chains.chains[0]!.rpcUrl;
  await installFarcasterRegistry(rpcUrl);
  relay = await startFarcasterRelay({ registryRpcUrl: rpcUrl, port: 'auto', now: () => clock });
});
afterAll(async () => {
  await relay?.stop();
  await chains?.stop();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${relay.relayUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('the IdRegistry twin on chain 10', () => {
  it('answers custodyOf and idOf for every registered devnet account, nothing for the unregistered one', async () => {
    for (const account of FARCASTER_ACCOUNTS.filter((candidate) => candidate.registered)) {
      expect(await readFarcasterCustody(rpcUrl, account.fid)).toBe(account.custody);
      expect(await readFarcasterFid(rpcUrl, account.custody)).toBe(account.fid);
    }
    expect(await readFarcasterCustody(rpcUrl, mallory.fid)).toBeUndefined();
    expect(await readFarcasterFid(rpcUrl, mallory.custody)).toBeUndefined();
  });

  it('installs again without change (a restarted stack on a kept chain)', async () => {
    await installFarcasterRegistry(rpcUrl);
    expect(await readFarcasterCustody(rpcUrl, frank.fid)).toBe(frank.custody);
    expect(await readFarcasterFid(rpcUrl, frank.custody)).toBe(frank.fid);
  });

  it('is code at the IdRegistry address, and is refused on another chain', async () => {
    const client = createPublicClient({ transport: http(rpcUrl) });
    expect((await client.getCode({ address: FARCASTER_ID_REGISTRY }))?.length).toBeGreaterThan(2);
    const other = await launchChains({ chainIds: [1], basePort: 'auto' });
    try {
      await expect(installFarcasterRegistry(other.chains[0]!.rpcUrl)).rejects.toThrow(
        'The Farcaster IdRegistry belongs on chain 10, not 1',
      );
    } finally {
      await other.stop();
    }
  });
});

describe('the relay twin', () => {
  it('opens a channel that is pending, completes it with a message that verifies against custodyOf on chain 10', async () => {
    const channel = await createFarcasterChannel(relay.relayUrl, { ...APP, requestId: 'login-1' });
    expect(channel.url).toBe(`${relay.clientUrl}?channelToken=${channel.channelToken}`);
    expect(new URL(channel.url).pathname).toBe(FARCASTER_CLIENT_PATH);
    expect(channel.nonce).toMatch(/^[A-Za-z0-9]{8,}$/);
    expect(await farcasterChannelStatus(relay.relayUrl, channel.channelToken)).toEqual({
      status: 202,
      body: { state: FARCASTER_CHANNEL_STATES.pending, nonce: channel.nonce, url: channel.url },
    });

    await approveFarcasterChannel(channel.url, 'frank');

    const { status, body } = await farcasterChannelStatus(relay.relayUrl, channel.channelToken);
    expect(status).toBe(200);
    const completed = body as Record<string, unknown> & { message: string; signature: `0x${string}` };
    expect(completed).toMatchObject({
      state: FARCASTER_CHANNEL_STATES.completed,
      nonce: channel.nonce,
      url: channel.url,
      fid: frank.fid,
      username: 'frank',
      displayName: frank.displayName,
      bio: frank.bio,
      pfpUrl: `${relay.relayUrl}/pfp/${frank.fid}.svg`,
      custody: frank.custody,
      verifications: [],
    });
    const parsed = parseSiweMessage(completed.message);
    expect(parsed).toMatchObject({
      domain: APP.domain,
      uri: APP.siweUri,
      statement: FARCASTER_SIGN_IN_STATEMENT,
      version: '1',
      chainId: FARCASTER_CHAIN_ID,
      nonce: channel.nonce,
      requestId: 'login-1',
      resources: [farcasterFidResource(frank.fid)],
    });
    // What an app checks: the signer is the FID's custody address as the registry on chain 10 holds it.
    const custody = await readFarcasterCustody(rpcUrl, frank.fid);
    expect(custody && isAddressEqual(parsed.address!, custody)).toBe(true);
    const client = createPublicClient({ transport: http(rpcUrl) });
    expect(
      await client.verifyMessage({
        address: custody!,
        message: completed.message,
        signature: completed.signature,
      }),
    ).toBe(true);
    expect(
      await verifySiweMessage(client, {
        message: completed.message,
        signature: completed.signature,
        domain: APP.domain,
        nonce: channel.nonce,
      }),
    ).toBe(true);
    const pfp = await fetch(completed.pfpUrl as string);
    expect(pfp.headers.get('content-type')).toBe('image/svg+xml');

    // Completed once: a second completion is refused and the first one stays.
    const again = await authenticateFarcasterChannel(relay.relayUrl, channel.channelToken, {
      message: completed.message,
      signature: completed.signature,
      fid: frank.fid,
    });
    expect(again).toEqual({ status: 409, body: { error: 'The channel is already completed' } });
  });

  it('takes any signed message as the public relay does, with custody as the registry holds it', async () => {
    const channel = await createFarcasterChannel(relay.relayUrl, APP);
    const signed = await signFarcasterSignIn({ ...APP, nonce: channel.nonce }, mallory);
    const done = await authenticateFarcasterChannel(relay.relayUrl, channel.channelToken, {
      ...signed,
      fid: mallory.fid,
    });
    expect(done.status).toBe(201);
    expect(done.body).toMatchObject({
      state: FARCASTER_CHANNEL_STATES.completed,
      fid: mallory.fid,
      custody: zeroAddress,
      username: '',
    });
  });

  it('keeps its own nonce when the app gives one, and the optional times in the message', async () => {
    const times = { notBefore: '2026-01-01T00:00:00.000Z', expirationTime: '2099-01-01T00:00:00.000Z' };
    const channel = await createFarcasterChannel(relay.relayUrl, { ...APP, nonce: 'appNonce1234', ...times });
    expect(channel.nonce).toBe('appNonce1234');
    await approveFarcasterChannel(channel.url, frank);
    const { body } = await farcasterChannelStatus(relay.relayUrl, channel.channelToken);
    const parsed = parseSiweMessage((body as { message: string }).message);
    expect(parsed.notBefore?.toISOString()).toBe(times.notBefore);
    expect(parsed.expirationTime?.toISOString()).toBe(times.expirationTime);
  });

  it('answers 401 for a missing, unknown or expired channel token', async () => {
    expect((await fetch(`${relay.relayUrl}${FARCASTER_RELAY_ROUTES.status}`)).status).toBe(401);
    expect((await farcasterChannelStatus(relay.relayUrl, 'no-such-token')).status).toBe(401);
    expect(
      (
        await authenticateFarcasterChannel(relay.relayUrl, 'no-such-token', {
          message: 'x',
          signature: '0x00',
          fid: 1,
        })
      ).status,
    ).toBe(401);
    const channel = await createFarcasterChannel(relay.relayUrl, APP);
    clock += FARCASTER_CHANNEL_TTL_MS - 1;
    expect((await farcasterChannelStatus(relay.relayUrl, channel.channelToken)).status).toBe(202);
    clock += 1;
    expect(await farcasterChannelStatus(relay.relayUrl, channel.channelToken)).toEqual({
      status: 401,
      body: { error: 'Unknown or expired channel token' },
    });
    await expect(approveFarcasterChannel(channel.url, 'frank')).rejects.toThrow('(404)');
  });

  it.each([
    ['not JSON', '{', 'The body must be JSON'],
    ['an array', [], 'The body must be a JSON object'],
    ['no siweUri', { domain: APP.domain }, 'siweUri must be the http(s) URL of the app signing in'],
    ['a javascript: siweUri', { ...APP, siweUri: 'javascript:alert(1)' }, 'siweUri must be the http(s) URL'],
    ['no domain', { siweUri: APP.siweUri }, "domain must be the app's domain"],
    ['a domain SIWE refuses', { ...APP, domain: 'not a domain' }, 'valid Sign In With Ethereum message'],
    ['a short nonce', { ...APP, nonce: 'abc' }, 'nonce must be 8 to 64 letters and digits'],
    ['a bad notBefore', { ...APP, notBefore: 'tomorrow' }, 'notBefore must be an ISO 8601 date-time'],
    ['a bad expirationTime', { ...APP, expirationTime: 12 }, 'expirationTime must be an ISO 8601 date-time'],
    ['a requestId with a newline', { ...APP, requestId: 'a\nb' }, 'requestId must be 1 to 200 printable'],
    [
      'a data: redirectUrl',
      { ...APP, redirectUrl: 'data:text/html,x' },
      'redirectUrl must be an http(s) URL',
    ],
  ])('refuses a channel with %s (400)', async (_name, body, error) => {
    const response = await post(FARCASTER_RELAY_ROUTES.channel, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(error);
  });

  it.each([
    [
      'no message',
      { signature: '0x00', fid: 1 },
      'message must be the signed Sign In With Farcaster message',
    ],
    [
      'a signature that is not hex',
      { message: 'm', signature: 'sig', fid: 1 },
      'signature must be a 0x-prefixed',
    ],
    ['a fid of 0', { message: 'm', signature: '0x00', fid: 0 }, 'fid must be a positive integer'],
    ['a fid as text', { message: 'm', signature: '0x00', fid: '1' }, 'fid must be a positive integer'],
    [
      'a numeric username',
      { message: 'm', signature: '0x00', fid: 1, username: 5 },
      'username must be a string',
    ],
    [
      'a javascript: pfpUrl',
      { message: 'm', signature: '0x00', fid: 1, pfpUrl: 'javascript:x' },
      'pfpUrl must be',
    ],
  ])('refuses a completion with %s (400), leaving the channel pending', async (_name, body, error) => {
    const channel = await createFarcasterChannel(relay.relayUrl, APP);
    const refused = await authenticateFarcasterChannel(relay.relayUrl, channel.channelToken, body as never);
    expect(refused.status).toBe(400);
    expect((refused.body as { error: string }).error).toContain(error);
    expect((await farcasterChannelStatus(relay.relayUrl, channel.channelToken)).status).toBe(202);
  });

  it('approves through the client page only from one of its links', async () => {
    await expect(
      approveFarcasterChannel(`${relay.relayUrl}/elsewhere?channelToken=x`, 'frank'),
    ).rejects.toThrow('Not a devnet Farcaster sign-in link');
    await expect(approveFarcasterChannel(relay.clientUrl, 'frank')).rejects.toThrow(
      'Not a devnet Farcaster sign-in link',
    );
  });

  it('refuses a body over 16 KB with 413', async () => {
    const response = await post(FARCASTER_RELAY_ROUTES.channel, { ...APP, padding: 'x'.repeat(20_000) });
    expect(response.status).toBe(413);
  });

  it('answers CORS for loopback origins only', async () => {
    const preflight = await fetch(`${relay.relayUrl}${FARCASTER_RELAY_ROUTES.channel}`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    const foreign = await post(FARCASTER_RELAY_ROUTES.channel, APP, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(201);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the client page', () => {
  const page = (query: string, init?: RequestInit) => fetch(`${relay.clientUrl}${query}`, init);
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

  it("shows the app's request and every devnet account, the unregistered one marked", async () => {
    const channel = await createFarcasterChannel(relay.relayUrl, APP);
    const html = await (await fetch(channel.url)).text();
    expect(html).toContain(`<strong>${APP.domain}</strong> asks you to sign in with Farcaster.`);
    expect(html).toContain(APP.siweUri);
    for (const account of FARCASTER_ACCOUNTS)
      expect(html).toContain(`@${account.username} · fid ${account.fid}`);
    expect(html).toContain('@mallory · fid 1007 · not registered');
  });

  it('leaves the channel pending on Reject', async () => {
    const channel = await createFarcasterChannel(relay.relayUrl, APP);
    const rejected = await page('', form({ channelToken: channel.channelToken, decision: 'reject' }));
    expect(await rejected.text()).toContain(
      'You rejected the request from 127.0.0.1:5173: nothing was signed.',
    );
    expect((await farcasterChannelStatus(relay.relayUrl, channel.channelToken)).status).toBe(202);
  });

  it('asks for a token without one, and says so for an unknown one or a choice that is not an account', async () => {
    expect(await (await page('')).text()).toContain('paste its channel token');
    const unknown = await page('?channelToken=nope');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('This sign-in request is unknown or has expired.');
    const channel = await createFarcasterChannel(relay.relayUrl, APP);
    const bad = await page('', form({ channelToken: channel.channelToken, decision: 'approve', fid: '42' }));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Choose the account to sign in with');
  });

  it('escapes what the app sent (SIWE refuses markup in the URI; quotes and ampersands pass)', async () => {
    const channel = await createFarcasterChannel(relay.relayUrl, {
      ...APP,
      siweUri: "http://127.0.0.1:5173/login?next=a&b='c'",
    });
    const html = await (await fetch(channel.url)).text();
    expect(html).not.toContain("'c'");
    expect(html).toContain('login?next=a&#38;b=&#39;c&#39;');
  });
});
