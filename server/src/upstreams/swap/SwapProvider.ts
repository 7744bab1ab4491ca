// What the convert routes need of a swap upstream on one chain: quote an amount in either direction, build the swap
// call, and name the contract an ERC20 approval must allow. One implementation reads a Uniswap V2-style router on
// the chain itself; the others speak to an aggregator's API with a key kept on this server.
import type { Address, Hex } from 'viem';
import { ApiError } from '../../errors/ApiError.ts';

/** A token as the upstreams name it: an ERC20 address, or 'native' for the chain's currency. */
export type SwapAsset = Address | 'native';

export type SwapKind = 'exactIn' | 'exactOut';

export interface SwapQuoteRequest {
  from: SwapAsset;
  to: SwapAsset;
  /** Base units of `from` (exactIn) or of `to` (exactOut). */
  amount: bigint;
  kind: SwapKind;
  /** Who sells: aggregators check balance and allowance against it. */
  taker: Address;
}

export interface SwapQuote {
  fromAmount: bigint;
  toAmount: bigint;
  /** Percent below the pools' mid price; null when the upstream does not say. */
  priceImpact: number | null;
  /** Gas units the swap is expected to use. */
  gas: bigint;
}

export interface SwapBuildRequest extends SwapQuoteRequest {
  /** Basis points the price may move against the taker before the swap reverts. */
  slippageBps: number;
  /** Skip the upstream's own gas estimate (the allowance may not be mined yet). */
  disableEstimate: boolean;
}

export interface BuiltSwap {
  quote: SwapQuote;
  to: Address;
  data: Hex;
  value: bigint;
  /** exactIn: the least it buys or it reverts; exactOut: what it buys. */
  minimumReceived: bigint;
  /** exactIn: what it sells; exactOut: the most it sells or it reverts. */
  maximumSold: bigint;
}

export interface SwapProvider {
  /** 'uniswapV2', '1inch' or '0x': what the quotes name. */
  readonly name: string;
  /** The contract the seller's ERC20 allowance is given to. */
  spender(): Promise<Address>;
  quote(request: SwapQuoteRequest): Promise<SwapQuote>;
  build(request: SwapBuildRequest): Promise<BuiltSwap>;
}

/** No pool or route between the two tokens (400 NO_ROUTE). */
export function noRoute(from: string, to: string): ApiError {
  return new ApiError(400, 'NO_ROUTE', `No route swaps ${from} for ${to} on this chain`, { field: 'to' });
}

/** The pools hold too little for the amount (400 INSUFFICIENT_LIQUIDITY). */
export function insufficientLiquidity(detail: string): ApiError {
  return new ApiError(400, 'INSUFFICIENT_LIQUIDITY', `Not enough liquidity for this amount: ${detail}`, {
    field: 'amount',
  });
}

/**
 * The gas limit sent for an estimate: the pools may move between the estimate and the block (a fifth more), and a
 * Uniswap V2 pair's first trade in a later second than its last update also writes its cumulative prices, ~40k gas an
 * estimate made in the update's second does not count (the swap then reverts out of gas).
 */
export function withGasMargin(estimate: bigint): bigint {
  return (estimate * 120n) / 100n + 50_000n;
}

/** The least a swap selling at `expected` may buy with `slippageBps` of tolerance (rounded down). */
export function withSlippageDown(expected: bigint, slippageBps: number): bigint {
  return (expected * BigInt(10_000 - slippageBps)) / 10_000n;
}

/** The most a swap buying at a cost of `expected` may sell with `slippageBps` of tolerance (rounded up). */
export function withSlippageUp(expected: bigint, slippageBps: number): bigint {
  return (expected * BigInt(10_000 + slippageBps) + 9_999n) / 10_000n;
}
