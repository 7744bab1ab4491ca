// SPEC §7's on-ramp calls (/v1/onramp/options, /v1/onramp/quote, /v1/generators/onrampurl) and the purchase's status,
// in the on-ramp view's own chunk.
import {
  type CaipAddress,
  type CaipNetworkId,
  type OnrampFiatCurrency,
  type OnrampOptionsResponse,
  OnrampOptionsResponseSchema,
  type OnrampPaymentMethod,
  type OnrampPurchase,
  OnrampPurchaseSchema,
  type OnrampQuoteResponse,
  OnrampQuoteResponseSchema,
  OnrampUrlResponseSchema,
} from '@gangway/protocol';
import { apiRequest, type HttpOptions } from '../api/http.ts';

export interface OnrampApi {
  options(): Promise<OnrampOptionsResponse>;
  quote(request: {
    asset: CaipAddress;
    network: CaipNetworkId;
    fiat: OnrampFiatCurrency;
    amount: string;
    paymentMethod: OnrampPaymentMethod;
  }): Promise<OnrampQuoteResponse>;
  /** Opens a pending purchase: the provider's checkout URL with the address filled in. */
  checkout(request: {
    provider: string;
    asset: CaipAddress;
    network: CaipNetworkId;
    address: string;
    fiat: OnrampFiatCurrency;
    amount: string;
    paymentMethod: OnrampPaymentMethod;
  }): Promise<{ url: string; purchaseId: string }>;
  purchase(id: string): Promise<OnrampPurchase>;
}

export function createOnrampApi(http: HttpOptions): OnrampApi {
  return {
    options: () => apiRequest(http, { path: '/v1/onramp/options', schema: OnrampOptionsResponseSchema }),
    quote: ({ asset, network, fiat, amount, paymentMethod }) =>
      apiRequest(http, {
        path: '/v1/onramp/quote',
        method: 'POST',
        body: { purchaseCurrency: asset, paymentCurrency: fiat, amount, network, paymentMethod },
        schema: OnrampQuoteResponseSchema,
      }),
    checkout: ({ provider, asset, network, address, fiat, amount, paymentMethod }) =>
      apiRequest(http, {
        path: '/v1/generators/onrampurl',
        method: 'POST',
        body: {
          destinationWallets: [{ address, blockchains: [network], assets: [asset] }],
          defaultNetwork: network,
          defaultExperience: 'buy',
          presetFiatAmount: amount,
          paymentCurrency: fiat,
          paymentMethod,
          provider,
        },
        schema: OnrampUrlResponseSchema,
      }),
    purchase: (id) =>
      apiRequest(http, {
        path: `/v1/onramp/purchases/${encodeURIComponent(id)}`,
        schema: OnrampPurchaseSchema,
      }),
  };
}
