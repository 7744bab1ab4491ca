// Reads from a network's JSON-RPC (fee estimates, a sent transaction's fate) for the lazy Send and Activity code:
// through gangway-server's RPC proxy when the widget has one (SPEC §7 "Blockchain RPC per chain"), then the
// network's own rpcUrls, falling back from one endpoint to the next (SPEC §7: "with fallback between endpoints").

import { GangwayError, RPC_TIMEOUT_MS } from '@gangway/protocol';
import type { CaipNetwork } from '../networks/CaipNetwork.ts';

export interface RpcReader {
  /** The result of `method`; throws when no endpoint answers one. */
  call(method: string, params: readonly unknown[]): Promise<unknown>;
}

/** The endpoints a read of `network` tries, in order: the proxy URL (when given) first. */
export function rpcEndpoints(network: CaipNetwork, proxyUrl?: string): string[] {
  return [...new Set([...(proxyUrl ? [proxyUrl] : []), ...network.rpcUrls.default.http])];
}

class RpcErrorAnswer extends Error {}

async function callOne(url: string, method: string, params: readonly unknown[], fetchFn: typeof fetch) {
  const response = await fetchFn(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => undefined)) as
    | { result?: unknown; error?: { message?: unknown } }
    | undefined;
  // A node's own error (a revert, bad params) is its answer: another endpoint would give the same one.
  if (response.ok && body?.error) throw new RpcErrorAnswer(String(body.error.message ?? 'RPC error'));
  if (!response.ok || !body || !('result' in body)) throw new Error(`HTTP ${response.status}`);
  return body.result;
}

export function rpcReader(endpoints: readonly string[], fetchFn: typeof fetch = fetch): RpcReader {
  return {
    async call(method, params) {
      let failure: unknown;
      for (const url of endpoints) {
        try {
          return await callOne(url, method, params, fetchFn);
        } catch (error) {
          failure = error;
          if (error instanceof RpcErrorAnswer) break;
        }
      }
      const reason = failure instanceof Error ? failure.message : 'no endpoint';
      throw new GangwayError(
        'INVALID_RESPONSE',
        { source: `the RPC endpoint (${method})`, reason },
        { category: 'NETWORK_ERROR' },
      );
    },
  };
}
