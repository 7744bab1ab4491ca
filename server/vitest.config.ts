import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'gangway-server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'frame/**/*.test.ts'],
    // One migrated PGlite template for every file (copying it takes ~0.1 s, creating one ~5 s) and, when
    // its binaries exist, one throwaway PostgreSQL cluster.
    globalSetup: ['test/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
