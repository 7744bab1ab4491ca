// Prints one closing line over every runner's results: "total: N passed, N failed, N skipped".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? '.test-results';
let passed = 0;
let failed = 0;
let skipped = 0;

const vitestFile = join(dir, 'vitest.json');
if (existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  if (report.numFailedTestSuites) failed += report.numFailedTestSuites;
}
// playwright.json, and playwright-cluster.json of the run against the cluster.
for (const playwrightFile of readdirSync(dir)
  .filter((name) => /^playwright.*\.json$/.test(name))
  .map((name) => join(dir, name))) {
  const { stats } = JSON.parse(readFileSync(playwrightFile, 'utf8'));
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats?.unexpected ?? 0;
  skipped += stats?.skipped ?? 0;
}
console.log(`total: ${passed} passed, ${failed} failed, ${skipped} skipped`);
