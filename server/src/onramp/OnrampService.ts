// The on-ramp behind /v1/onramp/* and /v1/generators/onrampurl: what can be bought where (each chain's native
// currency and its listed tokens of the configured symbols, on chains a provider sells on), limits per fiat and
// payment method (the providers' own, SPEC §9's fallback when none gives any), quotes from every provider the
// project allows, checkouts opened as pending purchases, and the providers' signed webhooks applied to them.
import { randomUUID } from 'node:crypto';
import {
  type CaipAddress,
  type CaipNetworkId,
  DEFAULT_PURCHASE_CURRENCY,
  NATIVE_TOKEN_ADDRESS,
  ONRAMP_CURRENCIES,
  ONRAMP_FALLBACK_LIMITS_USD,
  ONRAMP_PAYMENT_METHODS,
  type OnrampCurrency,
  type OnrampFiatCurrency,
  type OnrampOptionsResponse,
  type OnrampPaymentMethod,
  type OnrampProviderQuote,
  type OnrampPurchase,
  type OnrampQuoteResponse,
  parseCaipAddress,
} from '@gangway/protocol';
import { parseAccountAddress } from '../chains/accountAddress.ts';
import type { ResolvedChainConfig } from '../config/resolveConfig.ts';
import type { GangwayDatabase } from '../db/openDatabase.ts';
import { ApiError, badRequest, notFound, unauthorized, upstreamFailed } from '../errors/ApiError.ts';
import type { TokenCatalog, TokenInfo } from '../services/tokenCatalog.ts';
import type {
  OnrampAsset,
  OnrampLimits,
  OnrampProvider,
  OnrampQuote,
  OnrampWebhookRequest,
} from '../upstreams/onramp/OnrampProvider.ts';
import { applyWebhookEvent, deletePurchase, getPurchase, insertPurchase } from './purchaseRepository.ts';

/** How long a provider's limits are reused before they are asked again. */
const LIMITS_TTL_MS = 5 * 60_000;
/** SPEC §9: the on-ramp sells on eip155 and solana; devnet's sandbox also on bip122 regtest. */
const ONRAMP_NAMESPACES = new Set(['eip155', 'solana', 'bip122']);
const FIAT_NAMES: Record<OnrampFiatCurrency, string> = { USD: 'US Dollar', EUR: 'Euro' };

interface PurchasableAsset extends OnrampAsset {
  info: TokenInfo;
}

export interface CheckoutRequest {
  projectId: string;
  allowedProviders: readonly string[];
  clientKey: string;
  provider: string;
  chainId: CaipNetworkId;
  asset: CaipAddress;
  address: string;
  fiat: OnrampFiatCurrency;
  fiatAmount: string;
  paymentMethod: OnrampPaymentMethod;
}

export class OnrampService {
  readonly #limits = new Map<string, { at: number; limits: Promise<OnrampLimits> }>();

  constructor(
    private readonly database: GangwayDatabase,
    private readonly catalog: TokenCatalog,
    private readonly chains: readonly ResolvedChainConfig[],
    private readonly providers: ReadonlyMap<string, OnrampProvider>,
    private readonly tokenSymbols: readonly string[],
  ) {}

  get configured(): boolean {
    return this.providers.size > 0;
  }

  /** The providers a project may use: those it allows by id, and the sandbox wherever it is configured (devnet). */
  allowed(allowedIds: readonly string[]): OnrampProvider[] {
    return [...this.providers.values()].filter(
      (provider) => provider.id === 'sandbox' || allowedIds.includes(provider.id),
    );
  }

  async options(allowedIds: readonly string[]): Promise<OnrampOptionsResponse> {
    const providers = this.allowed(allowedIds);
    const assets = await this.#assets(providers);
    const bySymbol = new Map<string, OnrampCurrency>();
    for (const asset of assets) {
      const currency = bySymbol.get(asset.symbol) ?? {
        id: asset.symbol,
        name: asset.info.name,
        symbol: asset.symbol,
        networks: [],
        payment_method_limits: [],
      };
      currency.networks.push({
        chainId: asset.chainId,
        name: this.chains.find((chain) => chain.id === asset.chainId)?.name ?? asset.chainId,
        asset: asset.info.caipAddress,
        decimals: asset.decimals,
      });
      bySymbol.set(asset.symbol, currency);
    }
    const paymentCurrencies = await Promise.all(
      ONRAMP_CURRENCIES.map(async (fiat) => ({
        id: fiat,
        name: FIAT_NAMES[fiat],
        symbol: fiat,
        networks: [],
        payment_method_limits: Object.entries(await this.#combinedLimits(providers, fiat)).map(
          ([id, limit]) => ({ id: id as OnrampPaymentMethod, ...limit }),
        ),
      })),
    );
    return {
      purchaseCurrencies: [...bySymbol.values()],
      paymentCurrencies,
      providers: providers.map((provider) => ({
        id: provider.id,
        name: provider.name,
        chainIds: this.chains
          .filter((chain) => ONRAMP_NAMESPACES.has(namespaceOf(chain.id)) && provider.sells(chain.id))
          .map((chain) => chain.id),
      })),
      ...(bySymbol.has(DEFAULT_PURCHASE_CURRENCY.symbol)
        ? { defaultPurchaseCurrency: DEFAULT_PURCHASE_CURRENCY.symbol }
        : {}),
    };
  }

  async quote(
    allowedIds: readonly string[],
    request: {
      purchaseCurrency: CaipAddress;
      network: CaipNetworkId;
      fiat: OnrampFiatCurrency;
      amount: string;
      paymentMethod: OnrampPaymentMethod;
    },
  ): Promise<OnrampQuoteResponse> {
    const providers = this.allowed(allowedIds).filter((provider) => provider.sells(request.network));
    const asset = await this.#asset(providers, request.purchaseCurrency, request.network);
    const combined = await this.#combinedLimits(providers, request.fiat);
    checkLimits(request.amount, request.fiat, request.paymentMethod, combined[request.paymentMethod]);
    const settled = await Promise.all(
      providers.map(async (provider) => {
        try {
          const own = (await this.#providerLimits(provider, request.fiat))[request.paymentMethod];
          if (own) checkLimits(request.amount, request.fiat, request.paymentMethod, own);
          const quote = await provider.quote({
            asset,
            fiat: request.fiat,
            fiatAmount: request.amount,
            paymentMethod: request.paymentMethod,
          });
          return {
            ok: true as const,
            quote: toProviderQuote(provider.id, quote, asset.symbol, request.fiat),
          };
        } catch (error) {
          return { ok: false as const, provider: provider.id, error };
        }
      }),
    );
    const quotes = settled
      .flatMap((entry) => (entry.ok ? [entry.quote] : []))
      .sort((a, b) => Number(b.purchaseAmount.amount) - Number(a.purchaseAmount.amount));
    const failures = settled.flatMap((entry) => (entry.ok ? [] : [entry]));
    const [best] = quotes;
    if (!best) {
      // Every provider refused or failed: the first refusal (400) says why, else the upstream failure.
      const first =
        failures.find((failure) => failure.error instanceof ApiError && failure.error.statusCode === 400) ??
        failures[0];
      if (first?.error instanceof ApiError) throw first.error;
      throw upstreamFailed('No on-ramp provider could quote this purchase', first?.error);
    }
    return {
      purchaseAmount: best.purchaseAmount,
      quotes,
      failures: failures.map((failure) => ({
        provider: failure.provider,
        message: failure.error instanceof ApiError ? failure.error.message : 'The provider failed',
      })),
    };
  }

  /** Opens the provider's checkout for a new pending purchase; the purchase is removed if the provider fails. */
  async checkout(request: CheckoutRequest): Promise<{ url: string; purchaseId: string }> {
    const provider = this.allowed(request.allowedProviders).find(
      (candidate) => candidate.id === request.provider,
    );
    if (!provider) throw badRequest('provider', `Invalid provider: ${request.provider} is not offered here`);
    if (!provider.sells(request.chainId))
      throw badRequest(
        'defaultNetwork',
        `Unsupported chain: ${provider.name} does not sell on ${request.chainId}`,
      );
    const asset = await this.#asset([provider], request.asset, request.chainId);
    const chain = this.chains.find((candidate) => candidate.id === request.chainId);
    const address = chain ? parseAccountAddress(chain, request.address) : null;
    if (!address)
      throw badRequest(
        'destinationWallets.0.address',
        `Invalid address for ${request.chainId}: ${request.address.slice(0, 100)}`,
      );
    const limits = {
      ...(await this.#combinedLimits([provider], request.fiat)),
    }[request.paymentMethod];
    checkLimits(request.fiatAmount, request.fiat, request.paymentMethod, limits);
    const purchaseId = randomUUID();
    await insertPurchase(this.database, {
      id: purchaseId,
      projectId: request.projectId,
      provider: provider.id,
      chainId: request.chainId,
      asset: asset.info.caipAddress,
      symbol: asset.symbol,
      address: request.address,
      fiatAmount: request.fiatAmount,
      fiatCurrency: request.fiat,
      cryptoAmount: null,
      clientKey: request.clientKey,
    });
    try {
      const url = await provider.checkoutUrl({
        purchaseId,
        asset,
        address: request.address,
        fiat: request.fiat,
        fiatAmount: request.fiatAmount,
        paymentMethod: request.paymentMethod,
      });
      return { url, purchaseId };
    } catch (error) {
      await deletePurchase(this.database, purchaseId);
      throw error;
    }
  }

  async purchase(projectId: string, id: string): Promise<OnrampPurchase> {
    const purchase = await getPurchase(this.database, projectId, id);
    if (!purchase) throw notFound(`No on-ramp purchase ${id}`);
    return purchase;
  }

  /** A provider's webhook: forged or stale → 401, garbage → 400, replayed → no-op. */
  async webhook(
    providerId: string,
    request: OnrampWebhookRequest,
  ): Promise<'applied' | 'replayed' | 'ignored'> {
    const provider = this.providers.get(providerId);
    if (!provider) throw notFound(`No on-ramp provider ${providerId.slice(0, 40)}`);
    if (!provider.verifyWebhook(request)) throw unauthorized('The webhook signature does not verify');
    let event: ReturnType<OnrampProvider['readWebhook']>;
    try {
      event = provider.readWebhook(JSON.parse(request.rawBody.toString('utf8')));
    } catch {
      throw badRequest('body', `Invalid body: not a ${provider.name} webhook event`);
    }
    if (!event) return 'ignored';
    const outcome = await applyWebhookEvent(this.database, { provider: provider.id, ...event });
    if (outcome === 'unknown-purchase')
      throw notFound(`No on-ramp purchase ${event.purchaseId.slice(0, 64)}`);
    return outcome;
  }

  async #assets(providers: readonly OnrampProvider[]): Promise<PurchasableAsset[]> {
    const chains = this.chains.filter(
      (chain) =>
        ONRAMP_NAMESPACES.has(namespaceOf(chain.id)) &&
        providers.some((provider) => provider.sells(chain.id)),
    );
    const perChain = await Promise.all(
      chains.map(async (chain): Promise<TokenInfo[]> => {
        const namespace = namespaceOf(chain.id);
        const tokens =
          namespace === 'eip155'
            ? await this.catalog.listed(chain.id).catch(() => [])
            : namespace === 'solana'
              ? this.catalog.mints(chain.id)
              : [];
        return [
          this.catalog.native(chain.id),
          ...tokens.filter((token) => this.tokenSymbols.includes(token.symbol)),
        ];
      }),
    );
    return perChain.flat().map((info) => ({
      info,
      chainId: info.chainId,
      symbol: info.symbol,
      address: this.catalog.isNative(info.address) ? 'native' : info.address,
      decimals: info.decimals,
    }));
  }

  async #asset(
    providers: readonly OnrampProvider[],
    caipAddress: CaipAddress,
    network: CaipNetworkId,
  ): Promise<PurchasableAsset> {
    const { caipNetworkId, address } = parseCaipAddress(caipAddress);
    if (caipNetworkId !== network)
      throw badRequest('network', `Invalid chainId: ${caipAddress} is not on ${network}`);
    if (providers.length === 0 || !providers.some((provider) => provider.sells(network)))
      throw badRequest('network', `Unsupported chain: no on-ramp provider sells on ${network}`);
    const wanted = this.catalog.isNative(address) ? NATIVE_TOKEN_ADDRESS : address.toLowerCase();
    const asset = (await this.#assets(providers)).find(
      (candidate) =>
        candidate.chainId === network &&
        (candidate.info.address === wanted || candidate.info.address === address),
    );
    if (!asset)
      throw badRequest(
        'purchaseCurrency',
        `Invalid purchaseCurrency: ${caipAddress} is not sold on ${network}`,
      );
    return asset;
  }

  #providerLimits(provider: OnrampProvider, fiat: OnrampFiatCurrency): Promise<OnrampLimits> {
    const key = `${provider.id}|${fiat}`;
    const cached = this.#limits.get(key);
    if (cached && Date.now() - cached.at < LIMITS_TTL_MS) return cached.limits;
    // A provider that cannot say its limits has none (the fallback applies); it is asked again next time.
    const limits = provider.limits(fiat).catch(() => {
      this.#limits.delete(key);
      return {};
    });
    this.#limits.set(key, { at: Date.now(), limits });
    return limits;
  }

  /** The widest limits of the providers that give theirs, per payment method; SPEC §9's where none gives any. */
  async #combinedLimits(
    providers: readonly OnrampProvider[],
    fiat: OnrampFiatCurrency,
  ): Promise<Record<OnrampPaymentMethod, { min: string; max: string }>> {
    const all = await Promise.all(providers.map((provider) => this.#providerLimits(provider, fiat)));
    const combined = {} as Record<OnrampPaymentMethod, { min: string; max: string }>;
    for (const method of ONRAMP_PAYMENT_METHODS) {
      const given = all.flatMap((limits) => (limits[method] ? [limits[method]] : []));
      combined[method] =
        given.length === 0
          ? { ...ONRAMP_FALLBACK_LIMITS_USD[method] }
          : {
              min: Math.min(...given.map((limit) => Number(limit.min))).toFixed(2),
              max: Math.max(...given.map((limit) => Number(limit.max))).toFixed(2),
            };
    }
    return combined;
  }
}

/** SPEC §8's number range messages, about the fiat amount. */
function checkLimits(
  amount: string,
  fiat: OnrampFiatCurrency,
  method: OnrampPaymentMethod,
  limit: { min: string; max: string } | undefined,
): void {
  if (!limit) return;
  if (Number(amount) < Number(limit.min))
    throw badRequest('amount', `Too small: expected amount to be >=${limit.min} ${fiat} (${method})`);
  if (Number(amount) > Number(limit.max))
    throw badRequest('amount', `Too big: expected amount to be <=${limit.max} ${fiat} (${method})`);
}

function toProviderQuote(
  provider: string,
  quote: OnrampQuote,
  symbol: string,
  fiat: OnrampFiatCurrency,
): OnrampProviderQuote {
  const money = (amount: string, currency: string) => ({ amount, currency });
  return {
    provider,
    purchaseAmount: money(quote.purchaseAmount, symbol),
    paymentSubtotal: money(quote.paymentSubtotal, fiat),
    paymentTotal: money(quote.paymentTotal, fiat),
    fee: money(quote.fee, fiat),
    networkFee: money(quote.networkFee, fiat),
  };
}

function namespaceOf(chainId: string): string {
  return chainId.slice(0, chainId.indexOf(':'));
}
