import type { ChainNamespace } from '@gangway/protocol';
import { isBitcoinAddress, isEvmAddress, isSolanaAddress } from '@gangway/protocol';

/** The address tests of the three families, as the widget has them with all three adapters. */
export const ADDRESS_TESTS = new Map<ChainNamespace, (value: string) => boolean>([
  ['eip155', isEvmAddress],
  ['solana', isSolanaAddress],
  ['bip122', (value) => isBitcoinAddress(value)],
]);
