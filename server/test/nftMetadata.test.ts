// NFT metadata is fetched from the URLs token contracts name, so from anyone's: the server resolves the host, refuses
// loopback, private and other non-public addresses (and ports other than 80/443) unless the devnet setting allows
// them, connects to the address it checked, and keeps stored images within a total size and for a limited time.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CaipNetworkId, JsonRpcRequest, JsonRpcResponse } from '@gangway/protocol';
import { sql } from 'kysely';
import { type Address, decodeFunctionData, encodeFunctionResult, parseAbi } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetDatabase } from '../src/db/resetDatabase.ts';
import { type FetchPolicy, fetchResource } from '../src/nfts/fetchResource.ts';
import { NftMetadataService } from '../src/nfts/NftMetadataService.ts';
import { deleteExpiredNftImages, NFT_IMAGE_KIND } from '../src/nfts/nftImages.ts';
import type { RpcUpstream } from '../src/upstreams/rpc/RpcUpstream.ts';
import { openTestDatabase, type TestDatabase } from './helpers/testDatabase.ts';

const CHAIN = 'eip155:1' as CaipNetworkId;
const ABI = parseAbi([
  'function tokenURI(uint256) view returns (string)',
  'function uri(uint256) view returns (string)',
  'function name() view returns (string)',
]);
const LIMITS = { timeoutMs: 2_000, maxBytes: 64 * 1024 };
const svg = (n: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg"><title>${n}</title>${'<g/>'.repeat(200)}</svg>`;

/** A metadata host on loopback: /meta/N is token N's JSON, /image/N its SVG. Records every path asked. */
let host: Server;
let base = '';
const asked: string[] = [];
let testDb: TestDatabase;

beforeAll(async () => {
  host = createServer((request, response) => {
    asked.push(request.url ?? '');
    const [, kind, n] = (request.url ?? '').split('/');
    if (kind === 'meta') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ name: `Secret #${n}`, image: `${base}/image/${n}` }));
    } else {
      response.writeHead(200, { 'content-type': 'image/svg+xml' });
      response.end(svg(Number(n)));
    }
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  testDb = await openTestDatabase('pglite');
});

afterAll(async () => {
  host?.closeAllConnections();
  await new Promise<void>((resolve) => host?.close(() => resolve()));
  await testDb?.dispose();
});

beforeEach(async () => {
  asked.length = 0;
  await resetDatabase(testDb.database);
});

/** An RPC upstream whose every contract is an ERC-721 with tokenURI(n) = `${base}/meta/n`. */
const rpc: RpcUpstream = {
  chains: [CHAIN],
  supports: (chainId: string): chainId is CaipNetworkId => chainId === CHAIN,
  async send(_chainId: CaipNetworkId, requests: readonly JsonRpcRequest[]): Promise<JsonRpcResponse[]> {
    return requests.map((request) => {
      const [call] = request.params as [{ data: `0x${string}` }];
      const decoded = decodeFunctionData({ abi: ABI, data: call.data });
      const result =
        decoded.functionName === 'name'
          ? encodeFunctionResult({ abi: ABI, functionName: 'name', result: 'Loopback Art' })
          : encodeFunctionResult({
              abi: ABI,
              functionName: 'tokenURI',
              result: `${base}/meta/${(decoded.args as [bigint])[0]}`,
            });
      return { jsonrpc: '2.0', id: request.id, result };
    });
  },
};

const service = (allowPrivateHosts: boolean, maxTotalBytes = 10 * 1024 * 1024) =>
  new NftMetadataService(testDb.database, rpc, {
    policy: { allowPrivateHosts },
    images: { maxTotalBytes, retentionDays: 30 },
  });
const contract = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as Address;

describe('NFT metadata fetching', () => {
  it('does not fetch a token’s metadata from a loopback host, and names nothing from it', async () => {
    const described = await service(false).describe(CHAIN, contract(1), '7', 'erc721');
    // Before: the loopback service was read, its `name` answered and its image stored and served.
    expect(asked).toEqual([]);
    expect(described).toEqual({ name: null, collectionName: 'Loopback Art', imagePath: null });
  });

  it('fetches from private hosts when the devnet setting allows them', async () => {
    const described = await service(true).describe(CHAIN, contract(2), '7', 'erc721');
    expect(asked).toEqual(['/meta/7', '/image/7']);
    expect(described.name).toBe('Secret #7');
    expect(described.imagePath).toMatch(/^\/public\/getTokenImage\/nft-[0-9a-f]{40}$/);
  });

  it('refuses non-public addresses a name resolves to, other ports, and connects to the address it checked', async () => {
    const port = (host.address() as AddressInfo).port;
    const resolving =
      (answers: Readonly<Record<string, readonly string[]>>): FetchPolicy['resolve'] =>
      async (name) =>
        (answers[name] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    const strict = (answers: Readonly<Record<string, readonly string[]>>): FetchPolicy => ({
      allowPrivateHosts: false,
      resolve: resolving(answers),
    });
    for (const [uri, answers] of [
      ['http://metadata.example/latest', { 'metadata.example': ['169.254.169.254'] }],
      ['http://mixed.example/x', { 'mixed.example': ['93.184.216.34', '10.0.0.1'] }],
      ['http://v6.example/x', { 'v6.example': ['fd00:ec2::254'] }],
      ['http://[::1]/x', { '::1': ['::1'] }],
      ['http://public.example:8080/x', { 'public.example': ['93.184.216.34'] }],
      ['http://public.example:22/x', { 'public.example': ['93.184.216.34'] }],
      ['ftp://public.example/x', { 'public.example': ['93.184.216.34'] }],
    ] as const) {
      expect(await fetchResource(uri, LIMITS, strict(answers)), uri).toBeNull();
    }
    expect(asked).toEqual([]);
    // The name exists only in this resolver: the connection went to the address it answered, not to a new lookup.
    const pinned = await fetchResource(`http://nft.devnet.test:${port}/meta/3`, LIMITS, {
      allowPrivateHosts: true,
      resolve: resolving({ 'nft.devnet.test': ['127.0.0.1'] }),
    });
    expect(JSON.parse(pinned?.bytes.toString() ?? '{}')).toMatchObject({ name: 'Secret #3' });
  });

  it('keeps stored images within their total size, the oldest going first, and deletes them after retention', async () => {
    const oneImage = Buffer.byteLength(svg(1));
    const nfts = service(true, oneImage * 2 + 10);
    for (const n of [1, 2, 3]) await nfts.describe(CHAIN, contract(10 + n), String(n), 'erc721');
    const images = () =>
      testDb.database.db
        .selectFrom('images')
        .select('etag')
        .where('kind', '=', NFT_IMAGE_KIND)
        .execute()
        .then((rows) => rows.length);
    expect(await images()).toBe(2);
    // The first token's image went, and its description with it: it is described (fetched) again when listed.
    expect((await nfts.cached(CHAIN, [{ contract: contract(11), tokenId: '1' }])).size).toBe(0);
    expect((await nfts.cached(CHAIN, [{ contract: contract(13), tokenId: '3' }])).size).toBe(1);

    await sql`update images set stored_at = now() - interval '31 days'`.execute(testDb.database.db);
    expect(await deleteExpiredNftImages(testDb.database, 30)).toBe(2);
    expect(await images()).toBe(0);
    expect((await nfts.cached(CHAIN, [{ contract: contract(13), tokenId: '3' }])).size).toBe(0);
  });
});
