// Anvil chains 1 and 137 (requested by the tests' app) and 10 (never requested, unknown to wallets at start) for the
// test file that loads this module, stopped after it: files run side by side, and some revert a chain to a snapshot
// or send from its dev accounts, which would pull the chain from under another file.
import { startChains } from '@gangway/devnet';
import { afterAll } from 'vitest';

const devnet = await startChains({ chainIds: [1, 137, 10], basePort: 'auto', deployContracts: false });
afterAll(() => devnet.stop());

export const testChains = devnet.chains;
