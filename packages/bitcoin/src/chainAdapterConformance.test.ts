/// <reference types="node" />
// @vitest-environment node
// The Bitcoin adapter against core's ChainAdapter conformance suite: a Wallet Standard test wallet, balances read from
// devnet's Esplora regtest server.
import { type BitcoinChain, startBitcoinChain } from '@gangway/devnet';
import { describeChainAdapterConformance } from '../../core/src/testing/chainAdapterConformance.ts';
import { bitcoinAdapter } from './bitcoinAdapter.ts';
import { createFakeStandardWallet } from './testing/fakeStandardWallet.ts';
import { bitcoinMainnet, regtestNetwork } from './testing/networks.ts';

// The Wallet Standard only needs a window that dispatches events.
(globalThis as { window?: EventTarget }).window ??= new EventTarget();

let chain: BitcoinChain;

describeChainAdapterConformance('bitcoinAdapter', {
  namespace: 'bip122',
  start: async () => {
    chain = await startBitcoinChain({ port: 'auto', mineDelayMs: 0, log: () => undefined });
    return () => chain.stop();
  },
  createAdapter: () => bitcoinAdapter(),
  networks: () => [regtestNetwork(chain.esploraUrl), bitcoinMainnet],
  installWallet: async () => {
    const fake = createFakeStandardWallet();
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
    valid: ['bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
    invalid: ['', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'],
  },
  sends: false,
});
