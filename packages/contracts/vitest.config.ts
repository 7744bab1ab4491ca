import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@gangway/contracts',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
