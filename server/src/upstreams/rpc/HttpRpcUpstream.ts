// RpcUpstream over HTTP: per chain an ordered endpoint list with fallback (FallbackEndpoints).
import type { CaipNetworkId } from '@gangway/protocol';
import {
  JsonRpcBatchResponseSchema,
  type JsonRpcRequest,
  type JsonRpcResponse,
  JsonRpcResponseSchema,
} from '@gangway/protocol';
import * as z from 'zod/mini';
import {
  type Endpoint,
  FallbackEndpoints,
  type FallbackOptions,
  invalidAnswer,
} from '../FallbackEndpoints.ts';
import { postJson } from '../httpRequest.ts';
import { parseRpcJson } from './parseRpcJson.ts';
import type { RpcSendOptions, RpcUpstream } from './RpcUpstream.ts';

export type HttpRpcUpstreamOptions = Omit<FallbackOptions, 'kind'> & {
  maxResponseBytes?: number;
  /** Names the endpoints in messages (default "RPC"; "bundler", "paymaster"). */
  kind?: string;
};

/** Answers above this are refused (502), not retried elsewhere: another node would send the same answer. */
export const DEFAULT_MAX_RESPONSE_BYTES = 4 * 1024 * 1024;

export class HttpRpcUpstream implements RpcUpstream {
  readonly chains: readonly CaipNetworkId[];
  readonly #pool: FallbackEndpoints;

  constructor(private readonly options: HttpRpcUpstreamOptions) {
    this.#pool = new FallbackEndpoints({ ...options, kind: options.kind ?? 'RPC' });
    this.chains = this.#pool.chains;
  }

  supports(chainId: string): chainId is CaipNetworkId {
    return this.#pool.supports(chainId);
  }

  async send(
    chainId: CaipNetworkId,
    requests: readonly JsonRpcRequest[],
    options: RpcSendOptions = {},
  ): Promise<JsonRpcResponse[]> {
    // Ids become positions, so answers map back to requests even when clients reuse ids.
    const body =
      requests.length === 1
        ? JSON.stringify({ ...requests[0], id: 0 })
        : JSON.stringify(requests.map((request, index) => ({ ...request, id: index })));
    const answers = await this.#pool.run(
      chainId,
      (endpoint, timeoutMs) => this.#attempt(endpoint, body, requests.length, timeoutMs),
      options.deadlineMs,
    );
    return answers.map((answer, index) => ({ ...answer, id: requests[index]?.id ?? null }));
  }

  async #attempt(
    endpoint: Endpoint,
    body: string,
    count: number,
    timeoutMs: number,
  ): Promise<JsonRpcResponse[]> {
    const result = await this.#pool.exchange(
      endpoint,
      () =>
        postJson(endpoint.url, body, {
          timeoutMs,
          maxResponseBytes: this.options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
        }),
      timeoutMs,
    );
    const invalid = (reason: string) => invalidAnswer(endpoint, reason);
    if (result.status === 429 || result.status >= 500) throw invalid(`HTTP status ${result.status}`);
    let parsed: unknown;
    try {
      parsed = parseRpcJson(result.body);
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
