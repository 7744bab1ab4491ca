import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@gangway/bitcoin',
    environment: 'happy-dom',
    include: ['src/**/*.test.ts'],
  },
});
