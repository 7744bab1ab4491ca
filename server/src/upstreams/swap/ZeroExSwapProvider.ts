// 0x's Swap API v2 through its AllowanceHolder contract, for one chain: /swap/allowance-holder/price to quote and
// /swap/allowance-holder/quote to build, with the operator's key in `0x-api-key`. 0x sells an exact input only.
import { type Address, getAddress, type Hex } from 'viem';
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
} from './SwapProvider.ts';

export const ZERO_EX_API_URL = 'https://api.0x.org';
/** The AllowanceHolder of 0x's Settler on Cancun chains (the spender an approval names). */
export const ZERO_EX_ALLOWANCE_HOLDER: Address = '0x0000000000001fF3684f28c67538d4D072C22734';

const HexAddressSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/));
const PriceSchema = z.object({
  liquidityAvailable: z.boolean(),
  buyAmount: z.optional(VendorIntegerSchema),
  sellAmount: z.optional(VendorIntegerSchema),
  gas: z.optional(z.nullable(VendorIntegerSchema)),
  minBuyAmount: z.optional(VendorIntegerSchema),
  issues: z.optional(
    z.object({ allowance: z.optional(z.nullable(z.object({ spender: HexAddressSchema }))) }),
  ),
  transaction: z.optional(
    z.object({
      to: HexAddressSchema,
      data: z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/)),
      gas: z.optional(z.nullable(VendorIntegerSchema)),
      value: VendorIntegerSchema,
    }),
  ),
});
const ErrorSchema = z.object({ name: z.optional(z.string()), message: z.optional(z.string()) });
const DEFAULT_GAS = 250_000n;

export class ZeroExSwapProvider implements SwapProvider {
  readonly name = '0x';

  constructor(
    private readonly api: VendorApi,
    private readonly chainReference: string,
    private readonly allowanceHolder: Address = ZERO_EX_ALLOWANCE_HOLDER,
  ) {}

  async spender(): Promise<Address> {
    return this.allowanceHolder;
  }

  async quote(request: SwapQuoteRequest): Promise<SwapQuote> {
    requireExactIn(request.kind, '0x');
    const answer = await this.#ask('/swap/allowance-holder/price', request, {});
    const buyAmount = answer.buyAmount;
    if (buyAmount === undefined) throw upstreamFailed('0x answered a price without buyAmount');
    return {
      fromAmount: request.amount,
      toAmount: buyAmount,
      priceImpact: null,
      gas: answer.gas ?? DEFAULT_GAS,
    };
  }

  async build(request: SwapBuildRequest): Promise<BuiltSwap> {
    requireExactIn(request.kind, '0x');
    const answer = await this.#ask('/swap/allowance-holder/quote', request, {
      slippageBps: request.slippageBps,
    });
    const { transaction, buyAmount, minBuyAmount } = answer;
    if (!transaction || buyAmount === undefined || minBuyAmount === undefined)
      throw upstreamFailed('0x answered a quote without its transaction');
    const spender = answer.issues?.allowance?.spender;
    if (spender && getAddress(spender) !== getAddress(this.allowanceHolder))
      throw upstreamFailed('0x asks an allowance for a contract other than its AllowanceHolder');
    return {
      quote: {
        fromAmount: request.amount,
        toAmount: buyAmount,
        priceImpact: null,
        gas: transaction.gas ?? answer.gas ?? DEFAULT_GAS,
      },
      to: getAddress(transaction.to),
      data: transaction.data as Hex,
      value: transaction.value,
      minimumReceived: minBuyAmount,
      maximumSold: request.amount,
    };
  }

  async #ask(path: string, request: SwapQuoteRequest, extra: Record<string, number>) {
    let answer: z.infer<typeof PriceSchema>;
    try {
      answer = await this.api.get(
        path,
        {
          chainId: this.chainReference,
          sellToken: aggregatorToken(request.from),
          buyToken: aggregatorToken(request.to),
          sellAmount: request.amount.toString(),
          taker: request.taker,
          ...extra,
        },
        PriceSchema,
      );
    } catch (error) {
      if (!(error instanceof VendorRefusal)) throw error;
      const parsed = z.safeParse(ErrorSchema, error.body);
      const reason = (parsed.success && (parsed.data.message ?? parsed.data.name)) || 'no reason given';
      throw badRequest('amount', `0x refused the swap: ${reason.slice(0, 200)}`);
    }
    if (!answer.liquidityAvailable) throw insufficientLiquidity('0x finds no liquidity for it');
    return answer;
  }
}
