import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each project sets its own environment.
// Vitest's default worker count (one fewer than the cores) stays: on the 2-core machines the suite runs on, two files
// at a time — each driving chains, a bundler and a database — pushed a bundler call past its client's 10 s timeout
// (sessionKeys.integration, 1 failure in 2 full runs), and the suite's time limit has room for one at a time.
export default defineConfig({
  test: {
    projects: ['packages/*', 'server', 'devnet'],
  },
});
