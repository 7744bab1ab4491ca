// USD prices from Uniswap V2-style pair reserves: a token's pair with the configured stablecoin (worth 1
// USD), else its pair with the wrapped native token times the native token's stablecoin price.
import type { CaipNetworkId } from '@gangway/protocol';
import { NATIVE_TOKEN_ADDRESS } from '@gangway/protocol';
import { type Address, encodeFunctionData, formatUnits, getAddress } from 'viem';
import type { TokenCatalog } from '../../services/tokenCatalog.ts';
import { type ReaderResult, readWithBalanceReader } from '../balances/balanceReader.ts';
import type { RpcUpstream } from '../rpc/RpcUpstream.ts';
import type { PriceSource } from './PriceSource.ts';

export interface UniswapV2PriceConfig {
  factory: string;
  stablecoin: string;
  wrappedNative?: string | undefined;
}

const FACTORY_ABI = [
  {
    type: 'function',
    name: 'getPair',
    stateMutability: 'view',
    inputs: [
      { name: 'tokenA', type: 'address' },
      { name: 'tokenB', type: 'address' },
    ],
    outputs: [{ name: 'pair', type: 'address' }],
  },
] as const;
const PAIR_ABI = [
  {
    type: 'function',
    name: 'getReserves',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      { name: 'reserve0', type: 'uint112' },
      { name: 'reserve1', type: 'uint112' },
      { name: 'blockTimestampLast', type: 'uint32' },
    ],
  },
] as const;
const GET_RESERVES = encodeFunctionData({ abi: PAIR_ABI, functionName: 'getReserves' });
const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';
/** A missing pair may be created later: look again after this long. */
const MISSING_PAIR_RETRY_MS = 60_000;
/** Lookups kept (random token addresses must not grow memory without end). */
const MAX_PAIR_LOOKUPS = 50_000;

type PairKey = `${Address}|${Address}`;
type PairLookup = { address: Address } | { missingUntil: number };

export class UniswapV2PriceSource implements PriceSource {
  readonly #stablecoin: Address;
  readonly #wrapped: Address | null;
  readonly #factory: Address;
  readonly #pairs = new Map<PairKey, PairLookup>();

  constructor(
    private readonly upstream: RpcUpstream,
    private readonly chainId: CaipNetworkId,
    config: UniswapV2PriceConfig,
    private readonly catalog: TokenCatalog,
  ) {
    this.#factory = lower(config.factory);
    this.#stablecoin = lower(config.stablecoin);
    this.#wrapped = config.wrappedNative ? lower(config.wrappedNative) : null;
  }

  async prices(tokens: readonly string[]): Promise<Map<string, number>> {
    const wanted = [...new Set(tokens.map(lower))];
    const assets = [
      ...new Set(wanted.map((token) => (token === NATIVE_TOKEN_ADDRESS ? this.#wrapped : token))),
    ].filter((token): token is Address => token !== null);
    const pairKeys = new Set<PairKey>();
    for (const asset of assets) {
      if (asset !== this.#stablecoin) pairKeys.add(pairKey(asset, this.#stablecoin));
      if (this.#wrapped && asset !== this.#wrapped && asset !== this.#stablecoin)
        pairKeys.add(pairKey(asset, this.#wrapped));
    }
    if (this.#wrapped && this.#wrapped !== this.#stablecoin)
      pairKeys.add(pairKey(this.#wrapped, this.#stablecoin));

    const pairs = await this.#findPairs([...pairKeys]);
    const [decimals, reserves] = await Promise.all([
      this.catalog.describe(this.chainId, [
        ...assets,
        this.#stablecoin,
        ...(this.#wrapped ? [this.#wrapped] : []),
      ]),
      this.#readReserves(pairs),
    ]);
    const decimalsOf = (token: Address) => decimals.get(token)?.decimals;
    // Price of one whole `base` in `quote`, from the pair's reserves.
    const rate = (base: Address, quote: Address): number | null => {
      const pair = reserves.get(pairKey(base, quote));
      const baseDecimals = decimalsOf(base);
      const quoteDecimals = decimalsOf(quote);
      if (!pair || baseDecimals === undefined || quoteDecimals === undefined) return null;
      const [baseReserve, quoteReserve] = base < quote ? pair : [pair[1], pair[0]];
      if (baseReserve === 0n || quoteReserve === 0n) return null;
      return (
        Number(formatUnits(quoteReserve, quoteDecimals)) / Number(formatUnits(baseReserve, baseDecimals))
      );
    };
    const wrappedPrice = this.#wrapped ? rate(this.#wrapped, this.#stablecoin) : null;
    const usd = (asset: Address): number | null => {
      if (asset === this.#stablecoin) return 1;
      const direct = rate(asset, this.#stablecoin);
      if (direct !== null) return direct;
      const viaWrapped = this.#wrapped ? rate(asset, this.#wrapped) : null;
      return viaWrapped !== null && wrappedPrice !== null ? viaWrapped * wrappedPrice : null;
    };

    const found = new Map<Address, number>();
    for (const token of wanted) {
      const asset = token === NATIVE_TOKEN_ADDRESS ? this.#wrapped : token;
      const price = asset === null ? null : usd(asset);
      if (price !== null && Number.isFinite(price)) found.set(token, price);
    }
    return found;
  }

  async #findPairs(keys: readonly PairKey[]): Promise<Map<PairKey, Address>> {
    const now = Date.now();
    const unknown = keys.filter((key) => {
      const lookup = this.#pairs.get(key);
      return !lookup || ('missingUntil' in lookup && lookup.missingUntil <= now);
    });
    if (unknown.length > 0) {
      const { results } = await readWithBalanceReader(
        this.upstream,
        this.chainId,
        unknown.map((key) => {
          const [a, b] = key.split('|') as [Address, Address];
          return {
            target: this.#factory,
            data: encodeFunctionData({ abi: FACTORY_ABI, functionName: 'getPair', args: [a, b] }),
          };
        }),
      );
      unknown.forEach((key, index) => {
        const pair = decodeAddress(results[index]);
        if (this.#pairs.size >= MAX_PAIR_LOOKUPS) this.#pairs.clear();
        this.#pairs.set(key, pair ? { address: pair } : { missingUntil: now + MISSING_PAIR_RETRY_MS });
      });
    }
    const found = new Map<PairKey, Address>();
    for (const key of keys) {
      const lookup = this.#pairs.get(key);
      if (lookup && 'address' in lookup) found.set(key, lookup.address);
    }
    return found;
  }

  async #readReserves(pairs: Map<PairKey, Address>): Promise<Map<PairKey, [bigint, bigint]>> {
    const entries = [...pairs];
    if (entries.length === 0) return new Map();
    const { results } = await readWithBalanceReader(
      this.upstream,
      this.chainId,
      entries.map(([, pair]) => ({ target: pair, data: GET_RESERVES })),
    );
    const reserves = new Map<PairKey, [bigint, bigint]>();
    entries.forEach(([key], index) => {
      const result = results[index];
      // getReserves answers three 32-byte words.
      if (!result?.success || result.data.length !== 2 + 3 * 64) return;
      reserves.set(key, [BigInt(`0x${result.data.slice(2, 66)}`), BigInt(`0x${result.data.slice(66, 130)}`)]);
    });
    return reserves;
  }
}

/** Pairs are keyed by their tokens in Uniswap's order (token0 < token1). */
function pairKey(a: Address, b: Address): PairKey {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

function lower(address: string): Address {
  return address.toLowerCase() as Address;
}

function decodeAddress(result: ReaderResult | undefined): Address | null {
  if (!result?.success || result.data.length !== 66) return null;
  const address = lower(getAddress(`0x${result.data.slice(26)}`));
  return address === ZERO_ADDRESS ? null : address;
}
