import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@gangway/devnet',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
