import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@gangway/core',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
