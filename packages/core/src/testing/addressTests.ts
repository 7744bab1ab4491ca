import { isEvmAddress, isSolanaAddress } from '../caip/address.ts';
import { isBitcoinAddress } from '../caip/bitcoinAddress.ts';
import type { ChainNamespace } from '../caip/namespaces.ts';

/** The address tests of the three families, as the widget has them with all three adapters. */
export const ADDRESS_TESTS = new Map<ChainNamespace, (value: string) => boolean>([
  ['eip155', isEvmAddress],
  ['solana', isSolanaAddress],
  ['bip122', (value) => isBitcoinAddress(value)],
]);
