import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@gangway/react',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
  },
});
