import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each project sets its own environment.
export default defineConfig({
  test: {
    projects: ['packages/*', 'server', 'devnet'],
    // Vitest's default, one worker fewer than the cores, is a single worker on the 2-core machines the suite runs on:
    // every file ran alone, most of them waiting on a database, a chain or a child process. Files make their own
    // databases, chains and servers on ports the OS picks (evm's shared chains take its files one at a time).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
