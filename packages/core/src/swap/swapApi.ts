// The convert calls of SPEC §7 (/v1/convert/*), in the Swap view's own chunk: the schemas they are checked against
// weigh nothing before the visitor opens it.
import {
  type CaipAddress,
  type CaipNetworkId,
  ConvertAllowanceResponseSchema,
  ConvertBuildApproveResponseSchema,
  type ConvertBuildTransactionResponse,
  ConvertBuildTransactionResponseSchema,
  ConvertQuotesResponseSchema,
  ConvertTokensResponseSchema,
  type SwapKind,
  type SwapQuote,
  type SwapToken,
  type SwapTransaction,
} from '@gangway/protocol';
import { ApiHttpError, apiRequest, type HttpOptions } from '../api/http.ts';

export interface SwapQuoteRequest {
  from: CaipAddress;
  to: CaipAddress;
  /** Base units of `from` (exactIn) or of `to` (exactOut). */
  amount: bigint;
  kind: SwapKind;
  userAddress: string;
}

export interface SwapApi {
  tokens(chainId: CaipNetworkId): Promise<SwapToken[]>;
  quote(request: SwapQuoteRequest): Promise<SwapQuote>;
  /** What the swap contract may take of the visitor's `token`, and that contract. */
  allowance(token: CaipAddress, userAddress: string): Promise<{ allowance: bigint; spender: string }>;
  buildApprove(request: {
    from: CaipAddress;
    to: CaipAddress;
    amount: bigint;
    userAddress: string;
  }): Promise<SwapTransaction>;
  /** `disableEstimate`: build without the chain's gas estimate (the approval it needs is not mined yet). */
  buildSwap(
    request: SwapQuoteRequest & { slippagePercent: number; disableEstimate: boolean },
  ): Promise<ConvertBuildTransactionResponse>;
}

export function createSwapApi(http: HttpOptions): SwapApi {
  return {
    tokens: async (chainId) =>
      (
        await apiRequest(http, {
          path: '/v1/convert/tokens',
          query: { chainId },
          schema: ConvertTokensResponseSchema,
        })
      ).tokens,
    quote: async ({ from, to, amount, kind, userAddress }) => {
      const { quotes } = await apiRequest(http, {
        path: '/v1/convert/quotes',
        query: { from, to, amount: amount.toString(), kind, userAddress },
        schema: ConvertQuotesResponseSchema,
      });
      const [best] = quotes;
      if (!best) throw new Error('The server answered no quote');
      return best;
    },
    allowance: async (token, userAddress) => {
      const answer = await apiRequest(http, {
        path: '/v1/convert/allowance',
        query: { tokenAddress: token, userAddress },
        schema: ConvertAllowanceResponseSchema,
      });
      return { allowance: BigInt(answer.allowance), spender: answer.spender };
    },
    buildApprove: async ({ from, to, amount, userAddress }) =>
      (
        await apiRequest(http, {
          path: '/v1/convert/build-approve',
          query: { from, to, amount: amount.toString(), userAddress },
          schema: ConvertBuildApproveResponseSchema,
        })
      ).tx,
    buildSwap: ({ from, to, amount, kind, userAddress, slippagePercent, disableEstimate }) =>
      apiRequest(http, {
        path: '/v1/convert/build-transaction',
        method: 'POST',
        body: {
          amount: amount.toString(),
          eip155: { slippage: slippagePercent },
          projectId: http.projectId,
          from,
          to,
          userAddress,
          kind,
          disableEstimate,
        },
        schema: ConvertBuildTransactionResponseSchema,
      }),
  };
}

/** The server's error code of a failed convert call (UNSUPPORTED_NETWORK, NO_ROUTE, …), when it sent one. */
export function swapErrorCode(error: unknown): string | undefined {
  return error instanceof ApiHttpError ? error.apiCode : undefined;
}
