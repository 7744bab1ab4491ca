import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each project sets its own environment.
export default defineConfig({
  test: {
    projects: ['packages/*', 'server', 'devnet'],
    // Vitest's default, one worker fewer than the cores, is a single worker on the 2-core machines the suite runs on:
    // every file ran alone, most of them waiting on a database, a chain or a child process. Files make their own
    // databases, chains and servers on ports the OS picks. The devnet bundler answers eth_sendUserOperation once the
    // operation is validated and mines it after, as bundlers do: a client's request no longer waits for a block
    // (under two workers that wait once passed viem's 10 s request timeout in sessionKeys.integration).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
