// The entry must stay small and free of wagmi/viem: they load with import() on the first action that needs them.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleHostEntry } from '../../core/src/testing/entrySize.ts';

const HOST = {
  packageDir: path.resolve(import.meta.dirname, '..'),
  packageName: '@gangway/evm',
  exportName: 'evmAdapter',
};
const ENTRY_BUDGET_GZIP_BYTES = 3 * 1024;

/** Bundling the package with its chain libraries takes seconds on a loaded machine: a ceiling, not a timing. */
const BUNDLE_TIMEOUT_MS = 60_000;

describe('package entry', () => {
  it(
    'holds only the adapter shell and discovery, within 3 KB gzip',
    async () => {
      const { gzipBytes, inputs, lazyInputs, code } = await bundleHostEntry({ ...HOST, coreExternal: true });
      console.info(`@gangway/evm entry (core external): ${gzipBytes} bytes gzip`);
      expect(inputs.filter((input) => /node_modules\/(viem|@wagmi|ox|abitype|@noble)\//.test(input))).toEqual(
        [],
      );
      expect(inputs.some((input) => input.includes('runtime/createEvmRuntime'))).toBe(false);
      expect(lazyInputs.some((input) => input.includes('node_modules/@wagmi/core'))).toBe(true);
      expect(lazyInputs.some((input) => input.includes('node_modules/viem'))).toBe(true);
      expect(code).toContain('eip6963:requestProvider');
      expect(gzipBytes).toBeLessThanOrEqual(ENTRY_BUDGET_GZIP_BYTES);
    },
    BUNDLE_TIMEOUT_MS,
  );

  it(
    'stays free of wagmi and viem with @gangway/core bundled too',
    async () => {
      const { gzipBytes, inputs } = await bundleHostEntry({ ...HOST, coreExternal: false });
      console.info(`@gangway/evm entry with the core modules it uses: ${gzipBytes} bytes gzip`);
      expect(inputs.filter((input) => /node_modules\//.test(input))).toEqual([]);
      // WalletConnect (core's session, sign-client) is reached only through loadWalletConnect(), an import() in
      // @gangway/core/internal.
      expect(
        inputs.filter((input) => /core\/src\/walletConnect\/(?!WalletConnectOptions)/.test(input)),
      ).toEqual([]);
    },
    BUNDLE_TIMEOUT_MS,
  );
});
