// Builds every published package, packs it as npm would publish it (into .pack/tarballs), and checks each tarball
// with publint and @arethetypeswrong/cli (ESM-only profile). Prints each tarball's size and file count. `npm test`
// runs it, then e2e/outside installs the tarballs. `node scripts/pack.mjs packages/react` repacks only the folders
// named, keeping the other tarballs.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildPackage, PUBLISHED, publishManifest, ROOT } from './packages.mjs';

const OUT = join(ROOT, '.pack');
const STAGE = join(OUT, 'stage');
const TARBALLS = join(OUT, 'tarballs');
const bin = (name) => join(ROOT, 'node_modules/.bin', name);

const only = process.argv.slice(2);
for (const dir of only) if (!PUBLISHED.includes(dir)) throw new Error(`${dir} is not a published package`);
if (only.length === 0) rmSync(OUT, { recursive: true, force: true });
mkdirSync(TARBALLS, { recursive: true });
let failed = false;
const rows = [];

for (const dir of only.length > 0 ? only : PUBLISHED) {
  const started = performance.now();
  buildPackage(dir);
  const buildMs = performance.now() - started;
  const manifest = publishManifest(dir);
  // A staged copy holds exactly what is published: the manifest as published, its `files`, README and the LICENSE.
  const stage = join(STAGE, manifest.name.replace('/', '+'));
  rmSync(stage, { recursive: true, force: true });
  mkdirSync(stage, { recursive: true });
  writeFileSync(join(stage, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const file of [...manifest.files, 'README.md']) {
    const from = join(ROOT, dir, file);
    if (!existsSync(from)) throw new Error(`${dir} lacks ${file}`);
    cpSync(from, join(stage, file), { recursive: true });
  }
  cpSync(join(ROOT, 'LICENSE'), join(stage, 'LICENSE'));
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', TARBALLS], { cwd: stage, encoding: 'utf8' }),
  );
  const tarball = join(TARBALLS, packed.filename);
  rows.push({
    name: manifest.name,
    tarball,
    kB: statSync(tarball).size / 1024,
    files: packed.entryCount,
    buildMs,
  });
  for (const [tool, args] of [
    ['publint', ['run', stage, '--strict']],
    ['attw', [tarball, '--profile', 'esm-only', '--format', 'table-flipped']],
  ]) {
    try {
      execFileSync(bin(tool), args, { stdio: 'pipe', encoding: 'utf8' });
      console.log(`${manifest.name}: ${tool} passes`);
    } catch (error) {
      failed = true;
      console.error(`${manifest.name}: ${tool} fails\n${error.stdout}${error.stderr}`);
    }
  }
}

for (const row of rows)
  console.log(
    `${row.name.padEnd(20)} ${row.kB.toFixed(1).padStart(7)} kB  ${String(row.files).padStart(4)} files  build ${(row.buildMs / 1000).toFixed(1)} s  ${row.tarball.slice(ROOT.length + 1)}`,
  );
if (failed) process.exitCode = 1;
