// The outside apps in a browser: run after prepareApps.ts (scripts/outsideApps.sh runs both).
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@gangway/devnet';
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './globalSetup.ts',
  outputDir: '../../.test-results/playwright-outside',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    viewport: { width: 1280, height: 860 },
  },
});
