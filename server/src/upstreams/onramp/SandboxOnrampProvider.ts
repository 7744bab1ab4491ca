// devnet's sandbox on-ramp (devnet/src/onramp): quotes at the devnet's fixed prices, a test-card checkout page on
// loopback that funds the address on its devnet chain, webhooks signed in x-sandbox-signature as
// "t=<ts>,v1=<hex HMAC-SHA256 of '<ts>.<raw body>'>". It sells on every chain of this server.
import type { CaipNetworkId, OnrampFiatCurrency } from '@gangway/protocol';
import { ONRAMP_PAYMENT_METHODS, ONRAMP_PURCHASE_STATUSES } from '@gangway/protocol';
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
  refusalsAsBadRequest,
  sameSignature,
} from './OnrampProvider.ts';

const asBadRequest = <T>(call: Promise<T>) =>
  refusalsAsBadRequest(call, (message) => message ?? 'The sandbox refused the purchase');

/** The header the sandbox signs its webhooks in. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

const Decimal = z.string().check(z.regex(/^\d+(\.\d+)?$/));
const Limit = z.object({ min: Decimal, max: Decimal });
const LimitsAnswerSchema = z.partialRecord(z.enum(ONRAMP_PAYMENT_METHODS), Limit);
const QuoteAnswerSchema = z.object({
  purchaseAmount: Decimal,
  paymentSubtotal: Decimal,
  fee: Decimal,
  networkFee: Decimal,
  paymentTotal: Decimal,
});
const SessionAnswerSchema = z.object({ url: z.string().check(z.regex(/^https?:\/\//)) });
const WebhookSchema = z.object({
  eventId: z.string().check(z.minLength(1), z.maxLength(200)),
  purchaseId: z.string(),
  status: z.enum(ONRAMP_PURCHASE_STATUSES),
  transactionHash: z.optional(z.string().check(z.maxLength(200))),
  cryptoAmount: z.optional(Decimal),
});

export class SandboxOnrampProvider implements OnrampProvider {
  readonly id = 'sandbox';
  readonly name = 'Gangway Sandbox';

  constructor(
    private readonly api: VendorApi,
    private readonly webhookSecret: string,
  ) {}

  sells(_chainId: CaipNetworkId): boolean {
    return true;
  }

  limits(fiat: OnrampFiatCurrency): Promise<OnrampLimits> {
    return this.api.get('/api/limits', { fiat }, LimitsAnswerSchema);
  }

  quote(request: OnrampQuoteRequest): Promise<OnrampQuote> {
    return asBadRequest(this.api.post('/api/quote', sandboxRequest(request), QuoteAnswerSchema));
  }

  async checkoutUrl(request: OnrampCheckoutRequest): Promise<string> {
    const session = await asBadRequest(
      this.api.post(
        '/api/sessions',
        { ...sandboxRequest(request), purchaseId: request.purchaseId, address: request.address },
        SessionAnswerSchema,
      ),
    );
    return session.url;
  }

  verifyWebhook({ rawBody, headers }: OnrampWebhookRequest): boolean {
    const match = /^t=(\d{1,13}),v1=([0-9a-f]{64})$/.exec(headerOf(headers, SANDBOX_SIGNATURE_HEADER) ?? '');
    if (!match || !freshTimestamp(match[1])) return false;
    const expected = hmacSha256(this.webhookSecret, Buffer.concat([Buffer.from(`${match[1]}.`), rawBody]));
    return sameSignature(expected, Buffer.from(match[2] ?? '', 'hex'));
  }

  readWebhook(body: unknown): OnrampWebhookEvent | null {
    const event = z.parse(WebhookSchema, body);
    return {
      eventId: event.eventId,
      purchaseId: event.purchaseId,
      status: event.status,
      ...(event.transactionHash ? { transactionHash: event.transactionHash } : {}),
      ...(event.cryptoAmount ? { cryptoAmount: event.cryptoAmount } : {}),
    };
  }
}

function sandboxRequest(request: OnrampQuoteRequest) {
  return {
    chainId: request.asset.chainId,
    asset: request.asset.address,
    symbol: request.asset.symbol,
    decimals: request.asset.decimals,
    fiat: request.fiat,
    fiatAmount: request.fiatAmount,
    paymentMethod: request.paymentMethod,
  };
}
