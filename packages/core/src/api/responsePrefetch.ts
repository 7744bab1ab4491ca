// GET answers fetched ahead of the API services (on open intent, or at open while the services' code loads).
// The services' fetch takes each one once; validation stays with the API client.
export interface ResponsePrefetch {
  /** Starts fetching `url` unless it is already on its way. */
  prefetch(url: string): void;
  /** A fetch that answers a prefetched GET once, and goes to the network otherwise. */
  readonly fetch: typeof fetch;
}

export function createResponsePrefetch(): ResponsePrefetch {
  const pending = new Map<string, Promise<Response>>();
  return {
    prefetch(url) {
      if (pending.has(url)) return;
      const response = fetch(url);
      // A failure surfaces when the services take the answer; until then it is no unhandled rejection.
      response.catch(() => undefined);
      pending.set(url, response);
    },
    fetch: (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : undefined;
      const prefetched = url && (init?.method ?? 'GET') === 'GET' ? pending.get(url) : undefined;
      if (!prefetched) return fetch(input, init);
      pending.delete(url as string);
      const signal = init?.signal;
      if (!signal) return prefetched;
      // The caller's timeout still applies to an answer that was started before it asked.
      return new Promise<Response>((resolve, reject) => {
        if (signal.aborted) reject(signal.reason);
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
        prefetched.then(resolve, reject);
      });
    },
  };
}
