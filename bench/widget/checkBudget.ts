// The byte budget as a check (`npm test` runs it): the EVM-only Gangway page may load at most
// INITIAL_BYTES_BUDGET_KB of JS+CSS gzip before the first click beyond what a bare React page loads. Sizes only,
// never times. Run: npx tsx bench/widget/checkBudget.ts
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUDGET_ENV as ENV, INITIAL_BYTES_BUDGET_KB, initialGzipBytes } from './initialBytes.ts';

const dir = await mkdtemp(join(tmpdir(), 'gangway-budget-'));
try {
  const bare = await initialGzipBytes('bare', join(dir, 'bare'), ENV);
  const gangway = await initialGzipBytes('gangway', join(dir, 'gangway'), ENV);
  const overKb = (gangway - bare) / 1024;
  const line = `bytes before the first click: ${gangway} B gzip, ${overKb.toFixed(2)} KB over bare React (budget ${INITIAL_BYTES_BUDGET_KB})`;
  if (overKb > INITIAL_BYTES_BUDGET_KB) {
    console.error(`${line}: over budget`);
    process.exitCode = 1;
  } else {
    console.log(line);
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
