// One load scenario with autocannon. Latencies are taken from each response's own timing (autocannon's
// histogram keeps whole milliseconds, too coarse for sub-millisecond routes).
import autocannon from 'autocannon';

export interface Scenario {
  name: string;
  url: string;
  requests: { method?: string; path: string; body?: string; headers?: Record<string, string> }[];
  durationS: number;
  connections: number;
  /** Requests per second across all connections; omitted: as fast as the server answers. */
  rate?: number;
  /** When given, each request's path is taken from it (connections would otherwise walk `requests` in step). */
  nextPath?: () => string;
}

export interface ScenarioResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  failures: number;
}

export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export async function runScenario(scenario: Scenario): Promise<ScenarioResult> {
  const latencies: number[] = [];
  const instance = autocannon({
    url: scenario.url,
    connections: scenario.connections,
    duration: scenario.durationS,
    ...(scenario.rate ? { overallRate: scenario.rate } : {}),
    requests: scenario.requests.map((request) => ({
      method: request.method ?? 'GET',
      path: request.path,
      ...(scenario.nextPath
        ? {
            setupRequest: (sent: { path: string }) => ({ ...sent, path: scenario.nextPath?.() ?? sent.path }),
          }
        : {}),
      ...(request.body
        ? { body: request.body, headers: { 'content-type': 'application/json', ...request.headers } }
        : {}),
    })),
  });
  instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTimeMs);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    name: scenario.name,
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    total: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
