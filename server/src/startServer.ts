// Starts gangway-server: configuration, database (migrated, built-in directory seeded), upstreams, routes.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { AnalyticsQuota } from './analytics/AnalyticsQuota.ts';
import { AnalyticsWriter } from './analytics/AnalyticsWriter.ts';
import { deleteExpiredEvents, RETENTION_JOB_INTERVAL_MS } from './analytics/analyticsRetention.ts';
import { buildApp } from './app.ts';
import { unionOf } from './chains/chainSet.ts';
import { Readiness } from './cluster/readiness.ts';
import { type SharedState, sharedState } from './cluster/sharedState.ts';
import type { ServerConfig } from './config/configSchema.ts';
import { type ResolvedConfig, resolveConfig } from './config/resolveConfig.ts';
import { SERVER_OWNER } from './db/dataDirLock.ts';
import { type GangwayDatabase, openDatabase } from './db/openDatabase.ts';
import { withStartupLock } from './db/startupLock.ts';
import { seedBuiltinDirectory } from './directory/builtinDirectory.ts';
import { WalletIndex } from './directory/walletIndex.ts';
import { embeddedCleanupJobs } from './embedded/cleanup/embeddedCleanup.ts';
import { buildEmbeddedService } from './embedded/EmbeddedService.ts';
import { recordPending } from './history/evm/pendingTransactions.ts';
import { HistoryService } from './history/HistoryService.ts';
import { ImageStore } from './images/imageStore.ts';
import { schedulePeriodicJobs } from './jobs/periodicJobs.ts';
import { createNameService } from './names/NameService.ts';
import { NftMetadataService } from './nfts/NftMetadataService.ts';
import { deleteExpiredNftImages } from './nfts/nftImages.ts';
import { OnrampService } from './onramp/OnrampService.ts';
import { ProjectCache } from './projects/projectCache.ts';
import { ConcurrencyLimiter } from './rateLimit/ConcurrencyLimiter.ts';
import { startRelayBridge } from './relay/bridge/startRelayBridge.ts';
import { Relay } from './relay/Relay.ts';
import { BalanceService } from './services/balanceService.ts';
import { BitcoinHoldings } from './services/holdings/bitcoinHoldings.ts';
import { EvmHoldings } from './services/holdings/evmHoldings.ts';
import { SolanaHoldings } from './services/holdings/solanaHoldings.ts';
import { PriceService } from './services/priceService.ts';
import { RpcProxy } from './services/rpcProxy.ts';
import type { Services } from './services/Services.ts';
import { SwapService } from './services/swapService.ts';
import { TokenCatalog } from './services/tokenCatalog.ts';
import { createSmartSessionService } from './sessions/SmartSessionService.ts';
import { createSiwxService } from './siwx/SiwxService.ts';
import { secureSigningKeys } from './siwx/signingKeys.ts';
import { HttpEsploraUpstream } from './upstreams/esplora/HttpEsploraUpstream.ts';
import { buildOnrampProviders } from './upstreams/onramp/buildOnrampProviders.ts';
import { FixedPriceSource } from './upstreams/prices/FixedPriceSource.ts';
import type { PriceSource } from './upstreams/prices/PriceSource.ts';
import { UniswapV2PriceSource } from './upstreams/prices/UniswapV2PriceSource.ts';
import { HttpRpcUpstream } from './upstreams/rpc/HttpRpcUpstream.ts';
import { RoutedRpcUpstream } from './upstreams/rpc/RoutedRpcUpstream.ts';
import { buildSwapProviders } from './upstreams/swap/buildSwapProviders.ts';

export interface StartServerOptions {
  /** Use this database instead of opening one from the configuration (it stays open on close()). */
  database?: GangwayDatabase;
}

export interface RunningServer {
  /** Where the server listens, e.g. http://127.0.0.1:8787. */
  url: string;
  port: number;
  config: ResolvedConfig;
  /** For seeding with the project and directory functions (PGlite allows no second process). */
  database: GangwayDatabase;
  app: FastifyInstance;
  /** This process among the instances sharing the database (as /readyz names it). */
  instanceId: string;
  /** Drains and stops: /readyz 503, relay clients told to reconnect, requests in flight answered, leases given back. */
  close(): Promise<void>;
}

export async function startServer(
  config: ServerConfig | ResolvedConfig = {},
  options: StartServerOptions = {},
): Promise<RunningServer> {
  const resolved = 'analyticsEnabled' in config ? config : resolveConfig(config);
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: resolved.databaseUrl,
      dataDir: resolved.dataDir,
      owner: SERVER_OWNER,
    }));
  const ownsDatabase = options.database === undefined;
  let shared: SharedState | undefined;
  try {
    await withStartupLock(database.db as Kysely<unknown>, database.kind, () =>
      seedBuiltinDirectory(database),
    );
    let publicUrl = resolved.publicUrl ?? '';
    // Services report upstream trouble through the app's logger, which exists once the app does.
    let log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'> | undefined;
    const serviceLog: ServiceLog = {
      info: (details, message) => log?.info(details, message),
      warn: (details, message) => log?.warn(details, message),
      error: (details, message) => log?.error(details, message),
    };
    shared = sharedState(resolved, database, serviceLog);
    const services = await buildServices(resolved, database, shared, () => publicUrl, serviceLog);
    const app = buildApp(services, { level: resolved.logLevel });
    log = app.log;
    const { leases } = shared;
    services.history.start(leases);
    const stopJobs = schedulePeriodicJobs(
      [
        ...embeddedCleanupJobs(database),
        ...services.embedded.jobs,
        { name: 'siwx: ended nonces and sessions', everyMs: 15 * 60_000, run: () => services.siwx.cleanUp() },
        {
          name: 'analytics retention',
          everyMs: RETENTION_JOB_INTERVAL_MS,
          run: async () => {
            const deleted = await deleteExpiredEvents(database, resolved.analyticsRetentionDays);
            if (deleted > 0) services.analyticsQuota.reset();
            return deleted;
          },
        },
        {
          name: 'NFT image retention',
          everyMs: RETENTION_JOB_INTERVAL_MS,
          run: () => deleteExpiredNftImages(database, resolved.nfts.images.retentionDays),
        },
        ...(services.relay ? [services.relay.expiryJob()] : []),
        ...shared.jobs,
      ],
      leases,
      (job, error) => log?.error({ err: error, job: job.name }, 'a periodic job failed'),
    );
    const stopBridge = await startRelayBridge(services, leases, app.log);
    const stopAll = async () => {
      await stopBridge();
      await stopJobs();
      await closeServices(services);
      await shared?.close();
    };
    try {
      await app.listen({ host: resolved.host, port: resolved.port });
    } catch (error) {
      await stopAll();
      throw error;
    }
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : resolved.port;
    const url = `http://${urlHost(resolved.host)}:${port}`;
    publicUrl ||= url;
    let closing: Promise<void> | undefined;
    return {
      url,
      port,
      config: resolved,
      database,
      app,
      instanceId: shared.instanceId,
      close() {
        closing ??= (async () => {
          // A load balancer sees /readyz fail and moves on; then the relay's clients are asked to come back (to
          // another instance), the HTTP requests in flight are answered, and the singleton work's leases go.
          services.readiness.stopping();
          if (resolved.drainDelayMs > 0)
            await new Promise((resolve) => setTimeout(resolve, resolved.drainDelayMs));
          services.relay?.disconnectAll(SERVICE_RESTART_CLOSE.code, SERVICE_RESTART_CLOSE.reason);
          await app.close();
          await stopAll();
          if (ownsDatabase) await database.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    await shared?.close();
    if (ownsDatabase) await database.close();
    throw error;
  }
}

/** What a stopping instance tells relay clients: reconnect (the load balancer sends them to another instance). */
export const SERVICE_RESTART_CLOSE = { code: 1012, reason: 'Server restarting: reconnect' } as const;

interface ServiceLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

async function buildServices(
  config: ResolvedConfig,
  database: GangwayDatabase,
  shared: SharedState,
  publicUrl: () => string,
  log: ServiceLog,
): Promise<Services> {
  // First: a key wrapper that does not open (an HSM's PIN, a missing key) stops the start before anything runs.
  const embedded = await buildEmbeddedService(config.embedded, database, log);
  try {
    await secureSigningKeys(database, embedded.wrappers, log);
  } catch (error) {
    await embedded.close();
    throw error;
  }
  const rpc = new HttpRpcUpstream({
    endpoints: Object.fromEntries(config.chains.map((chain) => [chain.id, chain.rpcUrls])),
    timeoutMs: config.rpcTimeoutMs,
    maxResponseBytes: config.rpcMaxResponseBytes,
    onAttemptFailed: (failure) => log.warn(failure, 'RPC endpoint failed; trying the next one'),
  });
  // Bundlers and paymaster services, one URL per chain, reached only through the RPC proxy.
  const accountAbstraction = (kind: 'bundler' | 'paymaster') =>
    new HttpRpcUpstream({
      kind,
      endpoints: Object.fromEntries(
        config.chains.flatMap((chain) => {
          const url = kind === 'bundler' ? chain.bundlerUrl : chain.paymasterUrl;
          return url ? [[chain.id, [url]]] : [];
        }),
      ),
      timeoutMs: config.rpcTimeoutMs,
      maxResponseBytes: config.rpcMaxResponseBytes,
      onAttemptFailed: (failure) => log.warn(failure, `${kind} endpoint failed`),
    });
  const proxied = new RoutedRpcUpstream({
    node: rpc,
    bundler: accountAbstraction('bundler'),
    paymaster: accountAbstraction('paymaster'),
  });
  const esplora = new HttpEsploraUpstream({
    endpoints: Object.fromEntries(config.chains.map((chain) => [chain.id, chain.esploraUrls])),
    timeoutMs: config.rpcTimeoutMs,
    maxResponseBytes: config.rpcMaxResponseBytes,
    onAttemptFailed: (failure) => log.warn(failure, 'Esplora endpoint failed; trying the next one'),
  });
  const catalog = new TokenCatalog(rpc, config.chains);
  const sources = new Map<string, PriceSource>();
  for (const chain of config.chains) {
    if (chain.prices?.source === 'uniswapV2')
      sources.set(chain.id, new UniswapV2PriceSource(rpc, chain.id, chain.prices, catalog));
    if (chain.prices?.source === 'fixed') sources.set(chain.id, new FixedPriceSource(chain.prices.prices));
  }
  const prices = new PriceService(sources, config.priceTtlMs);
  const wallets = new WalletIndex(database);
  await wallets.reload();
  const nfts = new NftMetadataService(database, rpc, {
    policy: { allowPrivateHosts: config.nfts.allowPrivateHosts },
    images: config.nfts.images,
  });
  const history = new HistoryService({ config, database, rpc, esplora, catalog, nfts, log });
  const { counters } = shared;
  return {
    config,
    database,
    projects: new ProjectCache(database, { ttlMs: config.projectTtlMs, defaultRateLimit: config.rateLimit }),
    limiter: shared.limiter,
    counters,
    rpcInFlight: new ConcurrencyLimiter(counters),
    wallets,
    images: new ImageStore(database),
    catalog,
    prices,
    balances: new BalanceService({
      readers: {
        eip155: new EvmHoldings(rpc, catalog),
        solana: new SolanaHoldings(rpc, catalog),
        bip122: new BitcoinHoldings(esplora, catalog),
      },
      prices,
      ttlMs: config.balanceTtlMs,
      onPriceFailure: (chainId, error) =>
        log.warn({ chainId, err: error }, 'pricing balances failed; answered with price 0'),
    }),
    rpc,
    swaps: new SwapService(
      rpc,
      catalog,
      buildSwapProviders(config.chains, rpc, {
        timeoutMs: config.rpcTimeoutMs,
        maxResponseBytes: config.rpcMaxResponseBytes,
      }),
    ),
    onramp: new OnrampService(
      database,
      catalog,
      config.chains,
      buildOnrampProviders(config.onramp, {
        timeoutMs: config.rpcTimeoutMs,
        maxResponseBytes: config.rpcMaxResponseBytes,
      }),
      config.onramp.tokens ?? ['USDC'],
    ),
    rpcProxy: new RpcProxy(proxied, async (chainId, raw) => {
      await recordPending(database, chainId, raw);
      history.changed(chainId);
    }),
    history,
    nfts,
    esplora,
    chains: unionOf(rpc, esplora),
    analytics: new AnalyticsWriter(database, (error) =>
      log.error({ err: error }, 'storing analytics events failed'),
    ),
    analyticsQuota: new AnalyticsQuota(database, counters, config.analyticsQuota),
    relay: config.relay.enabled
      ? new Relay(
          database,
          config.relay,
          counters,
          (error) => log.error({ err: error }, 'relay: the database failed'),
          (store) => shared.relayPubSub(store),
        )
      : undefined,
    embedded,
    siwx: createSiwxService({
      config,
      database,
      chains: unionOf(rpc, esplora),
      rpc,
      publicUrl,
      keyWrappers: embedded.wrappers,
    }),
    names: createNameService({ config, database, chains: rpc, rpc }),
    smartSessions: createSmartSessionService({ config, database, rpc }),
    readiness: new Readiness({
      instanceId: shared.instanceId,
      database,
      sharedChecks: () => shared.checks(),
      leases: () => shared.leases.held(),
      rpc,
      esplora,
    }),
    publicUrl,
  };
}

async function closeServices(services: Services): Promise<void> {
  await services.history.stop();
  await services.analytics.close();
  await services.relay?.close();
  await services.embedded.close();
  services.projects.close();
  services.wallets.close();
  services.images.close();
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
