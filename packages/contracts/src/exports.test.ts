// The package's public surface, decided once: adding or removing an export is a change to this snapshot.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportSurface, starExports } from '../../protocol/src/testing/exportSurface.ts';

const PACKAGE_DIR = path.resolve(import.meta.dirname, '..');

describe('package exports', () => {
  it('names every export (no export *) and matches the snapshot', async () => {
    expect(starExports(PACKAGE_DIR)).toEqual([]);
    await expect(exportSurface(PACKAGE_DIR)).toMatchFileSnapshot('./__snapshots__/exports.txt');
  });
});
