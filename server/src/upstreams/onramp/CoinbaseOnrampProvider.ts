// Coinbase Onramp (api.developer.coinbase.com): buy options with Coinbase's own limits, buy quotes, a session token
// for the hosted checkout at pay.coinbase.com; webhooks (CDP's, delivered by Hook0) signed in X-Hook0-Signature as
// "t=<ts>,h=<header names>,v1=<hex HMAC-SHA256 of '<ts>.<names>.<their values joined by .>.<raw body>'>".
import type { CaipNetworkId, OnrampFiatCurrency, OnrampPaymentMethod } from '@gangway/protocol';
import * as z from 'zod/mini';
import type { VendorApi } from '../vendorApi.ts';
import {
  freshTimestamp,
  headerOf,
  hmacSha256,
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
    (message, status) => `Coinbase refused the purchase: ${message ?? `HTTP ${status}`}`,
  );

export const COINBASE_API_URL = 'https://api.developer.coinbase.com';
export const COINBASE_PAY_URL = 'https://pay.coinbase.com';

const PAYMENT_METHODS: Record<OnrampPaymentMethod, string> = {
  card: 'CARD',
  ach_bank_account: 'ACH_BANK_ACCOUNT',
};
/** SPEC §9: Coinbase sells on EVM networks only. */
const COINBASE_NETWORKS = new Set([
  'ethereum',
  'polygon',
  'base',
  'optimism',
  'arbitrum',
  'avalanche-c-chain',
]);

const Money = z.object({ value: z.string().check(z.regex(/^\d+(\.\d+)?$/)), currency: z.string() });
const OptionsAnswerSchema = z.object({
  payment_currencies: z.array(
    z.object({
      id: z.string(),
      limits: z.array(z.object({ id: z.string(), min: z.string(), max: z.string() })),
    }),
  ),
});
const QuoteAnswerSchema = z.object({
  payment_total: Money,
  payment_subtotal: Money,
  purchase_amount: Money,
  coinbase_fee: Money,
  network_fee: Money,
  quote_id: z.string(),
});
const TokenAnswerSchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(4_096)) });
const WebhookSchema = z.object({
  eventType: z.string(),
  partnerUserRef: z.optional(z.string()),
  transactionId: z.optional(z.string()),
  txHash: z.optional(z.string()),
  purchaseAmount: z.optional(Money),
});
const STATUS_OF_EVENT: Readonly<Record<string, OnrampWebhookEvent['status']>> = {
  'onramp.transaction.created': 'pending',
  'onramp.transaction.updated': 'pending',
  'onramp.transaction.success': 'completed',
  'onramp.transaction.failed': 'failed',
};

export class CoinbaseOnrampProvider implements OnrampProvider {
  readonly id = 'coinbase';
  readonly name = 'Coinbase';

  constructor(
    private readonly api: VendorApi,
    private readonly payUrl: string,
    private readonly webhookSecret: string,
    private readonly country = 'US',
  ) {}

  sells(chainId: CaipNetworkId): boolean {
    return COINBASE_NETWORKS.has(PROVIDER_NETWORK_NAMES[chainId] ?? '');
  }

  async limits(fiat: OnrampFiatCurrency): Promise<OnrampLimits> {
    const options = await this.api.get(
      '/onramp/v1/buy/options',
      { country: this.country },
      OptionsAnswerSchema,
    );
    const currency = options.payment_currencies.find((candidate) => candidate.id === fiat);
    const limits: OnrampLimits = {};
    for (const [method, id] of Object.entries(PAYMENT_METHODS) as [OnrampPaymentMethod, string][]) {
      const limit = currency?.limits.find((candidate) => candidate.id === id);
      if (limit) limits[method] = { min: Number(limit.min).toFixed(2), max: Number(limit.max).toFixed(2) };
    }
    return limits;
  }

  async quote(request: OnrampQuoteRequest): Promise<OnrampQuote> {
    const answer = await asBadRequest(
      this.api.post(
        '/onramp/v1/buy/quote',
        {
          purchase_currency: request.asset.symbol,
          purchase_network: PROVIDER_NETWORK_NAMES[request.asset.chainId],
          payment_amount: request.fiatAmount,
          payment_currency: request.fiat,
          payment_method: PAYMENT_METHODS[request.paymentMethod],
          country: this.country,
        },
        QuoteAnswerSchema,
      ),
    );
    return {
      purchaseAmount: answer.purchase_amount.value,
      paymentSubtotal: answer.payment_subtotal.value,
      fee: answer.coinbase_fee.value,
      networkFee: answer.network_fee.value,
      paymentTotal: answer.payment_total.value,
    };
  }

  async checkoutUrl(request: OnrampCheckoutRequest): Promise<string> {
    const network = PROVIDER_NETWORK_NAMES[request.asset.chainId] ?? '';
    const { token } = await asBadRequest(
      this.api.post(
        '/onramp/v1/token',
        { addresses: [{ address: request.address, blockchains: [network] }], assets: [request.asset.symbol] },
        TokenAnswerSchema,
      ),
    );
    const url = new URL('/buy/select-asset', this.payUrl);
    url.searchParams.set('sessionToken', token);
    url.searchParams.set('defaultNetwork', network);
    url.searchParams.set('defaultAsset', request.asset.symbol);
    url.searchParams.set('presetFiatAmount', request.fiatAmount);
    url.searchParams.set('fiatCurrency', request.fiat);
    url.searchParams.set('defaultPaymentMethod', PAYMENT_METHODS[request.paymentMethod]);
    url.searchParams.set('defaultExperience', 'buy');
    url.searchParams.set('partnerUserRef', request.purchaseId);
    return url.toString();
  }

  verifyWebhook({ rawBody, headers }: OnrampWebhookRequest): boolean {
    const header = headerOf(headers, 'x-hook0-signature');
    if (!header) return false;
    const parts = new Map(
      header.split(',').map((part) => {
        const at = part.indexOf('=');
        return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
      }),
    );
    const t = parts.get('t');
    const names = parts.get('h') ?? '';
    const v1 = parts.get('v1');
    if (!v1 || !/^[0-9a-f]{64}$/.test(v1) || !freshTimestamp(t)) return false;
    const values = names
      .split(' ')
      .filter(Boolean)
      .map((name) => headerOf(headers, name) ?? '')
      .join('.');
    const expected = hmacSha256(
      this.webhookSecret,
      Buffer.concat([Buffer.from(`${t}.${names}.${values}.`), rawBody]),
    );
    return sameSignature(expected, Buffer.from(v1, 'hex'));
  }

  readWebhook(body: unknown): OnrampWebhookEvent | null {
    const event = z.parse(WebhookSchema, body);
    const status = STATUS_OF_EVENT[event.eventType];
    if (!status || !event.partnerUserRef || !event.transactionId) return null;
    return {
      // One transaction has one event per status: the pair is the event's identity.
      eventId: `${event.transactionId}:${event.eventType}`,
      purchaseId: event.partnerUserRef,
      status,
      ...(event.txHash ? { transactionHash: event.txHash } : {}),
      ...(event.purchaseAmount ? { cryptoAmount: event.purchaseAmount.value } : {}),
    };
  }
}
