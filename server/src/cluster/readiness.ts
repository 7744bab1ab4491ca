// What /readyz reports: whether this instance should get traffic. Not ready while it stops (a load balancer moves on
// first) or when the database or Redis does not answer. Upstreams (each chain's RPC or Esplora endpoints) are
// reported too, but do not make the instance unready: they are the same for every instance, and taking them all out
// of the load balancer for a chain's outage would take every other route down with it.
import type { CaipNetworkId } from '@gangway/protocol';
import { sql } from 'kysely';
import type { GangwayDatabase } from '../db/openDatabase.ts';
import type { HttpEsploraUpstream } from '../upstreams/esplora/HttpEsploraUpstream.ts';
import { type RpcUpstream, rpcCall } from '../upstreams/rpc/RpcUpstream.ts';
import type { DependencyCheck } from './sharedState.ts';

/** Upstreams are asked at most this often, whatever the probes' rate. */
const UPSTREAM_CHECK_MS = 10_000;
const DATABASE_TIMEOUT_MS = 2_000;

export interface ReadinessReport {
  ready: boolean;
  status: 'ready' | 'stopping' | 'unavailable';
  instance: string;
  /** The singleton work this instance holds the lease of. */
  leases: string[];
  checks: DependencyCheck[];
  upstreams: DependencyCheck[];
}

export interface ReadinessSources {
  instanceId: string;
  database: GangwayDatabase;
  sharedChecks(): Promise<DependencyCheck[]>;
  leases(): string[];
  rpc: RpcUpstream;
  esplora: HttpEsploraUpstream;
}

export class Readiness {
  #stopping = false;
  #upstreams: { at: number; checks: Promise<DependencyCheck[]> } | undefined;

  constructor(private readonly sources: ReadinessSources) {}

  /** From now on /readyz answers 503: the instance is stopping. */
  stopping(): void {
    this.#stopping = true;
  }

  get isStopping(): boolean {
    return this.#stopping;
  }

  async report(): Promise<ReadinessReport> {
    const [database, shared, upstreams] = await Promise.all([
      this.#database(),
      this.sources.sharedChecks(),
      this.#upstreamChecks(),
    ]);
    const checks = [database, ...shared];
    const healthy = checks.every((check) => check.ok);
    return {
      ready: healthy && !this.#stopping,
      status: this.#stopping ? 'stopping' : healthy ? 'ready' : 'unavailable',
      instance: this.sources.instanceId,
      leases: this.sources.leases(),
      checks,
      upstreams,
    };
  }

  async #database(): Promise<DependencyCheck> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        sql`select 1`.execute(this.sources.database.db),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no answer in ${DATABASE_TIMEOUT_MS} ms`)),
            DATABASE_TIMEOUT_MS,
          );
        }),
      ]);
      return { name: `database (${this.sources.database.kind})`, ok: true };
    } catch (error) {
      return {
        name: `database (${this.sources.database.kind})`,
        ok: false,
        detail: (error as Error).message,
      };
    } finally {
      clearTimeout(timer);
    }
  }

  #upstreamChecks(): Promise<DependencyCheck[]> {
    const now = Date.now();
    if (this.#upstreams && now - this.#upstreams.at < UPSTREAM_CHECK_MS) return this.#upstreams.checks;
    const { rpc, esplora } = this.sources;
    const checks = Promise.all([
      ...rpc.chains.map((chainId) => probe(chainId, () => rpcCall(rpc, chainId, methodFor(chainId), []))),
      ...esplora.chains.map((chainId) =>
        probe(chainId, () =>
          esplora.get(chainId, 'blocks/tip/height', { json: false, pattern: /^\d{1,10}$/ }),
        ),
      ),
    ]);
    this.#upstreams = { at: now, checks };
    return checks;
  }
}

const methodFor = (chainId: CaipNetworkId) => (chainId.startsWith('solana:') ? 'getSlot' : 'eth_blockNumber');

async function probe(chainId: CaipNetworkId, ask: () => Promise<unknown>): Promise<DependencyCheck> {
  try {
    await ask();
    return { name: chainId, ok: true };
  } catch (error) {
    return { name: chainId, ok: false, detail: (error as Error).message };
  }
}
