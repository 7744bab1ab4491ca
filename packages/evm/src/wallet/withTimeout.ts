import { GangwayError } from '@gangway/protocol';

/** Rejects with REQUEST_TIMEOUT when `promise` has not settled after `ms`; a wallet that never answers must not hang. */
export async function withTimeout<T>(promise: Promise<T>, source: string, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new GangwayError('REQUEST_TIMEOUT', { source, ms }, { category: 'WALLET_ERROR' })),
      ms,
    );
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
