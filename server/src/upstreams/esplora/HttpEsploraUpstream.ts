// Esplora REST APIs (Blockstream / mempool.space shape) per bip122 chain, GET only, with fallback between a
// chain's endpoints (FallbackEndpoints). An Esplora's own 4xx ("Invalid Bitcoin address", "Transaction not
// found") is an answer, not a failure; 429, 5xx, and 200s that are not what the path answers fall over.
import type { CaipNetworkId } from '@gangway/protocol';
import {
  type Endpoint,
  FallbackEndpoints,
  type FallbackOptions,
  invalidAnswer,
} from '../FallbackEndpoints.ts';
import { getText } from '../httpRequest.ts';
import { DEFAULT_MAX_RESPONSE_BYTES } from '../rpc/HttpRpcUpstream.ts';

export type EsploraUpstreamOptions = Omit<FallbackOptions, 'kind'> & { maxResponseBytes?: number };

export interface EsploraAnswer {
  status: number;
  body: string;
  /** JSON for JSON answers, plain text for heights, hashes, hex and error texts (as Esplora sends them). */
  json: boolean;
}

/** What a 200 answer of a path must look like; anything else counts as garbage. */
export type EsploraAnswerCheck =
  | { json: true; valid?: (parsed: unknown) => boolean }
  | { json: false; pattern: RegExp };

/** Error texts are passed on at most this long. */
const MAX_ERROR_TEXT = 500;

export class HttpEsploraUpstream {
  readonly chains: readonly CaipNetworkId[];
  readonly #pool: FallbackEndpoints;

  constructor(private readonly options: EsploraUpstreamOptions) {
    this.#pool = new FallbackEndpoints({ ...options, kind: 'Esplora' });
    this.chains = this.#pool.chains;
  }

  supports(chainId: string): chainId is CaipNetworkId {
    return this.#pool.supports(chainId);
  }

  /** GET `path` (no leading slash, already validated) of the chain's Esplora, within `deadlineMs` when given. */
  get(
    chainId: CaipNetworkId,
    path: string,
    check: EsploraAnswerCheck,
    deadlineMs?: number,
  ): Promise<EsploraAnswer> {
    return this.#pool.run(
      chainId,
      (endpoint, timeoutMs) => this.#attempt(endpoint, path, check, timeoutMs),
      deadlineMs,
    );
  }

  async #attempt(
    endpoint: Endpoint,
    path: string,
    check: EsploraAnswerCheck,
    timeoutMs: number,
  ): Promise<EsploraAnswer> {
    // The path goes after the base's own path and before its query (which may hold an API key).
    const url = new URL(endpoint.url);
    url.pathname = `${url.pathname.replace(/\/+$/, '')}/${path}`;
    const result = await this.#pool.exchange(
      endpoint,
      () =>
        getText(url, {
          timeoutMs,
          maxResponseBytes: this.options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
        }),
      timeoutMs,
    );
    const invalid = (reason: string) => invalidAnswer(endpoint, reason);
    if (result.status >= 400 && result.status < 500 && result.status !== 429) {
      return { status: result.status, body: result.body.trim().slice(0, MAX_ERROR_TEXT), json: false };
    }
    if (result.status !== 200) throw invalid(`HTTP status ${result.status}`);
    if (!check.json) {
      const text = result.body.trim();
      if (!check.pattern.test(text)) throw invalid('not the text this path answers');
      return { status: 200, body: text, json: false };
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(result.body);
    } catch {
      throw invalid('not JSON');
    }
    if (check.valid && !check.valid(parsed)) throw invalid('not the JSON this path answers');
    return { status: 200, body: result.body, json: true };
  }
}
