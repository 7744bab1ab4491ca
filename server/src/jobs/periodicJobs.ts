// The one place periodic jobs are scheduled: each job is one function, run on one instance at a time — the holder of
// the job's lease (leases.ts) — as soon as it takes the lease and then every `everyMs`. With one instance (PGlite) it
// holds every lease: the job runs at start and on its interval.
import type { Leases } from './leases.ts';

export interface PeriodicJob {
  /** Names the job in logs and its lease (`job:<name>`). */
  name: string;
  everyMs: number;
  /** Does one round; answers how many rows it removed or changed. */
  run(): Promise<number>;
}

/** Runs every job on the instance that holds its lease (a round still running is not started again); returns what stops them. */
export function schedulePeriodicJobs(
  jobs: readonly PeriodicJob[],
  leases: Leases,
  onError: (job: PeriodicJob, error: unknown) => void,
): () => Promise<void> {
  const stops = jobs.map((job) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    const tick = () => {
      if (running) return;
      running = job
        .run()
        .then(
          () => undefined,
          (error: unknown) => onError(job, error),
        )
        .finally(() => {
          running = undefined;
        });
    };
    return leases.lead(`job:${job.name}`, {
      start() {
        tick();
        timer = setInterval(tick, job.everyMs);
        timer.unref();
      },
      async stop() {
        clearInterval(timer);
        await running;
      },
    });
  });
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
