import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@gangway/core',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Type tests (*.test-d.ts) are in this package's tsconfig, so `npm test`'s type stage (scripts/typecheck.sh)
    // checks them; running tsc again inside Vitest cost 80 s for nothing.
  },
});
