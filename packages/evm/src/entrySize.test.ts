// The entry must stay small and free of wagmi/viem: they load with import() on the first action that needs them.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

const PACKAGE_DIR = path.resolve(import.meta.dirname, '..');
const ENTRY_BUDGET_GZIP_BYTES = 3 * 1024;

/** Bundles a host file that imports evmAdapter and measures what its page loads before any action runs. */
async function bundleHostEntry(options: { coreExternal: boolean }) {
  const outdir = path.join(PACKAGE_DIR, '.entry-size');
  const result = await build({
    stdin: {
      contents: "import { evmAdapter } from '@gangway/evm';\nglobalThis.adapter = evmAdapter;\n",
      resolveDir: PACKAGE_DIR,
      sourcefile: 'host.ts',
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
  const entry = Object.keys(outputs).find((key) => outputs[key]?.entryPoint !== undefined);
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

describe('package entry', () => {
  it('holds only the adapter shell and discovery, within 3 KB gzip', async () => {
    const { gzipBytes, inputs, lazyInputs, code } = await bundleHostEntry({ coreExternal: true });
    console.info(`@gangway/evm entry (core external): ${gzipBytes} bytes gzip`);
    expect(inputs.filter((input) => /node_modules\/(viem|@wagmi|ox|abitype|@noble)\//.test(input))).toEqual(
      [],
    );
    expect(inputs.some((input) => input.includes('runtime/createEvmRuntime'))).toBe(false);
    expect(lazyInputs.some((input) => input.includes('node_modules/@wagmi/core'))).toBe(true);
    expect(lazyInputs.some((input) => input.includes('node_modules/viem'))).toBe(true);
    expect(code).toContain('eip6963:requestProvider');
    expect(gzipBytes).toBeLessThanOrEqual(ENTRY_BUDGET_GZIP_BYTES);
  });

  it('stays free of wagmi and viem with @gangway/core bundled too', async () => {
    const { gzipBytes, inputs } = await bundleHostEntry({ coreExternal: false });
    console.info(`@gangway/evm entry with the core modules it uses: ${gzipBytes} bytes gzip`);
    expect(inputs.filter((input) => /node_modules\//.test(input))).toEqual([]);
  });
});
