// Everything the demo and the browser tests need, on this machine: anvil chains with contracts, the Bitcoin regtest
// Esplora server, gangway-server with the demo project and the wallet directory, and the demo page.

import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FARCASTER_CHAIN_ID } from '@gangway/protocol';
import {
  createProject,
  type GangwayDatabase,
  getProject,
  importDirectory,
  openDatabase,
  parseAllowedOrigins,
  RELAY_PATH,
  type RunningServer,
  type ServerConfig,
  seedBuiltinDirectory,
  setAllowedOrigins,
  setProjectSponsorship,
  startServer,
} from 'gangway-server';
import { type BitcoinChain, startBitcoinChain } from '../bitcoin/start-bitcoin-chain.ts';
import { freePorts } from '../chains/free-port.ts';
import { type RunningCluster, startCluster } from '../cluster/startCluster.ts';
import { ENS_UNIVERSAL_RESOLVER, ensGatewayUrl, installEnsTwin } from '../contracts/ensTwin.ts';
import { type Devnet, startChains } from '../devnet.ts';
import { installFarcasterRegistry } from '../farcaster/idRegistry.ts';
import { DEFAULT_FARCASTER_RELAY_PORT, startFarcasterRelay } from '../farcaster/relay.ts';
import { createFunders } from '../onramp/funders.ts';
import { DEFAULT_SANDBOX_ONRAMP_PORT, startSandboxOnramp } from '../onramp/sandboxOnramp.ts';
import { addPhoneWalletToDirectory } from '../phoneWallet/directoryEntry.ts';
import { startPhoneWallet } from '../phoneWallet/server.ts';
import { deploySafe } from '../safe/deploySafe.ts';
import { startSafeHost } from '../safe/safeHost.ts';
import { type SolanaDevnetChain, startSolanaChain } from '../solana/start-solana-chain.ts';
import type { DevWalletBrowserConfig } from '../wallet/browser/config.ts';
import { demoEnv, demoWalletConfig } from './demoEnv.ts';
import { loginServiceConfig, startLoginPeers } from './loginPeers.ts';
import {
  DEVNET_PER_IP_LIMITS,
  devnetServerBitcoinChain,
  devnetServerChains,
  devnetServerSolanaChain,
} from './serverConfig.ts';
import { DEFAULT_DEMO_PORT, type RunningDemo, startDemo } from './startDemo.ts';
import { createStopList } from './stopList.ts';
import {
  DEFAULT_UPSTREAM_RELAY_PORT,
  startUpstreamRelay,
  UPSTREAM_RELAY_PROJECT_ID,
  type UpstreamRelayTwin,
} from './upstreamRelay.ts';
import { walletDatasetPath } from './walletDataset.ts';

export const DEMO_PROJECT_ID = 'gangway-demo';
export const DEFAULT_SERVER_PORT = 8787;
export const DEFAULT_PHONE_WALLET_PORT = 5183;
export const DEFAULT_SAFE_HOST_PORT = 5184;
/** The second phone wallet, on the upstream relay only: a port of its own (5183 + 1 was the Safe host's). */
export const DEFAULT_UPSTREAM_PHONE_WALLET_PORT = 5187;

export interface StartStackOptions {
  /** 'auto' picks free ports for everything (tests); default: chains 8545+, server 8787, demo 5173. */
  ports?: 'auto' | 'default';
  /** The demo page: a Vite dev server, a production build served by `vite preview`, or none. */
  demo?: 'dev' | 'preview' | false;
  /** PGlite data directory; default a temporary one removed on stop. */
  dataDir?: string;
  /** A wallet dataset to import; default ../shared/data/wallets when present, false for the built-in one. */
  walletDataset?: string | false;
  enableReconnect?: boolean;
  /**
   * gangway-server as several instances instead of one in this process: PostgreSQL, Redis (unless `redis: false`),
   * `instances` server processes (default 3) and HAProxy in front, which the demo and the phone wallet use.
   */
  cluster?: { instances?: number; redis?: boolean };
  /**
   * A second relay standing in for the public WalletConnect relay, which the server bridges to (relay.upstream), and
   * a second Gangway Phone Wallet configured for it only (upstreamPhoneWalletUrl): a wallet that pairs the way real
   * wallet apps do, through the bridge. The first phone wallet stays on the server's own relay.
   */
  upstreamRelay?: boolean;
  /**
   * The server's wait between two codes mailed to one inbox (embedded.emailCooldownSeconds); default SPEC's 30 s.
   * Browser tests shorten it so that a spec can see the cooldown end without waiting half a minute.
   */
  emailCooldownSeconds?: number;
  log?: (line: string) => void;
}

export interface Stack {
  devnet: Devnet;
  /** The Solana chain (default port 8899), started beside the anvil chains. */
  solana: SolanaDevnetChain;
  /** Bitcoin regtest: `bitcoin.esploraUrl` is its Esplora API (default port 3002). */
  bitcoin: BitcoinChain;
  /** The server in this process; undefined with `cluster`. */
  server: RunningServer | undefined;
  /** The cluster behind its load balancer (apiUrl), with `cluster`. */
  cluster: RunningCluster | undefined;
  /** The server's database (the cluster's PostgreSQL with `cluster`), for seeding while it runs. */
  database: GangwayDatabase;
  apiUrl: string;
  projectId: string;
  /** Bearer token of the server's admin API for every project (printed by the CLI). */
  operatorToken: string;
  /** The RPC URLs the demo's networks use: the server's RPC proxy per chain id. */
  rpcUrls: Record<number, string>;
  /** The widget's Solana RPC: the server's RPC proxy for the Solana chain. */
  solanaRpcUrl: string;
  /** The widget's Esplora base for Bitcoin regtest: the server's Esplora proxy (paths go before the query). */
  bitcoinEsploraUrl: string;
  /** The dev wallet as the demo loads it (it does not know Base until the app adds it). */
  walletConfig: DevWalletBrowserConfig;
  demoUrl?: string;
  walletsImported: number;
  /** The Gangway Phone Wallet's page (a WalletConnect wallet over the server's relay). */
  phoneWalletUrl: string;
  /** With `upstreamRelay`: the twin of the public relay (stop and start it to take it away mid-session). */
  upstreamRelay: UpstreamRelayTwin | undefined;
  /** With `upstreamRelay`: the Gangway Phone Wallet on the upstream relay only. */
  upstreamPhoneWalletUrl: string | undefined;
  /** The devnet's Safe{Wallet} stand-in: `${safeHostUrl}/?app=<demo URL>` frames the demo as a Safe App. */
  safeHostUrl: string;
  /** The Safe the host page holds (owner: the devnet's Safe owner key, threshold 1) and its chain. */
  safe: { address: `0x${string}`; chainId: number };
  /** The devnet inbox: every mail the server sends (login codes); `${inboxUrl}/messages` is its JSON. */
  inboxUrl: string;
  /** The OIDC provider standing in for google, github, apple, facebook, x and discord. */
  oidcIssuer: string;
  /** The sandbox on-ramp provider (its test-card checkout funds devnet addresses). */
  sandboxOnrampUrl: string;
  /** The Farcaster Auth relay's twin (POST /v1/channel, GET /v1/channel/status, POST /v1/channel/authenticate). */
  farcasterRelayUrl: string;
  /** The devnet "Farcaster client" page a channel's URL opens (`?channelToken=…`): it approves as a devnet account. */
  farcasterClientUrl: string;
  /** The devnet's chain 10 (anvil, directly): the IdRegistry's twin at FARCASTER_ID_REGISTRY, read for custodyOf. */
  farcasterRegistryRpcUrl: string;
  stop(): Promise<void>;
}

async function seedDemoProject(
  database: GangwayDatabase,
  raw: readonly string[],
  log: (line: string) => void,
) {
  const origins = parseAllowedOrigins(raw);
  const existing = await getProject(database, DEMO_PROJECT_ID);
  if (existing) await setAllowedOrigins(database, DEMO_PROJECT_ID, origins);
  else await createProject(database, { id: DEMO_PROJECT_ID, name: 'Gangway demo', allowedOrigins: origins });
  // devnet's paymaster spends devnet ether: every browser spec (one client, loopback) may be sponsored.
  await setProjectSponsorship(database, DEMO_PROJECT_ID, { networks: 'all', operationsPerHour: 1_000_000 });
  log(`Project ${DEMO_PROJECT_ID}: allowed origins ${origins.join(', ')}`);
}

/** A proxy URL of the server for one chain of the demo project. */
function serverUrl(apiUrl: string, path: string, caipNetworkId: string): string {
  return `${apiUrl}${path}?chainId=${encodeURIComponent(caipNetworkId)}&projectId=${DEMO_PROJECT_ID}`;
}

export async function startStack(options: StartStackOptions = {}): Promise<Stack> {
  const log = options.log ?? (() => undefined);
  const auto = options.ports === 'auto';
  const stops = createStopList();
  const stop = () => stops.stopAll();
  try {
    // In parallel; whichever started is stopped if another failed.
    const [evmStarted, solanaStarted, bitcoinStarted] = await Promise.allSettled([
      startChains({ basePort: auto ? 'auto' : undefined, seedHistory: true }),
      startSolanaChain({ port: auto ? 'auto' : undefined }),
      startBitcoinChain({ port: auto ? 'auto' : undefined }),
    ]);
    for (const started of [evmStarted, solanaStarted, bitcoinStarted]) {
      if (started.status === 'fulfilled') stops.add(() => started.value.stop());
    }
    for (const started of [evmStarted, solanaStarted, bitcoinStarted]) {
      if (started.status === 'rejected') throw started.reason;
    }
    const devnet = (evmStarted as PromiseFulfilledResult<Devnet>).value;
    const solana = (solanaStarted as PromiseFulfilledResult<SolanaDevnetChain>).value;
    const bitcoin = (bitcoinStarted as PromiseFulfilledResult<BitcoinChain>).value;
    log(`Solana: ${solana.rpcUrl} (WebSocket ${solana.wsUrl})`);
    log(
      `Chains: ${devnet.chains.map((chain) => `${chain.name} (${chain.chainId}) ${chain.rpcUrl}`).join(', ')}`,
    );
    log(`Bitcoin regtest (Esplora): ${bitcoin.esploraUrl}`);
    if (devnet.bundler)
      log(`ERC-4337 bundler and paymaster: ${devnet.bundler.url}/{bundler,paymaster}/{chainId}`);

    const [
      serverPort = DEFAULT_SERVER_PORT,
      demoPort = DEFAULT_DEMO_PORT,
      phonePort = DEFAULT_PHONE_WALLET_PORT,
      upstreamPort = DEFAULT_UPSTREAM_RELAY_PORT,
      upstreamPhonePort = DEFAULT_UPSTREAM_PHONE_WALLET_PORT,
      safeHostPort = DEFAULT_SAFE_HOST_PORT,
      sandboxOnrampPort = DEFAULT_SANDBOX_ONRAMP_PORT,
      farcasterRelayPort = DEFAULT_FARCASTER_RELAY_PORT,
    ] = auto
      ? await freePorts(8)
      : [
          DEFAULT_SERVER_PORT,
          DEFAULT_DEMO_PORT,
          DEFAULT_PHONE_WALLET_PORT,
          DEFAULT_UPSTREAM_RELAY_PORT,
          DEFAULT_UPSTREAM_PHONE_WALLET_PORT,
          DEFAULT_SAFE_HOST_PORT,
          DEFAULT_SANDBOX_ONRAMP_PORT,
          DEFAULT_FARCASTER_RELAY_PORT,
        ];
    const phoneWalletOn = (relayUrl: string, projectId: string, port: number) =>
      startPhoneWallet(
        {
          relayUrl,
          projectId,
          chains: devnet.chains.map(({ chainId, name, rpcUrl, nativeCurrency }) => ({
            chainId,
            name,
            rpcUrl,
            nativeCurrency,
          })),
          solana: { caipNetworkId: solana.caipNetworkId, rpcUrl: solana.rpcUrl },
        },
        { port },
      );
    const phoneWallet = await phoneWalletOn(
      `ws://127.0.0.1:${serverPort}${RELAY_PATH}`,
      DEMO_PROJECT_ID,
      phonePort,
    );
    stops.add(() => phoneWallet.stop());
    log(`Gangway Phone Wallet: ${phoneWallet.url}`);
    let upstreamRelay: UpstreamRelayTwin | undefined;
    let upstreamPhoneWalletUrl: string | undefined;
    if (options.upstreamRelay) {
      const upstreamUrl = `ws://127.0.0.1:${upstreamPort}${RELAY_PATH}`;
      const upstreamPhone = await phoneWalletOn(upstreamUrl, UPSTREAM_RELAY_PROJECT_ID, upstreamPhonePort);
      stops.add(() => upstreamPhone.stop());
      upstreamPhoneWalletUrl = upstreamPhone.url;
      const twin = await startUpstreamRelay({ port: upstreamPort, allowedOrigins: [upstreamPhone.url] });
      stops.add(() => twin.dispose());
      upstreamRelay = twin;
      log(`Upstream relay (the public WalletConnect relay's twin): ${twin.url}`);
      log(`Gangway Phone Wallet on the upstream relay only: ${upstreamPhone.url}`);
    }
    const [safeChain] = devnet.chains;
    if (!safeChain) throw new Error('devnet started no EVM chain for the Safe');
    const safe = await deploySafe(safeChain);
    const safeHost = await startSafeHost(safe, { port: safeHostPort });
    stops.add(() => safeHost.stop());
    log(`Devnet Safe ${safe.safeAddress} on chain ${safeChain.chainId}: ${safeHost.url}/?app=<Safe App URL>`);
    const loginPeers = await startLoginPeers(auto, serverPort);
    stops.add(() => loginPeers.stop());
    log(`Inbox (login codes): ${loginPeers.mail.inboxUrl}`);
    log(`OIDC provider (every social login; any name logs in): ${loginPeers.oidc.issuer}`);
    const demoOrigins = [
      `http://127.0.0.1:${demoPort}`,
      `http://localhost:${demoPort}`,
      // The phone wallet's page speaks to the relay from the browser, with its own Origin.
      phoneWallet.url,
    ];

    // The sandbox on-ramp: gangway-server quotes and opens checkouts with it; it calls the server's webhook back.
    const sandboxWebhookSecret = randomBytes(24).toString('hex');
    const sandboxOnramp = await startSandboxOnramp({
      funders: createFunders({ evm: devnet.chains, solana, bitcoin }),
      webhookUrl: `http://127.0.0.1:${serverPort}/v1/onramp/webhooks/sandbox`,
      webhookSecret: sandboxWebhookSecret,
      networkNames: {
        ...Object.fromEntries(devnet.chains.map((chain) => [chain.caipNetworkId, chain.name])),
        [solana.caipNetworkId]: 'Solana Devnet (local)',
        [bitcoin.caipNetworkId]: 'Bitcoin Regtest (local)',
      },
      port: sandboxOnrampPort,
      log,
    });
    stops.add(() => sandboxOnramp.stop());
    log(`Sandbox on-ramp (test card 4242 4242 4242 4242): ${sandboxOnramp.url}`);

    // Farcaster sign-in: the IdRegistry's twin on the devnet's Optimism and the relay's twin with its client page.
    const farcasterChain = devnet.chains.find((chain) => chain.chainId === FARCASTER_CHAIN_ID);
    if (!farcasterChain)
      throw new Error(`devnet started no chain ${FARCASTER_CHAIN_ID} for the Farcaster IdRegistry`);
    await installFarcasterRegistry(farcasterChain.rpcUrl);
    const farcasterRelay = await startFarcasterRelay({
      registryRpcUrl: farcasterChain.rpcUrl,
      port: farcasterRelayPort,
      log,
    });
    stops.add(() => farcasterRelay.stop());
    log(`Farcaster relay twin: ${farcasterRelay.relayUrl}; its client page: ${farcasterRelay.clientUrl}`);

    const operatorToken = randomBytes(24).toString('hex');
    const serverConfig: ServerConfig = {
      operatorToken,
      logLevel: 'warn',
      embedded: {
        ...loginServiceConfig(loginPeers, DEMO_PROJECT_ID, {
          relayUrl: farcasterRelay.relayUrl,
          optimismRpcUrl: farcasterChain.rpcUrl,
        }),
        ...(options.emailCooldownSeconds === undefined
          ? {}
          : { emailCooldownSeconds: options.emailCooldownSeconds }),
      },
      onramp: { sandbox: { apiUrl: sandboxOnramp.url, webhookSecret: sandboxWebhookSecret } },
      ...DEVNET_PER_IP_LIMITS,
      ...(upstreamRelay
        ? {
            relay: {
              ...DEVNET_PER_IP_LIMITS.relay,
              upstream: { url: upstreamRelay.url, projectId: upstreamRelay.projectId },
            },
          }
        : {}),
      chains: {
        ...devnetServerChains(devnet.chains, devnet.contracts, devnet.bundler),
        ...devnetServerSolanaChain(solana),
        ...devnetServerBitcoinChain(bitcoin),
      },
    };
    const seed = async (database: GangwayDatabase) => {
      let imported = 0;
      const dataset =
        options.walletDataset === false ? undefined : (options.walletDataset ?? walletDatasetPath());
      if (dataset) {
        const result = await importDirectory(database, dataset);
        imported = result.wallets;
        log(`Wallet directory: ${result.wallets} wallets, ${result.icons} icons from ${dataset}`);
      } else {
        await seedBuiltinDirectory(database);
        log('Wallet directory: the built-in dataset (../shared/data/wallets not found)');
      }
      await addPhoneWalletToDirectory(database, phoneWallet.url, [
        ...devnet.chains.map((chain) => chain.caipNetworkId),
        solana.caipNetworkId,
      ]);
      await seedDemoProject(database, demoOrigins, log);
      return imported;
    };

    let walletsImported = 0;
    let server: RunningServer | undefined;
    let cluster: RunningCluster | undefined;
    let database: GangwayDatabase;
    let apiUrl: string;
    if (options.cluster) {
      cluster = await startCluster({
        ...options.cluster,
        port: serverPort,
        server: serverConfig,
        log,
        prepare: async (databaseUrl) => {
          const seeding = await openDatabase({ databaseUrl });
          try {
            walletsImported = await seed(seeding);
          } finally {
            await seeding.close();
          }
        },
      });
      stops.add(() => cluster?.stop() ?? Promise.resolve());
      database = await openDatabase({ databaseUrl: cluster.databaseUrl });
      stops.add(() => database.close());
      apiUrl = cluster.url;
      log(`gangway-server: ${cluster.instances.length} instances behind HAProxy at ${apiUrl}`);
    } else {
      const temporaryDataDir = options.dataDir ? undefined : await mkdtemp(join(tmpdir(), 'gangway-server-'));
      if (temporaryDataDir) stops.add(() => rm(temporaryDataDir, { recursive: true, force: true }));
      database = await openDatabase({
        dataDir: options.dataDir ?? temporaryDataDir,
        owner: 'gangway-devnet',
      });
      stops.add(() => database.close());
      walletsImported = await seed(database);
      const started = await startServer(
        { host: '127.0.0.1', port: serverPort, ...serverConfig },
        { database },
      );
      server = started;
      stops.add(() => started.close());
      apiUrl = started.url;
      log(`gangway-server: ${apiUrl}`);
    }

    // ENS on the devnet's Ethereum: viem's own lookups reach the server's names through the twin (CCIP-Read).
    const ethereum = devnet.chains.find((chain) => chain.chainId === 1);
    if (ethereum) {
      await installEnsTwin(ethereum.rpcUrl, ensGatewayUrl(apiUrl, DEMO_PROJECT_ID));
      log(
        `ENS twin (chain 1, ${ENS_UNIVERSAL_RESOLVER}): names registered through Gangway resolve with viem/wagmi`,
      );
    }

    const rpcUrls: Record<number, string> = Object.fromEntries(
      devnet.chains.map((chain) => [chain.chainId, serverUrl(apiUrl, '/v1/', chain.caipNetworkId)]),
    );
    const solanaRpcUrl = serverUrl(apiUrl, '/v1/', solana.caipNetworkId);
    const bitcoinEsploraUrl = serverUrl(apiUrl, '/v1/esplora', bitcoin.caipNetworkId);
    const walletConfig = demoWalletConfig(devnet.chains, {}, solana, bitcoin);

    let demo: RunningDemo | undefined;
    if (options.demo) {
      demo = await startDemo({
        mode: options.demo,
        port: demoPort,
        env: demoEnv({
          rpcUrls,
          solanaRpcUrl,
          bitcoinEsploraUrl,
          apiUrl,
          projectId: DEMO_PROJECT_ID,
          devWallet: walletConfig,
          safeOrigins: [safeHost.url],
          ...(options.enableReconnect === undefined ? {} : { enableReconnect: options.enableReconnect }),
        }),
      });
      stops.add(() => demo?.close() ?? Promise.resolve());
      log(`Demo: ${demo.url}`);
    }
    return {
      devnet,
      solana,
      bitcoin,
      server,
      cluster,
      database,
      apiUrl,
      projectId: DEMO_PROJECT_ID,
      operatorToken,
      rpcUrls,
      solanaRpcUrl,
      bitcoinEsploraUrl,
      walletConfig,
      ...(demo ? { demoUrl: demo.url } : {}),
      walletsImported,
      phoneWalletUrl: phoneWallet.url,
      upstreamRelay,
      upstreamPhoneWalletUrl,
      safeHostUrl: safeHost.url,
      safe: { address: safe.safeAddress, chainId: safeChain.chainId },
      inboxUrl: loginPeers.mail.inboxUrl,
      oidcIssuer: loginPeers.oidc.issuer,
      sandboxOnrampUrl: sandboxOnramp.url,
      farcasterRelayUrl: farcasterRelay.relayUrl,
      farcasterClientUrl: farcasterRelay.clientUrl,
      farcasterRegistryRpcUrl: farcasterChain.rpcUrl,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
