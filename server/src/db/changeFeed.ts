// In-process notices of data changes, so caches of the running server drop what the CLI functions or the
// admin API just changed (servers sharing a PostgreSQL database catch up by their caches' TTLs instead).
export type DataChange = { type: 'project'; projectId: string } | { type: 'directory' } | { type: 'all' };
export type DataChangeListener = (change: DataChange) => void;

export class ChangeFeed {
  readonly #listeners = new Set<DataChangeListener>();

  subscribe(listener: DataChangeListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  publish(change: DataChange): void {
    for (const listener of this.#listeners) listener(change);
  }
}
