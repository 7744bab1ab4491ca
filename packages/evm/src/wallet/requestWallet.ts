import type { Eip1193Provider } from '../types.ts';
import { withTimeout } from './withTimeout.ts';

/**
 * One EIP-1193 request. Calls that do not prompt the user take `timeoutMs`; prompts have none (a person may take
 * their time). A provider that throws synchronously rejects like one that rejects.
 */
export function requestWallet(
  provider: Eip1193Provider,
  method: string,
  params?: readonly unknown[],
  options: { timeoutMs?: number } = {},
): Promise<unknown> {
  const call = (async () => provider.request(params === undefined ? { method } : { method, params }))();
  if (options.timeoutMs === undefined) return call;
  return withTimeout(call, `The wallet (${method})`, options.timeoutMs);
}
