// 1inch's Classic Swap API (v6.0) for one chain: /quote, /swap and /approve/spender, with the operator's key as a
// Bearer token. 1inch sells an exact input only; its price impact is not given.
import { type Address, getAddress, type Hex, isHex } from 'viem';
import * as z from 'zod/mini';
import { badRequest, upstreamFailed } from '../../errors/ApiError.ts';
import { type VendorApi, VendorIntegerSchema, VendorRefusal } from '../vendorApi.ts';
import { aggregatorToken, requireExactIn } from './aggregatorAssets.ts';
import {
  type BuiltSwap,
  insufficientLiquidity,
  type SwapBuildRequest,
  type SwapProvider,
  type SwapQuote,
  type SwapQuoteRequest,
  withSlippageDown,
} from './SwapProvider.ts';

export const ONE_INCH_API_URL = 'https://api.1inch.dev';
/** What 1inch's router needs for a swap when /quote gives no gas (its own estimates run 150k–300k). */
const DEFAULT_GAS = 250_000n;

const HexAddressSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/));
const QuoteSchema = z.object({ dstAmount: VendorIntegerSchema, gas: z.optional(VendorIntegerSchema) });
const SwapSchema = z.object({
  dstAmount: VendorIntegerSchema,
  tx: z.object({
    from: HexAddressSchema,
    to: HexAddressSchema,
    data: z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/)),
    value: VendorIntegerSchema,
    gas: VendorIntegerSchema,
  }),
});
const SpenderSchema = z.object({ address: HexAddressSchema });
const ErrorSchema = z.object({ description: z.optional(z.string()), error: z.optional(z.string()) });

export class OneInchSwapProvider implements SwapProvider {
  readonly name = '1inch';
  #spender: Promise<Address> | undefined;

  /** `api` is rooted at the chain: `${apiUrl}/swap/v6.0/${chainId}`. */
  constructor(private readonly api: VendorApi) {}

  spender(): Promise<Address> {
    this.#spender ??= this.api
      .get('/approve/spender', {}, SpenderSchema)
      .then(({ address }) => getAddress(address))
      .catch((error: unknown) => {
        this.#spender = undefined;
        throw error;
      });
    return this.#spender;
  }

  async quote(request: SwapQuoteRequest): Promise<SwapQuote> {
    requireExactIn(request.kind, '1inch');
    const answer = await this.#refusals(() =>
      this.api.get(
        '/quote',
        {
          src: aggregatorToken(request.from),
          dst: aggregatorToken(request.to),
          amount: request.amount.toString(),
          includeGas: true,
        },
        QuoteSchema,
      ),
    );
    return {
      fromAmount: request.amount,
      toAmount: answer.dstAmount,
      priceImpact: null,
      gas: answer.gas ?? DEFAULT_GAS,
    };
  }

  async build(request: SwapBuildRequest): Promise<BuiltSwap> {
    requireExactIn(request.kind, '1inch');
    const answer = await this.#refusals(() =>
      this.api.get(
        '/swap',
        {
          src: aggregatorToken(request.from),
          dst: aggregatorToken(request.to),
          amount: request.amount.toString(),
          from: request.taker,
          origin: request.taker,
          slippage: request.slippageBps / 100,
          disableEstimate: request.disableEstimate,
        },
        SwapSchema,
      ),
    );
    if (getAddress(answer.tx.from) !== getAddress(request.taker))
      throw upstreamFailed('1inch built a swap for another address');
    if (!isHex(answer.tx.data)) throw upstreamFailed('1inch built a swap without call data');
    return {
      quote: {
        fromAmount: request.amount,
        toAmount: answer.dstAmount,
        priceImpact: null,
        gas: answer.tx.gas,
      },
      to: getAddress(answer.tx.to),
      data: answer.tx.data as Hex,
      value: answer.tx.value,
      minimumReceived: withSlippageDown(answer.dstAmount, request.slippageBps),
      maximumSold: request.amount,
    };
  }

  /** 1inch's 400s: too little liquidity is ours to name; any other refusal is a bad request it describes. */
  async #refusals<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof VendorRefusal)) throw error;
      const parsed = z.safeParse(ErrorSchema, error.body);
      const description =
        (parsed.success && (parsed.data.description ?? parsed.data.error)) || 'no reason given';
      if (/liquidity/i.test(description)) throw insufficientLiquidity(description);
      throw badRequest('amount', `1inch refused the swap: ${description.slice(0, 200)}`);
    }
  }
}
