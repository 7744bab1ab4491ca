// Checks a receiver address against the active network's family (SPEC §5 formats), naming another family's. The
// format tests are the adapters' own isAddress: the initial bundle already holds them, and a lazy view reaching for
// core's other address parsers (base58, sha256) would make that bundle carry them too.
import { type ChainNamespace, FAMILY_NAMES, type VisitorMessage, visitorMessage } from '@gangway/protocol';
import { SEND_MESSAGES } from '../errors/sendMessages.ts';

/** Per family known to the widget (its adapters), whether a string is an address of that family. */
export type AddressTests = ReadonlyMap<ChainNamespace, (value: string) => boolean>;

const EVM_ZERO = /^(0x)?0{40}$/i;
/** The System Program id: an account no one can sign for. */
const SOLANA_ZERO = '11111111111111111111111111111111';

function isZeroAddress(namespace: ChainNamespace, value: string): boolean {
  return namespace === 'eip155' ? EVM_ZERO.test(value) : namespace === 'solana' && value === SOLANA_ZERO;
}

/** The family an address belongs to, `namespace` first, among the families `tests` knows. */
export function addressFamily(
  tests: AddressTests,
  value: string,
  namespace?: ChainNamespace,
): ChainNamespace | undefined {
  if (namespace && tests.get(namespace)?.(value)) return namespace;
  for (const [family, test] of tests) if (test(value)) return family;
  return undefined;
}

/** A message when `receiver` cannot receive on a network of `namespace` called `networkName`; else undefined. */
export function receiverError(
  tests: AddressTests,
  namespace: ChainNamespace,
  networkName: string,
  receiver: string,
): VisitorMessage | undefined {
  const value = receiver.trim();
  const family = addressFamily(tests, value, namespace);
  if (family === namespace)
    return isZeroAddress(namespace, value) ? visitorMessage(SEND_MESSAGES, 'ZERO_ADDRESS') : undefined;
  if (family) {
    return visitorMessage(SEND_MESSAGES, 'OTHER_FAMILY_RECEIVER', {
      family: FAMILY_NAMES[family],
      network: networkName,
    });
  }
  return visitorMessage(SEND_MESSAGES, 'INVALID_RECEIVER', { family: FAMILY_NAMES[namespace] });
}
