/** Runs tasks one after another in the order given; a failed task does not stop the ones behind it. */
export function createSerialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const result = tail.then(task);
      tail = result.catch(() => undefined);
      return result;
    },
    /** Settles once every task given so far has settled. */
    idle(): Promise<void> {
      return tail.then(() => undefined);
    },
  };
}
