// An NFT's name and image: tokenURI (ERC-721) or uri (ERC-1155) read through the RPC upstream, the metadata
// JSON fetched (http(s) on public hosts, or data:), its image fetched and stored in the images table (kind 'nft',
// nftImages.ts) so that it is served by /public/getTokenImage/{id} and never hotlinked. Each token is described
// once (a failure too), until its image expires.
import type { CaipNetworkId } from '@gangway/protocol';
import { decodeFunctionResult, encodeFunctionData, type Hex, parseAbi } from 'viem';
import * as z from 'zod/mini';
import type { TransferStandard } from '../db/historySchema.ts';
import type { GangwayDatabase } from '../db/openDatabase.ts';
import { type RpcUpstream, rpcCall } from '../upstreams/rpc/RpcUpstream.ts';
import { type FetchLimits, type FetchPolicy, fetchResource } from './fetchResource.ts';
import { type NftImageLimits, storeNftImage } from './nftImages.ts';

/** Image types stored; anything else (HTML, scripts, unknown) is dropped. */
export const NFT_IMAGE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/svg+xml',
]);
const METADATA_TYPES = new Set(['application/json', 'text/plain', 'text/json', '']);
const LIMITS = {
  metadata: { timeoutMs: 5_000, maxBytes: 256 * 1024 },
  image: { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024 },
} satisfies Record<string, FetchLimits>;

const ABI = parseAbi([
  'function tokenURI(uint256) view returns (string)',
  'function uri(uint256) view returns (string)',
  'function name() view returns (string)',
]);
const MetadataSchema = z.looseObject({
  name: z.optional(z.unknown()),
  image: z.optional(z.unknown()),
  image_url: z.optional(z.unknown()),
});

export interface NftDescription {
  name: string | null;
  collectionName: string | null;
  /** The image's path on this server, or null. */
  imagePath: string | null;
}

export const nftImagePath = (imageId: string) => `/public/getTokenImage/${imageId}`;

export interface NftMetadataOptions {
  /** Where metadata and images may be fetched from. */
  policy: FetchPolicy;
  images: NftImageLimits;
}

export class NftMetadataService {
  readonly #inFlight = new Map<string, Promise<NftDescription>>();

  constructor(
    private readonly database: GangwayDatabase,
    private readonly rpc: RpcUpstream,
    private readonly options: NftMetadataOptions,
    private readonly limits: typeof LIMITS = LIMITS,
  ) {}

  /** What is stored already (no upstream calls), by `contract|tokenId`. */
  async cached(
    chainId: CaipNetworkId,
    tokens: readonly { contract: string; tokenId: string }[],
  ): Promise<Map<string, NftDescription>> {
    if (tokens.length === 0) return new Map();
    const rows = await this.database.db
      .selectFrom('nft_metadata')
      .selectAll()
      .where('chain_id', '=', chainId)
      .where('contract', 'in', [...new Set(tokens.map((token) => token.contract))])
      .where('token_id', 'in', [...new Set(tokens.map((token) => token.tokenId))])
      .execute();
    return new Map(rows.map((row) => [`${row.contract}|${row.token_id}`, describedBy(row)]));
  }

  async describe(
    chainId: CaipNetworkId,
    contract: string,
    tokenId: string,
    standard: TransferStandard,
  ): Promise<NftDescription> {
    const key = `${chainId}|${contract}|${tokenId}`;
    const known = (await this.cached(chainId, [{ contract, tokenId }])).get(`${contract}|${tokenId}`);
    if (known) return known;
    let running = this.#inFlight.get(key);
    if (!running) {
      running = this.#read(chainId, contract, tokenId, standard).finally(() => this.#inFlight.delete(key));
      this.#inFlight.set(key, running);
    }
    return running;
  }

  async #read(chainId: CaipNetworkId, contract: string, tokenId: string, standard: TransferStandard) {
    const collectionName = await this.#call(chainId, contract, 'name', []);
    const uri = await this.#call(chainId, contract, standard === 'erc1155' ? 'uri' : 'tokenURI', [
      BigInt(tokenId),
    ]);
    let name: string | null = null;
    let imageId: string | null = null;
    const metadata = uri
      ? await this.#metadata(uri.replaceAll('{id}', BigInt(tokenId).toString(16).padStart(64, '0')))
      : null;
    if (metadata) {
      name = typeof metadata.name === 'string' ? metadata.name.slice(0, 200) : null;
      const image = typeof metadata.image === 'string' ? metadata.image : metadata.image_url;
      if (typeof image === 'string') imageId = await this.#storeImage(image);
    }
    const row = {
      chain_id: chainId,
      contract,
      token_id: tokenId,
      name,
      collection_name: collectionName,
      image_id: imageId,
      fetched_at: Date.now(),
    };
    await this.database.db
      .insertInto('nft_metadata')
      .values(row)
      .onConflict((oc) => oc.columns(['chain_id', 'contract', 'token_id']).doNothing())
      .execute();
    return describedBy(row);
  }

  async #call(
    chainId: CaipNetworkId,
    contract: string,
    functionName: 'name' | 'uri' | 'tokenURI',
    args: readonly bigint[],
  ) {
    try {
      const data = encodeFunctionData({ abi: ABI, functionName, args } as never);
      const result = await rpcCall(this.rpc, chainId, 'eth_call', [{ to: contract, data }, 'latest']);
      const text = decodeFunctionResult({ abi: ABI, functionName, data: result as Hex } as never) as unknown;
      return typeof text === 'string' && text.length > 0 ? text.slice(0, 8_192) : null;
    } catch {
      return null;
    }
  }

  async #metadata(uri: string): Promise<z.infer<typeof MetadataSchema> | null> {
    try {
      const resource = await fetchResource(uri, this.limits.metadata, this.options.policy);
      if (!resource || !METADATA_TYPES.has(resource.contentType)) return null;
      const parsed = z.safeParse(MetadataSchema, JSON.parse(resource.bytes.toString('utf8')));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  async #storeImage(uri: string): Promise<string | null> {
    try {
      const resource = await fetchResource(uri, this.limits.image, this.options.policy);
      if (!resource || !NFT_IMAGE_TYPES.has(resource.contentType)) return null;
      return await storeNftImage(this.database, resource, this.options.images);
    } catch {
      return null;
    }
  }
}

function describedBy(row: {
  name: string | null;
  collection_name: string | null;
  image_id: string | null;
}): NftDescription {
  return {
    name: row.name,
    collectionName: row.collection_name,
    imagePath: row.image_id ? nftImagePath(row.image_id) : null,
  };
}
