// Which modules the EVM-only page loads before the first click, largest first (rendered bytes, before gzip), by
// chunk: where to look when the byte budget is tight. With DUMP=<path suffix>, prints that module's rendered code
// to stderr. Run: npx tsx bench/widget/initialModules.ts [| head -40]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { PAGES_DIR } from './buildPages.ts';
import { BUDGET_ENV } from './initialBytes.ts';

type Row = { bytes: number; chunk: string; module: string };

function recordInitialModules(rows: Row[]): Plugin {
  return {
    name: 'gangway-initial-modules',
    generateBundle(_options, bundle) {
      const initial = new Set<string>();
      const visit = (name: string) => {
        if (initial.has(name)) return;
        initial.add(name);
        const chunk = bundle[name];
        if (chunk?.type === 'chunk') for (const imported of chunk.imports) visit(imported);
      };
      for (const output of Object.values(bundle))
        if (output.type === 'chunk' && output.isEntry) visit(output.fileName);
      for (const name of initial) {
        const chunk = bundle[name];
        if (chunk?.type !== 'chunk') continue;
        for (const [id, module] of Object.entries(chunk.modules)) {
          if (process.env.DUMP && id.endsWith(process.env.DUMP)) console.error(module.code);
          rows.push({
            bytes: module.renderedLength,
            chunk: name,
            module: id.replace(/.*\/(packages|node_modules)\//, '$1/'),
          });
        }
      }
    },
  };
}

const rows: Row[] = [];
const outDir = await mkdtemp(join(tmpdir(), 'gangway-modules-'));
try {
  Object.assign(process.env, BUDGET_ENV);
  await build({
    root: join(PAGES_DIR, 'gangway'),
    configFile: false,
    logLevel: 'silent',
    plugins: [react(), recordInitialModules(rows)],
    build: { outDir, emptyOutDir: true },
  });
} finally {
  await rm(outDir, { recursive: true, force: true });
}
for (const row of rows.sort((a, b) => b.bytes - a.bytes))
  console.log(`${String(row.bytes).padStart(7)}  ${row.chunk.padEnd(36)} ${row.module}`);
