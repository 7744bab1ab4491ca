// The one place periodic jobs are scheduled: each job is one function, run at start and then every `everyMs`. A
// scale-out change (several instances on one PostgreSQL) takes a lease around `run` here, once for every job.

export interface PeriodicJob {
  /** Names the job in logs (and, later, its lease). */
  name: string;
  everyMs: number;
  /** Does one round; answers how many rows it removed or changed. */
  run(): Promise<number>;
}

/** Runs every job now and on its interval (a round still running is not started again); returns what stops them. */
export function schedulePeriodicJobs(
  jobs: readonly PeriodicJob[],
  onError: (job: PeriodicJob, error: unknown) => void,
): () => void {
  const timers = jobs.map((job) => {
    let running = false;
    const tick = () => {
      if (running) return;
      running = true;
      job
        .run()
        .catch((error: unknown) => onError(job, error))
        .finally(() => {
          running = false;
        });
    };
    tick();
    const timer = setInterval(tick, job.everyMs);
    timer.unref();
    return timer;
  });
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
