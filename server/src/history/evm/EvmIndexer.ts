// Follows one EVM chain: reads the blocks after its cursor in rounds of batchSize, writes them with the cursor,
// and when a new block's parent is not the stored one (a reorg), finds the last block both agree on and rolls
// back everything above it. A failing or garbled node costs a retry with backoff, never a stop.
import type { CaipNetworkId } from '@gangway/protocol';
import type { ResolvedHistoryConfig } from '../../config/resolveConfig.ts';
import type { EvmChainReader } from './evmChainReader.ts';
import { type Cursor, type HistoryWriter, KEPT_BLOCKS, type WrittenRound } from './historyWriter.ts';

export interface IndexerLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export type IndexerSettings = Pick<
  ResolvedHistoryConfig,
  'startBlock' | 'batchSize' | 'confirmations' | 'pollIntervalMs'
>;

const MAX_BACKOFF_MS = 60_000;
const FORK_SEARCH_STEP = 32;

/** What one round did: blocks written, a reorg rolled back, or nothing new. */
export type RoundOutcome =
  | ({ kind: 'indexed' } & WrittenRound)
  | { kind: 'reorg'; ancestor: number | null }
  | { kind: 'idle' };

export class EvmIndexer {
  #running = false;
  /** Each start's loop has its own number: a loop of an earlier start ends at its next turn. */
  #generation = 0;
  #wake: (() => void) | undefined;
  #loop: Promise<void> | undefined;

  constructor(
    private readonly reader: EvmChainReader,
    private readonly writer: HistoryWriter,
    private readonly settings: IndexerSettings,
    private readonly log: IndexerLog,
    /** Told after each round that wrote or rolled back blocks. */
    private readonly onChange: () => void = () => {},
  ) {}

  get chainId(): CaipNetworkId {
    return this.reader.chainId;
  }

  /** Follows the chain (again, after a stop: the instance took the chain's lease back). */
  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#generation += 1;
    this.#loop = this.#run(this.#generation);
  }

  /** Stops after the round in flight (its write is one transaction: whole, or not at all). */
  async stop(): Promise<void> {
    this.#running = false;
    this.#wake?.();
    await this.#loop;
  }

  /** One round (exported for tests and the bench, which drive the indexer without its timer). */
  async round(): Promise<RoundOutcome> {
    const cursor = await this.writer.cursor();
    const head = (await this.reader.blockNumber()) - this.settings.confirmations;
    const from = cursor ? cursor.blockNumber + 1 : this.settings.startBlock;
    if (from > head) {
      // Caught up: the head itself may have been replaced.
      if (
        cursor &&
        (await this.reader.hashes([cursor.blockNumber])).get(cursor.blockNumber) !== cursor.blockHash
      )
        return this.#rollBack(cursor);
      return { kind: 'idle' };
    }
    const to = Math.min(head, from + this.settings.batchSize - 1);
    const blocks = await this.reader.blocks(from, to);
    let parent = cursor?.blockHash;
    for (const { block } of blocks) {
      if (parent !== undefined && block.parentHash.toLowerCase() !== parent) {
        if (block === blocks[0]?.block && cursor) return this.#rollBack(cursor);
        // The chain changed while the range was read: read it again next round.
        throw new Error(
          `${this.chainId}: block ${Number(block.number)} does not follow the block read before it`,
        );
      }
      parent = block.hash.toLowerCase();
    }
    // Written only if the cursor is still the one read: another instance's round cannot be repeated or skipped.
    const written = await this.writer.write(blocks, cursor);
    this.onChange();
    return { kind: 'indexed', ...written };
  }

  /** Rounds until nothing is new (tests, bench). */
  async catchUp(): Promise<void> {
    while ((await this.round()).kind !== 'idle') {}
  }

  async #rollBack(cursor: Cursor): Promise<RoundOutcome> {
    const ancestor = await this.#forkPoint(cursor.blockNumber);
    this.log.warn(
      { chainId: this.chainId, from: cursor.blockNumber, ancestor: ancestor?.blockNumber ?? null },
      'history indexer: reorg, rolling back the replaced blocks',
    );
    await this.writer.rollBackTo(ancestor, cursor);
    this.onChange();
    return { kind: 'reorg', ancestor: ancestor?.blockNumber ?? null };
  }

  /** The highest stored block the chain still has, or null when none of the kept ones is. */
  async #forkPoint(from: number): Promise<Cursor | null> {
    let top = from;
    while (top >= 0) {
      const stored = await this.writer.storedHashes(top, FORK_SEARCH_STEP);
      if (stored.length === 0) break;
      const now = await this.reader.hashes(stored.map((block) => block.number));
      const kept = stored.find((block) => now.get(block.number) === block.hash);
      if (kept) return { blockNumber: kept.number, blockHash: kept.hash };
      top = (stored.at(-1)?.number ?? 0) - 1;
    }
    if (from - this.settings.startBlock > KEPT_BLOCKS)
      this.log.error(
        { chainId: this.chainId },
        'history indexer: reorg deeper than the kept blocks; re-indexing from the start',
      );
    return null;
  }

  async #run(generation: number): Promise<void> {
    let failures = 0;
    const current = () => this.#running && this.#generation === generation;
    while (current()) {
      let outcome: RoundOutcome | undefined;
      try {
        outcome = await this.round();
        failures = 0;
      } catch (error) {
        failures += 1;
        this.log.warn(
          { chainId: this.chainId, failures, err: error },
          'history indexer: round failed; retrying with backoff',
        );
      }
      if (!current()) break;
      if (outcome && outcome.kind !== 'idle') continue;
      const wait =
        failures === 0
          ? this.settings.pollIntervalMs
          : Math.min(MAX_BACKOFF_MS, this.settings.pollIntervalMs * 2 ** Math.min(failures, 16));
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, wait);
        this.#wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }
}
