import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { PAGES_DIR } from './buildPages.ts';

Object.assign(process.env, { VITE_GANGWAY_PROJECT_ID: 'x', VITE_GANGWAY_API_URL: 'http://127.0.0.1:1', VITE_RPC_1: 'http://127.0.0.1:2', VITE_RPC_137: 'http://127.0.0.1:3' });
const rows: [number, string, string][] = [];
await build({
  root: join(PAGES_DIR, 'gangway'), configFile: false, logLevel: 'silent',
  plugins: [react(), { name: 'm', generateBundle(_o, bundle) {
    const initial = new Set<string>();
    const visit = (n: string) => { if (initial.has(n)) return; initial.add(n); const c = bundle[n]; if (c?.type === 'chunk') for (const i of c.imports) visit(i); };
    for (const o of Object.values(bundle)) if (o.type === 'chunk' && o.isEntry) visit(o.fileName);
    for (const n of initial) { const c = bundle[n]; if (c?.type !== 'chunk') continue; for (const [id, m] of Object.entries(c.modules)) { if (process.env.DUMP && id.endsWith(process.env.DUMP)) console.error(m.code); rows.push([m.renderedLength, n, id.replace(/.*\/(packages|node_modules)\//, '$1/')]); } }
  } }],
  build: { outDir: '/tmp/bytes/out', emptyOutDir: true },
});
rows.sort((a, b) => b[0] - a[0]);
for (const [len, chunk, id] of rows) if (!id.includes('node_modules/react')) console.log(String(len).padStart(7), chunk.padEnd(30), id);
