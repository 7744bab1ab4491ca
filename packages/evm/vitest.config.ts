import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@gangway/evm',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One set of anvil chains for every test file; files that write to a chain snapshot and revert it.
    globalSetup: ['src/test/startTestChains.ts'],
  },
});
