// The entry must stay small and free of @solana/kit: it loads with import() on the first action that needs it.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleHostEntry } from '../../core/src/testing/entrySize.ts';

const HOST = {
  packageDir: path.resolve(import.meta.dirname, '..'),
  packageName: '@gangway/solana',
  exportName: 'solanaAdapter',
};
/** Issue 7: each family's discovery shell is at most 2 KB gzip before the first click. */
const ENTRY_BUDGET_GZIP_BYTES = 2 * 1024;

/** Bundling the package with its chain libraries takes seconds on a loaded machine: a ceiling, not a timing. */
const BUNDLE_TIMEOUT_MS = 60_000;

describe('package entry', () => {
  it(
    'holds only the adapter shell and Wallet Standard discovery, within 2 KB gzip',
    async () => {
      const { gzipBytes, inputs, lazyInputs } = await bundleHostEntry({ ...HOST, coreExternal: true });
      console.info(`@gangway/solana entry (core external): ${gzipBytes} bytes gzip`);
      expect(inputs.filter((input) => /node_modules\/@solana\//.test(input))).toEqual([]);
      expect(inputs.some((input) => input.includes('runtime/createSolanaRuntime'))).toBe(false);
      expect(lazyInputs.some((input) => input.includes('node_modules/@solana/'))).toBe(true);
      expect(gzipBytes).toBeLessThanOrEqual(ENTRY_BUDGET_GZIP_BYTES);
    },
    BUNDLE_TIMEOUT_MS,
  );
});
