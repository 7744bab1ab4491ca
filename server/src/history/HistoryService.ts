// The history and NFT sources of every chain that keeps history, and the indexers of the indexed ones.
import type { CaipNetworkId } from '@gangway/core';
import type { ResolvedConfig } from '../config/resolveConfig.ts';
import type { GangwayDatabase } from '../db/openDatabase.ts';
import type { NftMetadataService } from '../nfts/NftMetadataService.ts';
import type { TokenCatalog } from '../services/tokenCatalog.ts';
import type { RpcUpstream } from '../upstreams/rpc/RpcUpstream.ts';
import { EvmIndexer, type IndexerLog } from './evm/EvmIndexer.ts';
import { EvmChainReader } from './evm/evmChainReader.ts';
import { HistoryWriter } from './evm/historyWriter.ts';
import { IndexedHistory } from './evm/IndexedHistory.ts';
import type { HistorySource } from './HistorySource.ts';

export interface HistoryServiceOptions {
  config: ResolvedConfig;
  database: GangwayDatabase;
  rpc: RpcUpstream;
  catalog: TokenCatalog;
  nfts: NftMetadataService;
  log: IndexerLog;
}

export class HistoryService {
  readonly #sources = new Map<CaipNetworkId, HistorySource>();
  readonly #indexed = new Set<CaipNetworkId>();
  readonly indexers: EvmIndexer[] = [];

  constructor({ config, database, rpc, catalog, nfts, log }: HistoryServiceOptions) {
    for (const chain of config.chains) {
      const history = chain.history;
      if (!history?.index) continue;
      const listed = new Set(chain.tokens.map((token) => token.address.toLowerCase()));
      this.#sources.set(chain.id, new IndexedHistory(database, chain.id, catalog, listed, nfts));
      this.#indexed.add(chain.id);
      this.indexers.push(
        new EvmIndexer(
          new EvmChainReader(rpc, chain.id),
          new HistoryWriter(database.db, chain.id),
          history,
          log,
        ),
      );
    }
  }

  /** The chain's history source, or undefined when this server keeps no history of it. */
  source(chainId: CaipNetworkId): HistorySource | undefined {
    return this.#sources.get(chainId);
  }

  /** Whether NFT holdings can be read from the chain's indexed transfers. */
  indexes(chainId: CaipNetworkId): boolean {
    return this.#indexed.has(chainId);
  }

  start(): void {
    for (const indexer of this.indexers) indexer.start();
  }

  async stop(): Promise<void> {
    await Promise.all(this.indexers.map((indexer) => indexer.stop()));
  }
}
