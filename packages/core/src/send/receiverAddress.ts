// Checks a receiver address against the active network's family (SPEC §5 formats), naming another family's.
import { isEvmAddress, isSolanaAddress } from '../caip/address.ts';
import { isBitcoinAddress } from '../caip/bitcoinAddress.ts';
import type { ChainNamespace } from '../caip/namespaces.ts';
import { SEND_MESSAGES } from '../errors/catalogue.ts';

/** How each family is called in the receiver messages. */
export const FAMILY_NAMES: Readonly<Record<ChainNamespace, string>> = {
  eip155: 'EVM',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
};

const FAMILY_TESTS: readonly [ChainNamespace, (value: string) => boolean][] = [
  ['eip155', isEvmAddress],
  ['solana', isSolanaAddress],
  ['bip122', (value) => isBitcoinAddress(value)],
];

const EVM_ZERO = /^(0x)?0{40}$/i;
/** The System Program id: an account no one can sign for. */
const SOLANA_ZERO = '11111111111111111111111111111111';

function isZeroAddress(namespace: ChainNamespace, value: string): boolean {
  return namespace === 'eip155' ? EVM_ZERO.test(value) : namespace === 'solana' && value === SOLANA_ZERO;
}

/** The family an address belongs to, when it is one of a family we know. */
export function addressFamily(value: string): ChainNamespace | undefined {
  return FAMILY_TESTS.find(([, test]) => test(value))?.[0];
}

/** A message when `receiver` cannot receive on a network of `namespace` called `networkName`; else undefined. */
export function receiverError(
  namespace: ChainNamespace,
  networkName: string,
  receiver: string,
): string | undefined {
  const value = receiver.trim();
  const family = addressFamily(value);
  if (family === namespace) return isZeroAddress(namespace, value) ? SEND_MESSAGES.ZERO_ADDRESS : undefined;
  if (family)
    return SEND_MESSAGES.OTHER_FAMILY_RECEIVER({ family: FAMILY_NAMES[family], network: networkName });
  return SEND_MESSAGES.INVALID_RECEIVER({ family: FAMILY_NAMES[namespace] });
}
