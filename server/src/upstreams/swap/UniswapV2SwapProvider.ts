// Swaps through a Uniswap V2-style Router02 on the chain itself: the router's getAmountsOut / getAmountsIn give the
// exact amounts (INFRA.md), the pairs' reserves the price impact. The factory and wrapped native token are the
// router's own (factory(), WETH()), read once; pairs are found with factory.getPair, so no init-code hash or chain
// id table is involved (a devnet reusing mainnet's chain ids gets its own pairs).
import type { CaipNetworkId } from '@gangway/protocol';
import {
  type Address,
  decodeFunctionResult,
  encodeFunctionData,
  getAddress,
  type Hex,
  hexToString,
  isHex,
} from 'viem';
import { ApiError, upstreamFailed } from '../../errors/ApiError.ts';
import { type ReaderCall, type ReaderResult, readWithBalanceReader } from '../balances/balanceReader.ts';
import { RpcCallError, type RpcUpstream, rpcCall } from '../rpc/RpcUpstream.ts';
import {
  type BuiltSwap,
  insufficientLiquidity,
  noRoute,
  type SwapAsset,
  type SwapBuildRequest,
  type SwapProvider,
  type SwapQuote,
  type SwapQuoteRequest,
  withGasMargin,
  withSlippageDown,
  withSlippageUp,
} from './SwapProvider.ts';
import { FACTORY_ABI, PAIR_ABI, ROUTER_ABI } from './uniswapV2Abi.ts';

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';
/** Gas a swap through one pair takes, and each further pair (Router02 on mainnet: ~110k, ~+60k a hop). */
const GAS_FIRST_HOP = 130_000n;
const GAS_NEXT_HOP = 70_000n;
/** How long a built swap may wait to be mined before the router refuses it. */
export const SWAP_DEADLINE_S = 20 * 60;
/** A missing pair may be created later: look again after this long. */
const MISSING_PAIR_RETRY_MS = 60_000;
const MAX_PAIR_LOOKUPS = 50_000;

interface Route {
  path: Address[];
  pairs: Address[];
}

export class UniswapV2SwapProvider implements SwapProvider {
  readonly name = 'uniswapV2';
  readonly #router: Address;
  #routerInfo: Promise<{ factory: Address; weth: Address }> | undefined;
  readonly #pairs = new Map<string, { pair: Address | null; until: number }>();

  readonly #via: Address[];

  constructor(
    private readonly upstream: RpcUpstream,
    private readonly chainId: CaipNetworkId,
    router: string,
    via: readonly string[] = [],
  ) {
    this.#router = getAddress(router);
    this.#via = via.map((token) => getAddress(token));
  }

  async spender(): Promise<Address> {
    return this.#router;
  }

  async quote(request: SwapQuoteRequest): Promise<SwapQuote> {
    const route = await this.#route(request.from, request.to);
    const [amounts, reserves] = await this.#amountsAndReserves(route, request.amount, request.kind);
    const fromAmount = amounts[0] ?? 0n;
    const toAmount = amounts[amounts.length - 1] ?? 0n;
    return {
      fromAmount,
      toAmount,
      priceImpact: priceImpact(route.path, reserves, fromAmount, toAmount),
      gas: GAS_FIRST_HOP + GAS_NEXT_HOP * BigInt(route.pairs.length - 1),
    };
  }

  async build(request: SwapBuildRequest): Promise<BuiltSwap> {
    const quote = await this.quote(request);
    const route = await this.#route(request.from, request.to);
    const deadline = (await this.#chainTime()) + BigInt(SWAP_DEADLINE_S);
    const exactIn = request.kind === 'exactIn';
    const minimumReceived = exactIn ? withSlippageDown(quote.toAmount, request.slippageBps) : quote.toAmount;
    const maximumSold = exactIn ? quote.fromAmount : withSlippageUp(quote.fromAmount, request.slippageBps);
    const path = route.path;
    const recipient = request.taker;
    let data: Hex;
    let value = 0n;
    if (request.from === 'native') {
      value = maximumSold;
      data = exactIn
        ? encodeFunctionData({
            abi: ROUTER_ABI,
            functionName: 'swapExactETHForTokens',
            args: [minimumReceived, path, recipient, deadline],
          })
        : encodeFunctionData({
            abi: ROUTER_ABI,
            functionName: 'swapETHForExactTokens',
            args: [minimumReceived, path, recipient, deadline],
          });
    } else if (exactIn) {
      data = encodeFunctionData({
        abi: ROUTER_ABI,
        functionName: request.to === 'native' ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
        args: [maximumSold, minimumReceived, path, recipient, deadline],
      });
    } else {
      data = encodeFunctionData({
        abi: ROUTER_ABI,
        functionName: request.to === 'native' ? 'swapTokensForExactETH' : 'swapTokensForExactTokens',
        args: [minimumReceived, maximumSold, path, recipient, deadline],
      });
    }
    const gas = request.disableEstimate
      ? quote.gas
      : await this.#estimateGas({ from: request.taker, to: this.#router, data, value });
    return { quote: { ...quote, gas }, to: this.#router, data, value, minimumReceived, maximumSold };
  }

  /**
   * The path through one pair, else through one connector token (the wrapped native token, then the configured
   * `via` tokens in their order); NO_ROUTE when none exists.
   */
  async #route(from: SwapAsset, to: SwapAsset): Promise<Route> {
    const { factory, weth } = await this.#info();
    const a = from === 'native' ? weth : getAddress(from);
    const b = to === 'native' ? weth : getAddress(to);
    if (a === b) throw noRoute(from, to);
    const connectors = [weth, ...this.#via].filter(
      (token, index, all) => token !== a && token !== b && all.indexOf(token) === index,
    );
    const candidates: [Address, Address][] = [
      [a, b],
      ...connectors.flatMap((via): [Address, Address][] => [
        [a, via],
        [via, b],
      ]),
    ];
    const found = await this.#findPairs(factory, candidates);
    const direct = found[0];
    if (direct) return { path: [a, b], pairs: [direct] };
    for (const [index, via] of connectors.entries()) {
      const first = found[1 + index * 2];
      const second = found[2 + index * 2];
      if (first && second) return { path: [a, via, b], pairs: [first, second] };
    }
    throw noRoute(from, to);
  }

  async #info(): Promise<{ factory: Address; weth: Address }> {
    this.#routerInfo ??= this.#read([
      { target: this.#router, data: encodeFunctionData({ abi: ROUTER_ABI, functionName: 'factory' }) },
      { target: this.#router, data: encodeFunctionData({ abi: ROUTER_ABI, functionName: 'WETH' }) },
    ])
      .then(([factory, weth]) => {
        const decoded = [factory, weth].map((result) => decodeAddress(result));
        if (!decoded[0] || !decoded[1])
          throw upstreamFailed(`The swap router on ${this.chainId} answers no factory() and WETH()`);
        return { factory: decoded[0], weth: decoded[1] };
      })
      .catch((error: unknown) => {
        this.#routerInfo = undefined;
        throw error;
      });
    return this.#routerInfo;
  }

  async #findPairs(factory: Address, pairs: readonly [Address, Address][]): Promise<(Address | null)[]> {
    const now = Date.now();
    const key = ([a, b]: readonly [Address, Address]) => (a < b ? `${a}|${b}` : `${b}|${a}`);
    const unknown = pairs.filter((pair) => (this.#pairs.get(key(pair))?.until ?? 0) <= now);
    if (unknown.length > 0) {
      const results = await this.#read(
        unknown.map(([a, b]) => ({
          target: factory,
          data: encodeFunctionData({ abi: FACTORY_ABI, functionName: 'getPair', args: [a, b] }),
        })),
      );
      if (this.#pairs.size >= MAX_PAIR_LOOKUPS) this.#pairs.clear();
      unknown.forEach((pair, index) => {
        const found = decodeAddress(results[index]);
        this.#pairs.set(key(pair), {
          pair: found,
          until: found ? Number.POSITIVE_INFINITY : now + MISSING_PAIR_RETRY_MS,
        });
      });
    }
    return pairs.map((pair) => this.#pairs.get(key(pair))?.pair ?? null);
  }

  /** The router's amounts along the route and each pair's reserves, in one read. */
  async #amountsAndReserves(
    route: Route,
    amount: bigint,
    kind: SwapQuoteRequest['kind'],
  ): Promise<[bigint[], [bigint, bigint][]]> {
    const functionName = kind === 'exactIn' ? 'getAmountsOut' : 'getAmountsIn';
    const [amountsResult, ...reserveResults] = await this.#read([
      {
        target: this.#router,
        data: encodeFunctionData({ abi: ROUTER_ABI, functionName, args: [amount, route.path] }),
      },
      ...route.pairs.map((pair) => ({
        target: pair,
        data: encodeFunctionData({ abi: PAIR_ABI, functionName: 'getReserves' }),
      })),
    ]);
    if (!amountsResult?.success)
      throw insufficientLiquidity(revertReason(amountsResult?.data) ?? 'the router refused');
    const amounts = [
      ...decodeFunctionResult({ abi: ROUTER_ABI, functionName, data: amountsResult.data }),
    ] as bigint[];
    const reserves = reserveResults.map((result): [bigint, bigint] => {
      if (!result?.success) throw upstreamFailed(`A swap pair on ${this.chainId} answered no reserves`);
      const [r0, r1] = decodeFunctionResult({
        abi: PAIR_ABI,
        functionName: 'getReserves',
        data: result.data,
      });
      return [r0, r1];
    });
    if (amounts.some((each) => each === 0n)) throw insufficientLiquidity('the amount rounds to nothing');
    return [amounts, reserves];
  }

  async #read(calls: readonly ReaderCall[]): Promise<ReaderResult[]> {
    return (await readWithBalanceReader(this.upstream, this.chainId, calls)).results;
  }

  async #chainTime(): Promise<bigint> {
    const block = (await rpcCall(this.upstream, this.chainId, 'eth_getBlockByNumber', ['latest', false])) as {
      timestamp?: unknown;
    } | null;
    const timestamp = block?.timestamp;
    return typeof timestamp === 'string' && isHex(timestamp)
      ? BigInt(timestamp)
      : BigInt(Math.floor(Date.now() / 1000));
  }

  async #estimateGas(call: { from: Address; to: Address; data: Hex; value: bigint }): Promise<bigint> {
    try {
      const gas = await rpcCall(this.upstream, this.chainId, 'eth_estimateGas', [
        { ...call, value: `0x${call.value.toString(16)}` },
      ]);
      if (typeof gas !== 'string' || !isHex(gas))
        throw upstreamFailed(`eth_estimateGas on ${this.chainId}: not a quantity`);
      return withGasMargin(BigInt(gas));
    } catch (error) {
      if (error instanceof RpcCallError) {
        throw new ApiError(400, 'BAD_REQUEST', `The swap would fail now: ${error.message}`, {
          field: 'amount',
        });
      }
      throw error;
    }
  }
}

/** Percent the execution price is below the mid price of the pools along `path`. */
function priceImpact(
  path: readonly Address[],
  reserves: readonly [bigint, bigint][],
  fromAmount: bigint,
  toAmount: bigint,
): number | null {
  let numerator = fromAmount;
  let denominator = 1n;
  for (const [index, [r0, r1]] of reserves.entries()) {
    const input = path[index];
    const output = path[index + 1];
    if (!input || !output) return null;
    const [reserveIn, reserveOut] = input.toLowerCase() < output.toLowerCase() ? [r0, r1] : [r1, r0];
    if (reserveIn === 0n || reserveOut === 0n) return null;
    numerator *= reserveOut;
    denominator *= reserveIn;
  }
  if (numerator === 0n) return null;
  // toAmount / (fromAmount × mid price), to a millionth.
  const filled = Number((toAmount * denominator * 1_000_000n) / numerator) / 1_000_000;
  return Math.max(0, Math.round((1 - filled) * 10_000) / 100);
}

function decodeAddress(result: ReaderResult | undefined): Address | null {
  if (!result?.success || result.data.length !== 66) return null;
  const address = getAddress(`0x${result.data.slice(26)}`);
  return address === ZERO_ADDRESS ? null : address;
}

/** Error(string)'s reason in a revert, when it has one. */
function revertReason(data: Hex | undefined): string | undefined {
  if (!data || !data.startsWith('0x08c379a0') || data.length < 138) return undefined;
  try {
    const length = Number(BigInt(`0x${data.slice(74, 138)}`));
    return hexToString(`0x${data.slice(138, 138 + length * 2)}`);
  } catch {
    return undefined;
  }
}
