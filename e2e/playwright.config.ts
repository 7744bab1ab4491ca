import { defineConfig } from '@playwright/test';

/** Debian's Chromium with the flags that keep it quiet on a closed network (INFRA.md). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './specs',
  globalSetup: './support/globalSetup.ts',
  outputDir: '../.test-results/playwright-artifacts',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    viewport: { width: 1280, height: 860 },
  },
});
