// Per chain an ordered list of upstream endpoints: a failing, slow or garbled endpoint hands the request to the
// next one, and is tried last for a while afterwards. Shared by the JSON-RPC and Esplora upstreams.
import { type CaipNetworkId, ERROR_MESSAGES } from '@gangway/protocol';
import { upstreamFailed, upstreamTimedOut } from '../errors/ApiError.ts';
import { type HttpResult, RequestTimeoutError, ResponseTooLargeError } from './httpRequest.ts';

export interface FallbackOptions {
  /** Names the endpoints in messages: "RPC", "Esplora". */
  kind: string;
  /** Endpoints per chain, in fallback order. */
  endpoints: Readonly<Record<string, readonly string[]>>;
  /** Per attempt (core's RPC_TIMEOUT_MS in production). */
  timeoutMs: number;
  /** How long a failed endpoint is tried after the healthy ones. */
  cooldownMs?: number;
  /** Told about each failed attempt (the server logs it with the endpoint's origin, never its path or key). */
  onAttemptFailed?: (failure: { chainId: CaipNetworkId; endpoint: string; reason: string }) => void;
}

export interface Endpoint {
  url: URL;
  /** "RPC endpoint 2 of eip155:1": messages name endpoints by position, since URLs may hold API keys. */
  source: string;
  position: number;
  unhealthyUntil: number;
}

/** One endpoint failed; the next one is tried. */
export class AttemptError extends Error {
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

export class FallbackEndpoints {
  readonly chains: readonly CaipNetworkId[];
  readonly #endpoints = new Map<string, Endpoint[]>();

  constructor(private readonly options: FallbackOptions) {
    for (const [chainId, urls] of Object.entries(options.endpoints)) {
      if (urls.length === 0) continue;
      this.#endpoints.set(
        chainId,
        urls.map((url, index) => ({
          url: new URL(url),
          source: `${options.kind} endpoint ${index + 1} of ${chainId}`,
          position: index + 1,
          unhealthyUntil: 0,
        })),
      );
    }
    this.chains = [...this.#endpoints.keys()] as CaipNetworkId[];
  }

  supports(chainId: string): chainId is CaipNetworkId {
    return this.#endpoints.has(chainId);
  }

  /**
   * Runs `attempt` on each endpoint in turn until one succeeds; an AttemptError moves on to the next. Each attempt
   * gets the endpoint timeout, or what is left of `deadlineMs` (the whole run's, e.g. a proxied call's) when less.
   */
  async run<T>(
    chainId: CaipNetworkId,
    attempt: (endpoint: Endpoint, timeoutMs: number) => Promise<T>,
    deadlineMs?: number,
  ): Promise<T> {
    const { kind } = this.options;
    const endpoints = this.#endpoints.get(chainId);
    if (!endpoints) throw upstreamFailed(`This server has no ${kind} endpoints for ${chainId}`);
    const now = Date.now();
    const deadline = deadlineMs === undefined ? Number.POSITIVE_INFINITY : now + deadlineMs;
    const ordered = [...endpoints].sort(
      (a, b) => Number(a.unhealthyUntil > now) - Number(b.unhealthyUntil > now) || a.position - b.position,
    );
    const failures: AttemptError[] = [];
    for (const endpoint of ordered) {
      const timeoutMs = Math.min(this.options.timeoutMs, deadline - Date.now());
      if (timeoutMs <= 0) break;
      try {
        const answer = await attempt(endpoint, timeoutMs);
        endpoint.unhealthyUntil = 0;
        return answer;
      } catch (error) {
        if (error instanceof TooLargeError) throw upstreamFailed(error.message);
        const failure = error instanceof AttemptError ? error : new AttemptError(String(error));
        failures.push(failure);
        // A call cut short by its own deadline is a slow call, not a failing endpoint.
        if (failure.timedOut && timeoutMs < this.options.timeoutMs) break;
        endpoint.unhealthyUntil = Date.now() + (this.options.cooldownMs ?? DEFAULT_COOLDOWN_MS);
        this.options.onAttemptFailed?.({ chainId, endpoint: endpoint.url.origin, reason: failure.message });
      }
    }
    if (failures.every((failure) => failure.timedOut)) {
      throw upstreamTimedOut(
        ERROR_MESSAGES.REQUEST_TIMEOUT({
          source: `Every ${kind} endpoint of ${chainId}`,
          ms: Math.min(this.options.timeoutMs, deadlineMs ?? Number.POSITIVE_INFINITY),
        }),
      );
    }
    const summary = failures.map((failure) => failure.message).join('; ');
    throw upstreamFailed(`Every ${kind} endpoint of ${chainId} failed: ${summary}`);
  }

  /** One HTTP exchange with an endpoint, its transport failures turned into AttemptErrors. */
  async exchange(
    endpoint: Endpoint,
    send: () => Promise<HttpResult>,
    timeoutMs = this.options.timeoutMs,
  ): Promise<HttpResult> {
    try {
      return await send();
    } catch (error) {
      if (error instanceof ResponseTooLargeError)
        throw new TooLargeError(invalidAnswer(endpoint, error.message).message);
      if (error instanceof RequestTimeoutError) {
        throw new AttemptError(
          ERROR_MESSAGES.REQUEST_TIMEOUT({ source: endpoint.source, ms: timeoutMs }),
          true,
        );
      }
      const code = (error as NodeJS.ErrnoException).code;
      throw new AttemptError(`${endpoint.source} is unreachable (${code ?? (error as Error).message})`);
    }
  }
}

/** The endpoint answered, but not something usable: the next one is tried. */
export function invalidAnswer(endpoint: Endpoint, reason: string): AttemptError {
  return new AttemptError(ERROR_MESSAGES.INVALID_RESPONSE({ source: endpoint.source, reason }));
}
