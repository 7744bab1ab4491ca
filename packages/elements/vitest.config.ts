import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@gangway/elements',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
