import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@gangway/solana',
    environment: 'happy-dom',
    include: ['src/**/*.test.ts'],
  },
});
