import type { DevnetChain } from '@gangway/devnet';
import { startChains } from '@gangway/devnet';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Anvil chains 1 and 137 (requested by the tests' app) and 10 (never requested, unknown to wallets at start). */
    evmTestChains: DevnetChain[];
  }
}

export default async function startTestChains(project: TestProject): Promise<() => Promise<void>> {
  const devnet = await startChains({ chainIds: [1, 137, 10], basePort: 'auto', deployContracts: false });
  project.provide('evmTestChains', devnet.chains);
  return () => devnet.stop();
}
