import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@gangway/protocol',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
