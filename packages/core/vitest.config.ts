import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@gangway/core',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Type tests (*.test-d.ts): the public types checked by tsc inside `vitest run`, so `npm test` runs them.
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
