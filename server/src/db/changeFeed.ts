// In-process notices of data changes, so caches of the running server drop what the CLI functions or the
// admin API just changed (servers sharing a PostgreSQL database catch up by their caches' TTLs instead).
export type DataChange =
  | { type: 'project'; projectId: string }
  | { type: 'directory' }
  /** Stored images were deleted (NFT images past their retention or their total cap). */
  | { type: 'images' }
  | { type: 'all' };
/** A listener may return the work the change started (a cache reload), so the publisher can wait for it. */
export type DataChangeListener = (change: DataChange) => void | Promise<void>;

export class ChangeFeed {
  readonly #listeners = new Set<DataChangeListener>();

  subscribe(listener: DataChangeListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Tells every listener; resolves once the work they started is done (a failed reload is theirs to retry). */
  async publish(change: DataChange): Promise<void> {
    const work = [...this.#listeners].map((listener) => listener(change));
    await Promise.allSettled(work);
  }
}
