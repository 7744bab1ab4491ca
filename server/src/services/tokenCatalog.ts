// What the server knows about tokens: the per-chain lists of the configuration (ERC20 tokens completed with
// name, symbol and decimals read from the chain once, as they do not change; Solana mints as configured), plus
// the chains' native currencies.
import type { CaipAddress, CaipNetworkId } from '@gangway/protocol';
import { NATIVE_TOKEN_ADDRESS } from '@gangway/protocol';
import type { Address } from 'viem';
import type { ResolvedChainConfig } from '../config/resolveConfig.ts';
import { readWithBalanceReader } from '../upstreams/balances/balanceReader.ts';
import { decodeDecimals, decodeText, metadataCalls } from '../upstreams/balances/erc20Calls.ts';
import type { RpcUpstream } from '../upstreams/rpc/RpcUpstream.ts';

export interface TokenInfo {
  chainId: CaipNetworkId;
  /** Lower-case 0x address, or a Solana mint's base58 address; NATIVE_TOKEN_ADDRESS for the native currency. */
  address: string;
  caipAddress: CaipAddress;
  name: string;
  symbol: string;
  decimals: number;
  /** Id of the token's icon on the token image route (a generated monogram unless an icon is stored). */
  imageId: string;
  /** An absolute URL (configured), or the path of the token image route on this server. */
  icon: string;
}

/** Image id of a token icon: its symbol when that makes a clean id, else its CAIP-10 address. */
export function tokenImageId(symbol: string, caipAddress: string): string {
  const cleaned = symbol.toUpperCase().replace(/[^A-Z0-9._-]/g, '');
  return cleaned.length > 0 ? cleaned : caipAddress;
}

const MAX_DESCRIBED_TOKENS = 50_000;

export class TokenCatalog {
  readonly #chains = new Map<string, ResolvedChainConfig>();
  /** Per chain and lower-case address; null: the chain answered, but not like an ERC20 token. */
  readonly #metadata = new Map<string, TokenInfo | null>();
  /** Per chain: its configured Solana mints. */
  readonly #mints = new Map<string, TokenInfo[]>();

  constructor(
    private readonly upstream: RpcUpstream,
    chains: readonly ResolvedChainConfig[],
  ) {
    for (const chain of chains) {
      this.#chains.set(chain.id, chain);
      this.#mints.set(
        chain.id,
        chain.mints.map(({ address, name, symbol, decimals, iconUrl }) =>
          this.#info(chain.id, address, { name, symbol, decimals }, iconUrl),
        ),
      );
    }
  }

  /** The chain's configured SPL token mints. */
  mints(chainId: CaipNetworkId): TokenInfo[] {
    return this.#mints.get(chainId) ?? [];
  }

  native(chainId: CaipNetworkId): TokenInfo {
    const currency = this.#chains.get(chainId)?.nativeCurrency ?? {
      name: 'Ether',
      symbol: 'ETH',
      decimals: 18,
    };
    return this.#info(chainId, NATIVE_TOKEN_ADDRESS, currency);
  }

  isNative(address: string): boolean {
    return address.toLowerCase() === NATIVE_TOKEN_ADDRESS;
  }

  /** The chain's configured tokens with their metadata; tokens the chain cannot describe are left out. */
  async listed(chainId: CaipNetworkId): Promise<TokenInfo[]> {
    const tokens = this.#chains.get(chainId)?.tokens ?? [];
    const infos = await this.describe(
      chainId,
      tokens.map((token) => token.address as Address),
    );
    return tokens.flatMap((token) => {
      const info = infos.get(token.address.toLowerCase() as Address);
      return info ? [info] : [];
    });
  }

  /** Metadata of any tokens of a chain (native address included); unknown ones map to null. */
  async describe(
    chainId: CaipNetworkId,
    addresses: readonly Address[],
  ): Promise<Map<Address, TokenInfo | null>> {
    const wanted = [...new Set(addresses.map((address) => address.toLowerCase() as Address))];
    const missing = wanted.filter(
      (address) => !this.isNative(address) && !this.#metadata.has(this.#key(chainId, address)),
    );
    if (missing.length > 0) await this.#read(chainId, missing);
    return new Map(
      wanted.map((address) => [
        address,
        this.isNative(address)
          ? this.native(chainId)
          : (this.#metadata.get(this.#key(chainId, address)) ?? null),
      ]),
    );
  }

  /** The token described by an image id (compared in upper case), if any. */
  byImageId(imageId: string): TokenInfo | undefined {
    const wanted = imageId.toUpperCase();
    for (const chain of this.#chains.values()) {
      const native = this.native(chain.id);
      if (native.imageId.toUpperCase() === wanted) return native;
    }
    for (const info of [...this.#metadata.values(), ...[...this.#mints.values()].flat()])
      if (info && info.imageId.toUpperCase() === wanted) return info;
    return undefined;
  }

  /** Describes every listed token of every chain (so the image route knows their symbols); failures are skipped. */
  async describeAllListed(): Promise<void> {
    await Promise.allSettled(
      [...this.#chains.keys()].map((chainId) => this.listed(chainId as CaipNetworkId)),
    );
  }

  async #read(chainId: CaipNetworkId, addresses: readonly Address[]): Promise<void> {
    const overrides = new Map(
      (this.#chains.get(chainId)?.tokens ?? []).map((token) => [token.address.toLowerCase(), token]),
    );
    const needsChain = addresses.filter((address) => {
      const token = overrides.get(address);
      return !(token?.name && token.symbol && token.decimals !== undefined);
    });
    const { results } = await readWithBalanceReader(
      this.upstream,
      chainId,
      needsChain.flatMap(metadataCalls),
    );
    const fromChain = new Map(
      needsChain.map((address, index) => [
        address,
        {
          decimals: decodeDecimals(results[index * 3]),
          symbol: decodeText(results[index * 3 + 1]),
          name: decodeText(results[index * 3 + 2]),
        },
      ]),
    );
    for (const address of addresses) {
      const token = overrides.get(address);
      const read = fromChain.get(address);
      const decimals = token?.decimals ?? read?.decimals ?? null;
      const symbol = token?.symbol ?? read?.symbol ?? null;
      const name = token?.name ?? read?.name ?? symbol;
      const info =
        decimals === null || symbol === null || name === null
          ? null
          : this.#info(chainId, address, { name, symbol, decimals }, token?.iconUrl);
      // Anyone can ask for prices of random addresses: past this many the cache starts over.
      if (this.#metadata.size >= MAX_DESCRIBED_TOKENS) this.#metadata.clear();
      this.#metadata.set(this.#key(chainId, address), info);
    }
  }

  #info(
    chainId: CaipNetworkId,
    address: string,
    metadata: { name: string; symbol: string; decimals: number },
    iconUrl?: string,
  ): TokenInfo {
    const caipAddress = `${chainId}:${address}` as CaipAddress;
    const imageId = tokenImageId(metadata.symbol, caipAddress);
    return {
      chainId,
      address,
      caipAddress,
      ...metadata,
      imageId,
      icon: iconUrl ?? `/public/getTokenImage/${encodeURIComponent(imageId)}`,
    };
  }

  #key(chainId: string, address: string): string {
    return `${chainId}|${address}`;
  }
}
