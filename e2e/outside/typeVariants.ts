// The shipped .d.ts under the app's own TypeScript and its generated tsconfig, then with skipLibCheck off and strict
// and noUncheckedIndexedAccess each on and off (tsconfigs that extend the generated one). An error in the app or
// in a Gangway package fails; one inside another library's declarations is that library's and only reported.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { appDir, type OutsideApp } from './outsideApps.ts';

interface Variant {
  strict: boolean;
  noUncheckedIndexedAccess: boolean;
}

const VARIANTS: readonly Variant[] = [
  { strict: false, noUncheckedIndexedAccess: false },
  { strict: false, noUncheckedIndexedAccess: true },
  { strict: true, noUncheckedIndexedAccess: false },
  { strict: true, noUncheckedIndexedAccess: true },
];

const ERROR_LINE = /^(.+?)\(\d+,\d+\): error TS\d+/;

function typeCheck(dir: string, project: string): string[] {
  try {
    execFileSync('npx', ['tsc', '-p', project, '--noEmit', '--pretty', 'false'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return [];
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    const lines = `${stdout}${stderr}`.split('\n').filter((line) => line.trim() !== '');
    if (!lines.some((line) => ERROR_LINE.test(line)))
      throw new Error(`tsc -p ${project} failed:\n${lines.join('\n')}`);
    return lines.filter((line) => ERROR_LINE.test(line));
  }
}

const isOurs = (file: string) => !file.includes('node_modules/') || file.includes('node_modules/@gangway/');

export function checkTypes(app: OutsideApp): void {
  const dir = appDir(app);
  const base = app.kind === 'vite' ? './tsconfig.app.json' : './tsconfig.json';
  const failures: string[] = [];
  // The Next.js template is strict; strict off is covered by the Vite apps' TypeScript 7 (5.9 is slower).
  for (const variant of app.kind === 'next' ? VARIANTS.filter(({ strict }) => strict) : VARIANTS) {
    const project = `tsconfig.gangway-strict-${variant.strict}-nuia-${variant.noUncheckedIndexedAccess}.json`;
    writeFileSync(
      join(dir, project),
      `${JSON.stringify({
        extends: base,
        compilerOptions: { ...variant, skipLibCheck: false, incremental: false, tsBuildInfoFile: null },
      })}\n`,
    );
    const errors = typeCheck(dir, project);
    const ours = errors.filter((line) => isOurs(line.match(ERROR_LINE)?.[1] ?? ''));
    const label = `${app.name}: tsc, skipLibCheck off, strict ${variant.strict ? 'on' : 'off'}, noUncheckedIndexedAccess ${variant.noUncheckedIndexedAccess ? 'on' : 'off'}`;
    const others = errors.length - ours.length;
    console.log(
      `${label}: ${ours.length === 0 ? 'passes' : `${ours.length} errors`}${others ? ` (${others} inside other libraries' declarations)` : ''}`,
    );
    failures.push(...ours);
  }
  if (failures.length > 0)
    throw new Error(`${app.name}: type errors in the app or the Gangway packages:\n${failures.join('\n')}`);
}
