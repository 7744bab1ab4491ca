// @vitest-environment node
// The Solana adapter against core's ChainAdapter conformance suite: a Wallet Standard test wallet, balances read from
// devnet's Solana chain (litesvm). Node, not happy-dom: @solana/kit's Node build needs Node's own AbortSignal.
import { defineNetwork } from '@gangway/core';
import { type SolanaDevnetChain, startSolanaChain } from '@gangway/devnet';
import { describeChainAdapterConformance } from '../../core/src/testing/chainAdapterConformance.ts';
import { solanaAdapter } from './solanaAdapter.ts';
import { createFakeStandardWallet } from './testing/fakeStandardWallet.ts';

// The Wallet Standard only needs a window that dispatches events.
(globalThis as { window?: EventTarget }).window ??= new EventTarget();

let chain: SolanaDevnetChain;
const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 };

describeChainAdapterConformance('solanaAdapter', {
  namespace: 'solana',
  start: async () => {
    chain = await startSolanaChain({ port: 'auto', slotIntervalMs: 0 });
    return () => chain.stop();
  },
  createAdapter: () => solanaAdapter(),
  networks: () => [
    defineNetwork({
      chainNamespace: 'solana',
      id: chain.caipNetworkId.slice('solana:'.length),
      name: 'Solana (devnet)',
      nativeCurrency: SOL,
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
  ],
  installWallet: async () => {
    const fake = await createFakeStandardWallet();
    return {
      name: fake.wallet.name,
      refuse: () => {
        fake.behaviour.connect = 'reject';
        fake.behaviour.sign = 'reject';
      },
      remove: fake.unregister,
    };
  },
  addresses: {
    valid: ['9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', '11111111111111111111111111111111'],
    invalid: ['', 'z'.repeat(44), '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'],
  },
  sends: true,
});
