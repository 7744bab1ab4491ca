// The demo against gangway-server as a cluster (specs-cluster/): its own stack, started once for these specs.
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

export default defineConfig({
  ...base,
  testDir: './specs-cluster',
  globalSetup: './support/clusterGlobalSetup.ts',
  outputDir: '../.test-results/playwright-cluster-artifacts',
  workers: 1,
  fullyParallel: false,
  timeout: 120_000,
});
