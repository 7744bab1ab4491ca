// The published packages: which workspaces they are, how each builds to dist/, and how its publish manifest is made.
// In the workspace every package.json `exports` points at src/ (so tests, Vite and tsx always run the sources and a
// build can never be stale); the published manifest takes `publishConfig.exports` (and `bin`) instead.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');

/** Dependencies first: a package's declarations are built after those of the packages it imports. */
export const PUBLISHED = [
  'packages/protocol',
  'packages/contracts',
  'packages/core',
  'packages/evm',
  'packages/solana',
  'packages/bitcoin',
  'packages/react',
  'packages/elements',
  'server',
];

export const readManifest = (dir) => JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8'));

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

// tsc rewrites `./x.ts` to `./x.js` in the JavaScript it emits (rewriteRelativeImportExtensions) but keeps `.ts` in
// declarations; a consumer's resolver then looks for a .ts file the package does not ship.
const RELATIVE_TS_SPECIFIER = /((?:from|import)\s*\(?\s*['"])(\.{1,2}\/[^'"]+?)\.tsx?(['"])/g;

function rewriteDeclarationSpecifiers(distDir) {
  for (const file of filesUnder(distDir)) {
    if (!file.endsWith('.d.ts')) continue;
    const text = readFileSync(file, 'utf8');
    const rewritten = text.replace(RELATIVE_TS_SPECIFIER, '$1$2.js$3');
    if (rewritten !== text) writeFileSync(file, rewritten);
  }
}

/** Builds one package into its dist/: JavaScript (ES modules, automatic JSX runtime), .d.ts and source maps. */
export function buildPackage(dir) {
  const packageDir = join(ROOT, dir);
  const distDir = join(packageDir, 'dist');
  rmSync(distDir, { recursive: true, force: true });
  execFileSync(join(ROOT, 'node_modules/.bin/tsc'), ['-p', join(packageDir, 'tsconfig.build.json')], {
    stdio: 'inherit',
  });
  rewriteDeclarationSpecifiers(distDir);
  const build = readManifest(dir).scripts?.['build:assets'];
  if (build) execFileSync('npm', ['run', '--silent', 'build:assets'], { cwd: packageDir, stdio: 'inherit' });
}

/** The manifest as published: dist entries, no workspace-only fields. */
export function publishManifest(dir) {
  const { publishConfig = {}, scripts: _scripts, devDependencies: _dev, ...manifest } = readManifest(dir);
  const { exports, bin, types, ...npmConfig } = publishConfig;
  return {
    ...manifest,
    ...(types ? { types } : {}),
    exports,
    ...(bin ? { bin } : {}),
    ...(Object.keys(npmConfig).length > 0 ? { publishConfig: npmConfig } : {}),
  };
}
