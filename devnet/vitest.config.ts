import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@gangway/devnet',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Files start chains and child processes; beside another worker a start takes seconds (as in the server's tests).
    testTimeout: 30_000,
  },
});
