// Test helper (Node only, not in the testing barrel): what a host page's initial bundle holds of an adapter package.
// Bundled with Rolldown, the bundler of Vite (bench/widget measures pages with it too): esbuild's code splitting puts a
// barrel that both the initial graph and an import() reach into one shared chunk with everything it re-exports.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type OutputChunk, rolldown } from 'rolldown';

const HOST_ID = '\0gangway-host.ts';

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
  const bundle = await rolldown({
    input: HOST_ID,
    cwd: packageDir,
    logLevel: 'silent',
    external: options.coreExternal ? /^@gangway\/(core|protocol)(\/|$)/ : [],
    plugins: [
      {
        name: 'gangway-host',
        resolveId: (id) => (id === HOST_ID ? id : null),
        load: (id) =>
          id === HOST_ID
            ? `import { ${exportName} } from '${packageName}';\nglobalThis.adapter = ${exportName};\n`
            : null,
      },
    ],
  });
  const { output } = await bundle.generate({ format: 'esm', minify: true });
  await bundle.close();
  const chunks = new Map(
    output
      .filter((file): file is OutputChunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('rolldown produced no entry chunk');
  // The initial load: the entry and every chunk it imports statically (not the import() ones).
  const initial = new Set<OutputChunk>();
  const lazy = new Set<OutputChunk>();
  const stack = [entry];
  while (stack.length > 0) {
    const chunk = stack.pop()!;
    if (initial.has(chunk)) continue;
    initial.add(chunk);
    for (const name of chunk.imports) if (chunks.has(name)) stack.push(chunks.get(name)!);
    for (const name of chunk.dynamicImports) if (chunks.has(name)) lazy.add(chunks.get(name)!);
  }
  // What import() loads: those chunks and the chunks they import statically, less what the page already has.
  const lazyStack = [...lazy];
  while (lazyStack.length > 0) {
    const chunk = lazyStack.pop()!;
    for (const name of chunk.imports) {
      const imported = chunks.get(name);
      if (!imported || lazy.has(imported)) continue;
      lazy.add(imported);
      lazyStack.push(imported);
    }
  }
  for (const chunk of initial) lazy.delete(chunk);
  const moduleIds = (set: Set<OutputChunk>) =>
    [...set].flatMap((chunk) => chunk.moduleIds.map((id) => path.relative(process.cwd(), id)));
  const code = [...initial].map((chunk) => chunk.code).join('\n');
  return {
    code,
    gzipBytes: gzipSync(code, { level: 9 }).length,
    inputs: moduleIds(initial),
    lazyInputs: moduleIds(lazy),
  };
}
