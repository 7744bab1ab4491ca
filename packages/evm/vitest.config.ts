import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@gangway/evm',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One set of anvil chains for every test file, whose dev accounts several files send from: one file at a time.
    globalSetup: ['src/test/startTestChains.ts'],
    fileParallelism: false,
  },
});
