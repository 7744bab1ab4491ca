// The history and NFT sources of every chain that keeps history, and the indexers of the indexed ones.
import type { CaipNetworkId } from '@gangway/protocol';
import type { ResolvedConfig, ResolvedHistoryConfig } from '../config/resolveConfig.ts';
import type { GangwayDatabase } from '../db/openDatabase.ts';
import type { Leases } from '../jobs/leases.ts';
import type { NftMetadataService } from '../nfts/NftMetadataService.ts';
import type { TokenCatalog } from '../services/tokenCatalog.ts';
import type { HttpEsploraUpstream } from '../upstreams/esplora/HttpEsploraUpstream.ts';
import type { RpcUpstream } from '../upstreams/rpc/RpcUpstream.ts';
import { EsploraHistory } from './bitcoin/EsploraHistory.ts';
import { CachedHistory } from './CachedHistory.ts';
import { EvmIndexer, type IndexerLog } from './evm/EvmIndexer.ts';
import { EvmChainReader } from './evm/evmChainReader.ts';
import { HistoryWriter } from './evm/historyWriter.ts';
import { IndexedHistory } from './evm/IndexedHistory.ts';
import { BlockscoutHistory } from './explorers/BlockscoutHistory.ts';
import { EtherscanHistory } from './explorers/EtherscanHistory.ts';
import { ExplorerApi } from './explorers/explorerApi.ts';
import type { ExplorerTokens } from './explorers/explorerRows.ts';
import type { HistorySource } from './HistorySource.ts';
import { SolanaHistory } from './solana/SolanaHistory.ts';

export interface HistoryServiceOptions {
  config: ResolvedConfig;
  database: GangwayDatabase;
  rpc: RpcUpstream;
  esplora: HttpEsploraUpstream;
  catalog: TokenCatalog;
  nfts: NftMetadataService;
  log: IndexerLog;
}

export class HistoryService {
  readonly #sources = new Map<CaipNetworkId, CachedHistory>();
  readonly #indexed = new Set<CaipNetworkId>();
  readonly indexers: EvmIndexer[] = [];
  readonly #stops: (() => Promise<void>)[] = [];

  constructor({ config, database, rpc, esplora, catalog, nfts, log }: HistoryServiceOptions) {
    for (const chain of config.chains) {
      const history = chain.history;
      // Solana and Bitcoin history is read from the chain's own upstream, page by page.
      if (chain.id.startsWith('solana:')) this.#add(chain.id, new SolanaHistory(rpc, chain.id, catalog));
      if (chain.id.startsWith('bip122:'))
        this.#add(chain.id, new EsploraHistory(esplora, chain.id, catalog, database));
      if (!history) continue;
      const listed = new Set([
        ...chain.tokens.map((token) => token.address.toLowerCase()),
        ...chain.nftCollections,
      ]);
      if (!history.index) {
        if (history.api) this.#add(chain.id, explorerSource(config, chain.id, history.api, catalog, listed));
        continue;
      }
      const source = this.#add(chain.id, new IndexedHistory(database, chain.id, catalog, listed, nfts));
      this.#indexed.add(chain.id);
      this.indexers.push(
        new EvmIndexer(
          new EvmChainReader(rpc, chain.id, config.rpcMaxResponseBytes),
          new HistoryWriter(database.db, chain.id),
          history,
          log,
          () => source.changed(),
        ),
      );
    }
  }

  #add(chainId: CaipNetworkId, source: HistorySource): CachedHistory {
    const cached = new CachedHistory(source);
    this.#sources.set(chainId, cached);
    return cached;
  }

  /** The chain has something new the indexer did not write (a pending transaction): its pages are re-read. */
  changed(chainId: CaipNetworkId): void {
    this.#sources.get(chainId)?.changed();
  }

  /** The chain's history source, or undefined when this server keeps no history of it. */
  source(chainId: CaipNetworkId): HistorySource | undefined {
    return this.#sources.get(chainId);
  }

  /** Whether NFT holdings can be read from the chain's indexed transfers. */
  indexes(chainId: CaipNetworkId): boolean {
    return this.#indexed.has(chainId);
  }

  /** Each chain is indexed by the instance holding its lease (`indexer:<chain id>`): one at a time. */
  start(leases: Leases): void {
    this.#stops.push(...this.indexers.map((indexer) => leases.lead(`indexer:${indexer.chainId}`, indexer)));
  }

  async stop(): Promise<void> {
    await Promise.all(this.#stops.splice(0).map((stop) => stop()));
  }
}

type ExplorerConfig = NonNullable<ResolvedHistoryConfig['api']>;

/** The Etherscan-compatible or Blockscout source of a chain the server does not index. */
function explorerSource(
  config: ResolvedConfig,
  chainId: CaipNetworkId,
  api: ExplorerConfig,
  catalog: TokenCatalog,
  listed: ReadonlySet<string>,
): HistorySource {
  const explorer = new ExplorerApi({
    chainId,
    kind: api.kind === 'etherscan' ? 'Etherscan' : 'Blockscout',
    url: api.url,
    timeoutMs: config.rpcTimeoutMs,
    maxResponseBytes: config.rpcMaxResponseBytes,
  });
  const tokens = async (): Promise<ExplorerTokens> => {
    // Listed tokens' icons; the catalog reads their metadata once (a failed read leaves them without icons).
    const described = await catalog.listed(chainId).catch(() => []);
    const icons = new Map(described.map((token) => [token.address.toLowerCase(), token.icon]));
    return { native: catalog.native(chainId), listed, icon: (address) => icons.get(address) ?? null };
  };
  return api.kind === 'etherscan'
    ? new EtherscanHistory(explorer, chainId, api.apiKey, tokens)
    : new BlockscoutHistory(explorer, chainId, api.apiKey, tokens);
}
