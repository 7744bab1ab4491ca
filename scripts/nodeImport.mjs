// Installs the tarballs of scripts/pack.mjs into a fresh folder outside the workspace and import()s every entry of
// every package with plain Node (no TypeScript runner, no bundler), then runs `npx gangway-server help` there. Run
// after `node scripts/pack.mjs`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUBLISHED, publishManifest, ROOT } from './packages.mjs';

const tarballs = join(ROOT, '.pack/tarballs');
const app = join(tmpdir(), `gangway-node-import-${process.pid}`);
rmSync(app, { recursive: true, force: true });
mkdirSync(app, { recursive: true });
const manifests = PUBLISHED.map(publishManifest);
const files = readdirSync(tarballs);
const dependencies = Object.fromEntries(
  manifests.map((manifest) => {
    const file = files.find(
      (name) => name === `${manifest.name.replace('@', '').replace('/', '-')}-${manifest.version}.tgz`,
    );
    if (!file) throw new Error(`no tarball for ${manifest.name}: run node scripts/pack.mjs`);
    return [manifest.name, `file:${join(tarballs, file)}`];
  }),
);
writeFileSync(
  join(app, 'package.json'),
  JSON.stringify({ name: 'node-import', private: true, type: 'module', dependencies }),
);
try {
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: app,
    stdio: 'inherit',
  });
  const specifiers = manifests.flatMap((manifest) =>
    Object.keys(manifest.exports).map((key) =>
      key === '.' ? manifest.name : `${manifest.name}/${key.slice(2)}`,
    ),
  );
  const script = specifiers.map((specifier) => `await import('${specifier}');`).join('\n');
  execFileSync(
    process.execPath,
    ['--input-type=module', '-e', `${script}\nconsole.log('import() of ${specifiers.length} entries: ok');`],
    {
      cwd: app,
      stdio: 'inherit',
    },
  );
  // The command as the README runs it: npx finds the installed package's bin, compiled JavaScript.
  const usage = execFileSync('npx', ['--no-install', 'gangway-server', 'help'], {
    cwd: app,
    encoding: 'utf8',
  });
  if (!usage.startsWith('Usage: gangway-server'))
    throw new Error(`npx gangway-server help printed:\n${usage}`);
  console.log('npx gangway-server help: ok');
} finally {
  rmSync(app, { recursive: true, force: true });
}
