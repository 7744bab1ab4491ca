// Meld (api.meld.io): quotes from the on-ramps it aggregates (the best one is shown), a hosted widget per session,
// webhooks signed with the account's secret: base64url HMAC-SHA256 of "<timestamp>.<url>.<raw body>" in the
// meld-signature header, the timestamp in meld-signature-timestamp.
import type { CaipNetworkId, OnrampFiatCurrency, OnrampPaymentMethod } from '@gangway/protocol';
import * as z from 'zod/mini';
import { upstreamFailed } from '../../errors/ApiError.ts';
import type { VendorApi } from '../vendorApi.ts';
import {
  freshTimestamp,
  headerOf,
  hmacSha256,
  type OnrampAsset,
  type OnrampCheckoutRequest,
  type OnrampLimits,
  type OnrampProvider,
  type OnrampQuote,
  type OnrampQuoteRequest,
  type OnrampWebhookEvent,
  type OnrampWebhookRequest,
  PROVIDER_NETWORK_NAMES,
  refusalsAsBadRequest,
  sameSignature,
} from './OnrampProvider.ts';

const asBadRequest = <T>(call: Promise<T>) =>
  refusalsAsBadRequest(
    call,
    (message, status) => `Meld refused the purchase: ${message ?? `HTTP ${status}`}`,
  );

export const MELD_API_URL = 'https://api.meld.io';
export const MELD_API_VERSION = '2023-12-19';

const PAYMENT_METHOD_TYPES: Record<OnrampPaymentMethod, string> = {
  card: 'CREDIT_DEBIT_CARD',
  ach_bank_account: 'ACH',
};

/** Meld's code suffix of a token on a network other than its home one (USDC_POLYGON). */
const NETWORK_SUFFIXES: Readonly<Record<string, string>> = {
  polygon: 'POLYGON',
  base: 'BASE',
  optimism: 'OPTIMISM',
  arbitrum: 'ARBITRUM',
  'avalanche-c-chain': 'AVAXC',
  solana: 'SOL',
};

const MeldNumber = z.union([z.number(), z.pipe(z.string(), z.transform(Number))]);
const QuoteAnswerSchema = z.object({
  quotes: z.array(
    z.object({
      sourceAmount: MeldNumber,
      sourceAmountWithoutFees: MeldNumber,
      destinationAmount: MeldNumber,
      destinationCurrencyCode: z.string(),
      totalFee: MeldNumber,
      networkFee: z.nullish(MeldNumber),
      transactionFee: z.nullish(MeldNumber),
      serviceProvider: z.string(),
    }),
  ),
});
const LimitsAnswerSchema = z.array(
  z.object({ currencyCode: z.string(), minimumAmount: MeldNumber, maximumAmount: MeldNumber }),
);
const SessionAnswerSchema = z.object({
  id: z.string(),
  widgetUrl: z.string().check(z.regex(/^https:\/\//)),
});
const WebhookSchema = z.object({
  eventType: z.string(),
  eventId: z.string().check(z.minLength(1), z.maxLength(200)),
  payload: z.object({
    externalSessionId: z.nullish(z.string()),
    paymentTransactionStatus: z.optional(z.string()),
    transactionHash: z.nullish(z.string()),
    destinationAmount: z.nullish(MeldNumber),
  }),
});
const STATUS_OF_EVENT: Readonly<Record<string, OnrampWebhookEvent['status']>> = {
  TRANSACTION_CRYPTO_PENDING: 'pending',
  TRANSACTION_CRYPTO_TRANSFERRING: 'pending',
  TRANSACTION_CRYPTO_COMPLETE: 'completed',
  TRANSACTION_CRYPTO_FAILED: 'failed',
};

export class MeldOnrampProvider implements OnrampProvider {
  readonly id = 'meld';
  readonly name = 'Meld';

  constructor(
    private readonly api: VendorApi,
    private readonly webhookSecret: string,
    private readonly countryCode = 'US',
  ) {}

  sells(chainId: CaipNetworkId): boolean {
    return PROVIDER_NETWORK_NAMES[chainId] !== undefined;
  }

  async limits(fiat: OnrampFiatCurrency): Promise<OnrampLimits> {
    const entries = await Promise.all(
      (Object.keys(PAYMENT_METHOD_TYPES) as OnrampPaymentMethod[]).map(async (method) => {
        const rows = await this.api.get(
          '/service-providers/limits/fiat-currency-purchases',
          { fiatCurrencies: fiat, paymentMethodTypes: PAYMENT_METHOD_TYPES[method] },
          LimitsAnswerSchema,
        );
        const row = rows.find((candidate) => candidate.currencyCode === fiat);
        return row
          ? ([[method, { min: row.minimumAmount.toFixed(2), max: row.maximumAmount.toFixed(2) }]] as const)
          : [];
      }),
    );
    return Object.fromEntries(entries.flat());
  }

  async quote(request: OnrampQuoteRequest): Promise<OnrampQuote> {
    const answer = await asBadRequest(
      this.api.post(
        '/payments/crypto/quote',
        {
          countryCode: this.countryCode,
          sourceCurrencyCode: request.fiat,
          sourceAmount: Number(request.fiatAmount),
          destinationCurrencyCode: meldCurrencyCode(request.asset),
          paymentMethodType: PAYMENT_METHOD_TYPES[request.paymentMethod],
        },
        QuoteAnswerSchema,
      ),
    );
    const best = bestQuote(answer.quotes);
    const networkFee = best.networkFee ?? 0;
    return {
      purchaseAmount: String(best.destinationAmount),
      paymentSubtotal: best.sourceAmountWithoutFees.toFixed(2),
      fee: (best.transactionFee ?? best.totalFee - networkFee).toFixed(2),
      networkFee: networkFee.toFixed(2),
      paymentTotal: best.sourceAmount.toFixed(2),
    };
  }

  async checkoutUrl(request: OnrampCheckoutRequest): Promise<string> {
    const quotes = await asBadRequest(
      this.api.post(
        '/payments/crypto/quote',
        {
          countryCode: this.countryCode,
          sourceCurrencyCode: request.fiat,
          sourceAmount: Number(request.fiatAmount),
          destinationCurrencyCode: meldCurrencyCode(request.asset),
          paymentMethodType: PAYMENT_METHOD_TYPES[request.paymentMethod],
        },
        QuoteAnswerSchema,
      ),
    );
    const session = await asBadRequest(
      this.api.post(
        '/crypto/session/widget',
        {
          sessionType: 'BUY',
          externalSessionId: request.purchaseId,
          sessionData: {
            walletAddress: request.address,
            countryCode: this.countryCode,
            sourceCurrencyCode: request.fiat,
            sourceAmount: request.fiatAmount,
            destinationCurrencyCode: meldCurrencyCode(request.asset),
            paymentMethodType: PAYMENT_METHOD_TYPES[request.paymentMethod],
            serviceProvider: bestQuote(quotes.quotes).serviceProvider,
          },
        },
        SessionAnswerSchema,
      ),
    );
    return session.widgetUrl;
  }

  verifyWebhook({ rawBody, headers, url }: OnrampWebhookRequest): boolean {
    const timestamp = headerOf(headers, 'meld-signature-timestamp');
    const signature = headerOf(headers, 'meld-signature');
    if (!signature || !freshTimestamp(timestamp)) return false;
    const expected = hmacSha256(
      this.webhookSecret,
      Buffer.concat([Buffer.from(`${timestamp}.${url}.`), rawBody]),
    );
    return sameSignature(expected, Buffer.from(signature, 'base64url'));
  }

  readWebhook(body: unknown): OnrampWebhookEvent | null {
    const event = z.parse(WebhookSchema, body);
    const status = STATUS_OF_EVENT[event.eventType];
    const purchaseId = event.payload.externalSessionId;
    if (!status || !purchaseId) return null;
    return {
      eventId: event.eventId,
      purchaseId,
      status,
      ...(event.payload.transactionHash ? { transactionHash: event.payload.transactionHash } : {}),
      ...(event.payload.destinationAmount != null
        ? { cryptoAmount: String(event.payload.destinationAmount) }
        : {}),
    };
  }
}

function bestQuote<T extends { destinationAmount: number }>(quotes: readonly T[]): T {
  const best = [...quotes].sort((a, b) => b.destinationAmount - a.destinationAmount)[0];
  if (!best) throw upstreamFailed('Meld answered no quote');
  return best;
}

/** USDC on Ethereum is "USDC", on Polygon "USDC_POLYGON"; a network's own native currency is its symbol. */
export function meldCurrencyCode(asset: OnrampAsset): string {
  const network = PROVIDER_NETWORK_NAMES[asset.chainId] ?? '';
  const home =
    network === 'ethereum' || network === 'bitcoin' || (asset.address === 'native' && network === 'solana');
  const suffix = NETWORK_SUFFIXES[network];
  return home || !suffix ? asset.symbol : `${asset.symbol}_${suffix}`;
}
