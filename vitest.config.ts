import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each project sets its own environment.
export default defineConfig({
  test: {
    projects: ['packages/*', 'server', 'devnet'],
  },
});
