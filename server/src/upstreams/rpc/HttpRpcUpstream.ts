// RpcUpstream over HTTP: per chain an ordered endpoint list; a failing, slow or garbled endpoint hands the
// request to the next one, and is tried last for a while afterwards.
import { type CaipNetworkId, ERROR_MESSAGES } from '@gangway/core';
import {
  JsonRpcBatchResponseSchema,
  type JsonRpcRequest,
  type JsonRpcResponse,
  JsonRpcResponseSchema,
} from '@gangway/core/api/schemas/index';
import * as z from 'zod/mini';
import { upstreamFailed, upstreamTimedOut } from '../../errors/ApiError.ts';
import { PostTimeoutError, postJson, ResponseTooLargeError } from './postJson.ts';
import type { RpcUpstream } from './RpcUpstream.ts';

export interface HttpRpcUpstreamOptions {
  /** Endpoints per chain, in fallback order. */
  endpoints: Readonly<Record<string, readonly string[]>>;
  /** Per attempt (core's RPC_TIMEOUT_MS in production). */
  timeoutMs: number;
  /** How long a failed endpoint is tried after the healthy ones. */
  cooldownMs?: number;
  maxResponseBytes?: number;
  /** Told about each failed attempt (the server logs it with the endpoint's origin, never its path or key). */
  onAttemptFailed?: (failure: { chainId: CaipNetworkId; endpoint: string; reason: string }) => void;
}

interface Endpoint {
  url: URL;
  /** 1-based position in the configuration; messages name endpoints by it, since URLs may hold API keys. */
  position: number;
  unhealthyUntil: number;
}

class AttemptError extends Error {
  constructor(
    message: string,
    readonly timedOut = false,
  ) {
    super(message);
  }
}

/** The answer was over the size cap: the request's fault, so neither failover nor an unhealthy mark. */
class TooLargeError extends AttemptError {}

const DEFAULT_COOLDOWN_MS = 30_000;
/** Answers above this are refused (502), not retried elsewhere: another node would send the same answer. */
export const DEFAULT_MAX_RESPONSE_BYTES = 4 * 1024 * 1024;

export class HttpRpcUpstream implements RpcUpstream {
  readonly chains: readonly CaipNetworkId[];
  readonly #endpoints = new Map<string, Endpoint[]>();

  constructor(private readonly options: HttpRpcUpstreamOptions) {
    for (const [chainId, urls] of Object.entries(options.endpoints)) {
      this.#endpoints.set(
        chainId,
        urls.map((url, index) => ({ url: new URL(url), position: index + 1, unhealthyUntil: 0 })),
      );
    }
    this.chains = [...this.#endpoints.keys()] as CaipNetworkId[];
  }

  supports(chainId: string): chainId is CaipNetworkId {
    return this.#endpoints.has(chainId);
  }

  async send(chainId: CaipNetworkId, requests: readonly JsonRpcRequest[]): Promise<JsonRpcResponse[]> {
    const endpoints = this.#endpoints.get(chainId);
    if (!endpoints) throw upstreamFailed(`This server has no RPC endpoints for ${chainId}`);
    // Ids become positions, so answers map back to requests even when clients reuse ids.
    const body =
      requests.length === 1
        ? JSON.stringify({ ...requests[0], id: 0 })
        : JSON.stringify(requests.map((request, index) => ({ ...request, id: index })));
    const now = Date.now();
    const ordered = [...endpoints].sort(
      (a, b) => Number(a.unhealthyUntil > now) - Number(b.unhealthyUntil > now) || a.position - b.position,
    );
    const failures: AttemptError[] = [];
    for (const endpoint of ordered) {
      try {
        const answers = await this.#attempt(chainId, endpoint, body, requests.length);
        endpoint.unhealthyUntil = 0;
        return answers.map((answer, index) => ({ ...answer, id: requests[index]?.id ?? null }));
      } catch (error) {
        if (error instanceof TooLargeError) throw upstreamFailed(error.message);
        const failure = error instanceof AttemptError ? error : new AttemptError(String(error));
        failures.push(failure);
        endpoint.unhealthyUntil = Date.now() + (this.options.cooldownMs ?? DEFAULT_COOLDOWN_MS);
        this.options.onAttemptFailed?.({ chainId, endpoint: endpoint.url.origin, reason: failure.message });
      }
    }
    const summary = failures.map((failure) => failure.message).join('; ');
    if (failures.every((failure) => failure.timedOut)) {
      throw upstreamTimedOut(
        ERROR_MESSAGES.REQUEST_TIMEOUT({
          source: `Every RPC endpoint of ${chainId}`,
          ms: this.options.timeoutMs,
        }),
      );
    }
    throw upstreamFailed(`Every RPC endpoint of ${chainId} failed: ${summary}`);
  }

  async #attempt(
    chainId: CaipNetworkId,
    endpoint: Endpoint,
    body: string,
    count: number,
  ): Promise<JsonRpcResponse[]> {
    const source = `RPC endpoint ${endpoint.position} of ${chainId}`;
    let result: Awaited<ReturnType<typeof postJson>>;
    try {
      result = await postJson(endpoint.url, body, {
        timeoutMs: this.options.timeoutMs,
        maxResponseBytes: this.options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
      });
    } catch (error) {
      if (error instanceof ResponseTooLargeError) {
        throw new TooLargeError(ERROR_MESSAGES.INVALID_RESPONSE({ source, reason: error.message }));
      }
      if (error instanceof PostTimeoutError) {
        throw new AttemptError(ERROR_MESSAGES.REQUEST_TIMEOUT({ source, ms: this.options.timeoutMs }), true);
      }
      const code = (error as NodeJS.ErrnoException).code;
      throw new AttemptError(`${source} is unreachable (${code ?? (error as Error).message})`);
    }
    const invalid = (reason: string) => new AttemptError(ERROR_MESSAGES.INVALID_RESPONSE({ source, reason }));
    if (result.status === 429 || result.status >= 500) throw invalid(`HTTP status ${result.status}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(result.body);
    } catch {
      throw invalid(`not JSON (HTTP status ${result.status})`);
    }
    if (count === 1) {
      const single = z.safeParse(JsonRpcResponseSchema, parsed);
      if (!single.success) throw invalid(`not a JSON-RPC 2.0 answer (HTTP status ${result.status})`);
      return [single.data];
    }
    const batch = z.safeParse(JsonRpcBatchResponseSchema, parsed);
    // A node that answers a batch with one error object ("batch too large") counts as failed too.
    if (!batch.success) throw invalid(`not a JSON-RPC 2.0 batch answer (HTTP status ${result.status})`);
    const byPosition = new Map<unknown, JsonRpcResponse>(batch.data.map((answer) => [answer.id, answer]));
    return Array.from({ length: count }, (_, index) => {
      const answer = byPosition.get(index);
      if (!answer) throw invalid(`the batch answer lacks request ${index}`);
      return answer;
    });
  }
}
