// @vitest-environment happy-dom
// The EVM adapter against core's ChainAdapter conformance suite: the Gangway Dev Wallet over EIP-6963, on devnet's
// anvil chains.
import { describeChainAdapterConformance } from '../../core/src/testing/chainAdapterConformance.ts';
import { evmAdapter } from './evmAdapter.ts';
import { cleanupWallets, createTestWallet, networkOf, testChain } from './test/harness.ts';

describeChainAdapterConformance('evmAdapter', {
  namespace: 'eip155',
  createAdapter: () => evmAdapter(),
  networks: () => [networkOf(testChain(1)), networkOf(testChain(137))],
  installWallet: async () => {
    const wallet = createTestWallet();
    return {
      name: wallet.info.name,
      refuse: () => {
        wallet.answer.approve = false;
      },
      // The harness removes every wallet it announced; each test's wallets are its own.
      remove: cleanupWallets,
    };
  },
  addresses: {
    valid: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'],
    invalid: [
      '',
      '0x1234',
      '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
      'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
    ],
  },
  sends: true,
});
