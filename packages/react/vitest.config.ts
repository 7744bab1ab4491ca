import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    // Core's test helpers are not exported by the package; the tests reach them by this alias only.
    alias: {
      '@gangway/core/testing': fileURLToPath(new URL('../core/src/testing/index.ts', import.meta.url)),
    },
  },
  test: {
    name: '@gangway/react',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    // Type tests (*.test-d.ts) are in this package's tsconfig, so `npm test`'s type stage (scripts/typecheck.sh)
    // checks them; running tsc again inside Vitest cost 80 s for nothing.
  },
});
