// Test helper (Node only, not in the testing barrel): what a host page's initial bundle holds of an adapter package.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';

const HOST_FILE = 'host.ts';

/**
 * Bundles a host file that imports `exportName` from `packageName` (in `packageDir`) and measures what its page loads
 * before any action runs: the entry and the chunks it imports statically, not the import() ones.
 */
export async function bundleHostEntry(options: {
  packageDir: string;
  packageName: string;
  exportName: string;
  coreExternal: boolean;
}) {
  const { packageDir, packageName, exportName } = options;
  const outdir = path.join(packageDir, '.entry-size');
  const result = await build({
    stdin: {
      contents: `import { ${exportName} } from '${packageName}';\nglobalThis.adapter = ${exportName};\n`,
      resolveDir: packageDir,
      sourcefile: HOST_FILE,
      loader: 'ts',
    },
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    write: false,
    metafile: true,
    outdir,
    external: options.coreExternal ? ['@gangway/core'] : [],
    logLevel: 'silent',
  });
  const outputs: Metafile['outputs'] = result.metafile.outputs;
  // The host file's output: import() targets are entry points of their own in the metafile, listed in no fixed order.
  const hostPath = path.join(packageDir, HOST_FILE);
  const entry = Object.keys(outputs).find((key) => {
    const entryPoint = outputs[key]?.entryPoint;
    return entryPoint !== undefined && path.resolve(entryPoint) === hostPath;
  });
  if (!entry) throw new Error('esbuild produced no entry output');
  // The initial load: the entry and every chunk it imports statically (not the import() ones).
  const initial = new Set<string>();
  const lazy = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const key = stack.pop()!;
    if (initial.has(key)) continue;
    initial.add(key);
    for (const imported of outputs[key]?.imports ?? []) {
      if (imported.external) continue;
      if (imported.kind === 'dynamic-import') lazy.add(imported.path);
      else stack.push(imported.path);
    }
  }
  const textOf = (key: string) =>
    result.outputFiles.find((file) => file.path === path.resolve(process.cwd(), key))?.text ?? '';
  const code = [...initial].map(textOf).join('\n');
  return {
    code,
    gzipBytes: gzipSync(code, { level: 9 }).length,
    inputs: [...initial].flatMap((key) => Object.keys(outputs[key]?.inputs ?? {})),
    lazyInputs: [...lazy].flatMap((key) => Object.keys(outputs[key]?.inputs ?? {})),
  };
}
