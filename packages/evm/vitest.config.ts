import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@gangway/evm',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
