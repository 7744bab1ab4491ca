// The Farcaster relay and the IdRegistry as the server suites fake them, over HTTP so the server's own adapters
// (HttpFarcasterRelay, RpcFidRegistry) are what talks to them: a relay that keeps channels in memory and completes one
// when the test approves it, and a JSON-RPC endpoint answering IdRegistry.custodyOf from a map.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  FARCASTER_CHAIN_ID,
  FARCASTER_CHANNEL_STATES,
  FARCASTER_RELAY_ROUTES,
  FARCASTER_SIGN_IN_STATEMENT,
  type FarcasterChannelParams,
  farcasterFidResource,
  farcasterIdRegistryAbi,
} from '@gangway/protocol';
import { decodeFunctionData, encodeFunctionResult, zeroAddress } from 'viem';
import type { LocalAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';

interface Channel extends FarcasterChannelParams {
  completed?: Record<string, unknown>;
}

export interface FakeFarcaster {
  relayUrl: string;
  rpcUrl: string;
  /** Registers fid → custody. */
  register(fid: number, custody: `0x${string}`): void;
  /** The channel the relay opened for a url it answered. */
  channelOf(url: string): Channel & { token: string };
  /** A Farcaster client's approval: the message as the protocol says, signed by `signer`, overridable field by field. */
  approve(
    url: string,
    options: { fid: number; signer: LocalAccount; username?: string; message?: Partial<SignInFields> },
  ): Promise<void>;
  /** The relay forgets the channel (expired there). */
  forget(url: string): void;
  /** The relay answers this url for the channels it opens from now on (undefined: its own). */
  answerUrl(url: string | undefined): void;
  /** The relay answers 503 to everything until called with false. */
  down(isDown: boolean): void;
  stop(): Promise<void>;
}

interface SignInFields {
  domain: string;
  uri: string;
  nonce: string;
  chainId: number;
  resources: string[];
  expirationTime: Date;
  issuedAt: Date;
}

const readBody = async (request: import('node:http').IncomingMessage): Promise<unknown> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
};

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

/** The fid of an eth_call of the registry's custodyOf; undefined for any other call. */
function custodyOfArgument(call: { to?: string; data: `0x${string}` }): bigint | undefined {
  if (!call.to) return undefined;
  try {
    const decoded = decodeFunctionData({ abi: farcasterIdRegistryAbi, data: call.data });
    return decoded.functionName === 'custodyOf' ? decoded.args[0] : undefined;
  } catch {
    return undefined;
  }
}

export async function startFakeFarcaster(): Promise<FakeFarcaster> {
  const channels = new Map<string, Channel>();
  const custody = new Map<bigint, `0x${string}`>();
  let isDown = false;
  let answeredUrl: string | undefined;
  const send = (response: import('node:http').ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const relay = createServer(async (request, response) => {
    if (isDown) return send(response, 503, { error: 'down' });
    const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (request.method === 'POST' && request.url === FARCASTER_RELAY_ROUTES.channel) {
      const body = (await readBody(request)) as Channel;
      const channelToken = randomBytes(8).toString('hex');
      channels.set(channelToken, body);
      return send(response, 201, {
        channelToken,
        url: answeredUrl ?? `https://farcaster.example/~/siwf?channelToken=${channelToken}`,
        nonce: body.nonce,
      });
    }
    if (request.method === 'GET' && request.url === FARCASTER_RELAY_ROUTES.status) {
      const channel = channels.get(token);
      if (!channel) return send(response, 401, { error: 'Unauthorized' });
      const url = `https://farcaster.example/~/siwf?channelToken=${token}`;
      return channel.completed
        ? send(response, 200, {
            state: FARCASTER_CHANNEL_STATES.completed,
            nonce: channel.nonce,
            url,
            ...channel.completed,
          })
        : send(response, 202, { state: FARCASTER_CHANNEL_STATES.pending, nonce: channel.nonce, url });
    }
    send(response, 404, { error: 'Not found' });
  });
  const rpc = createServer(async (request, response) => {
    const call = (await readBody(request)) as {
      id: number;
      method: string;
      params: [{ to?: string; data: `0x${string}` }];
    };
    const answer = (outcome: { result: string } | { error: { code: number; message: string } }) =>
      send(response, 200, { jsonrpc: '2.0', id: call.id, ...outcome });
    if (call.method !== 'eth_call') return answer({ result: '0x' });
    const fid = custodyOfArgument(call.params[0]);
    // Any other call reverts, viem's ERC-6492 validator among them (run without a contract: no `to`), as for a signer
    // that is no contract: viem then checks the signature as an EOA's.
    if (fid === undefined) return answer({ error: { code: 3, message: 'execution reverted' } });
    answer({
      result: encodeFunctionResult({
        abi: farcasterIdRegistryAbi,
        functionName: 'custodyOf',
        result: custody.get(fid) ?? zeroAddress,
      }),
    });
  });
  const [relayUrl, rpcUrl] = await Promise.all([listen(relay), listen(rpc)]);
  const tokenOf = (url: string) => new URL(url).searchParams.get('channelToken') ?? '';
  const channelOf = (url: string) => {
    const token = tokenOf(url);
    const channel = channels.get(token);
    if (!channel) throw new Error(`no channel for ${url}`);
    return { ...channel, token };
  };
  return {
    relayUrl,
    rpcUrl,
    register: (fid, address) => custody.set(BigInt(fid), address),
    channelOf,
    async approve(url, { fid, signer, username, message: overrides }) {
      const channel = channelOf(url);
      const message = createSiweMessage({
        domain: channel.domain,
        uri: channel.siweUri,
        address: signer.address,
        statement: FARCASTER_SIGN_IN_STATEMENT,
        version: '1',
        chainId: FARCASTER_CHAIN_ID,
        nonce: channel.nonce,
        issuedAt: new Date(),
        resources: [farcasterFidResource(fid)],
        ...(channel.expirationTime ? { expirationTime: new Date(channel.expirationTime) } : {}),
        ...overrides,
      });
      const signature = await signer.signMessage({ message });
      const stored = channels.get(channel.token);
      if (stored)
        stored.completed = { message, signature, fid, username: username ?? `fid${fid}`, displayName: null };
    },
    forget: (url) => channels.delete(tokenOf(url)),
    answerUrl: (url) => {
      answeredUrl = url;
    },
    down: (value) => {
      isDown = value;
    },
    stop: () =>
      Promise.all(
        [relay, rpc].map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
      ).then(() => undefined),
  };
}
