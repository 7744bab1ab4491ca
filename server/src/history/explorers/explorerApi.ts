// GET requests to an explorer API (Etherscan-compatible or Blockscout) with the upstreams' deadline, size cap
// and error answers: a timeout is a 504, an HTTP error, non-JSON or JSON of another shape a 502 naming the API
// (never its URL, which may hold a key).
import type { CaipNetworkId } from '@gangway/protocol';
import * as z from 'zod/mini';
import { FallbackEndpoints, invalidAnswer } from '../../upstreams/FallbackEndpoints.ts';
import { getText } from '../../upstreams/httpRequest.ts';

export interface ExplorerApiOptions {
  chainId: CaipNetworkId;
  /** "Etherscan", "Blockscout": names the API in messages. */
  kind: string;
  url: string;
  timeoutMs: number;
  maxResponseBytes: number;
}

export class ExplorerApi {
  readonly #pool: FallbackEndpoints;

  constructor(private readonly options: ExplorerApiOptions) {
    this.#pool = new FallbackEndpoints({
      kind: `${options.kind} API`,
      endpoints: { [options.chainId]: [options.url] },
      timeoutMs: options.timeoutMs,
      cooldownMs: 0,
    });
  }

  /**
   * GETs the API's URL changed by `locate` (path and query added to the configured one) and parses the answer
   * with `schema`; `check` may refuse a well-formed answer with a reason (an API's error envelope).
   */
  get<T>(
    locate: (url: URL) => void,
    schema: z.ZodMiniType<T>,
    check: (answer: T) => string | null = () => null,
  ): Promise<T> {
    const { chainId, timeoutMs, maxResponseBytes } = this.options;
    return this.#pool.run(chainId, async (endpoint) => {
      const url = new URL(endpoint.url);
      locate(url);
      const result = await this.#pool.exchange(endpoint, () => getText(url, { timeoutMs, maxResponseBytes }));
      if (result.status !== 200) throw invalidAnswer(endpoint, `HTTP status ${result.status}`);
      let json: unknown;
      try {
        json = JSON.parse(result.body);
      } catch {
        throw invalidAnswer(endpoint, 'not JSON');
      }
      const parsed = z.safeParse(schema, json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue ? ` (${issue.path.join('.') || 'the answer'}: ${issue.message})` : '';
        throw invalidAnswer(endpoint, `not the JSON this API answers${where}`);
      }
      const refused = check(parsed.data);
      if (refused !== null) throw invalidAnswer(endpoint, refused);
      return parsed.data;
    });
  }
}
