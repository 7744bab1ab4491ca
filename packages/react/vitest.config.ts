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
    // Type tests (*.test-d.ts): the public types checked by tsc inside `vitest run`, so `npm test` runs them.
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
