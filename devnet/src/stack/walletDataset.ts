import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real wallet directory dataset of this workplace (579 wallets with icons), beside the repository in
 * ../shared/data/wallets. It is read from there, never copied in. GANGWAY_WALLET_DATASET overrides the path.
 */
export function walletDatasetPath(): string | undefined {
  const override = process.env.GANGWAY_WALLET_DATASET;
  if (override) return existsSync(override) ? override : undefined;
  const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
  const shared = resolve(repoRoot, '../shared/data/wallets/wallets.json');
  return existsSync(shared) ? shared : undefined;
}
