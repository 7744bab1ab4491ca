// The addresses a wallet grants, checked before they make a connection: each is an address on the network and its
// public key is the key that address pays to (a wrong-length or foreign key is refused).

import type { CaipNetwork } from '@gangway/core';
import type { ConnectionAccount } from '@gangway/core/internal';
import { type AccountType, GangwayError, isBitcoinAddress, parseBitcoinAddress } from '@gangway/protocol';
import { hex } from '@scure/base';
import { p2pkh, p2sh, p2tr, p2wpkh } from '@scure/btc-signer';
import { bitcoinChainOf } from '../network/bitcoinNetworks.ts';
import { BTC_SIGNER_NETWORKS } from '../network/btcSignerNetwork.ts';
import type { WalletAddress } from './BitcoinWalletClient.ts';

function addressOfKey(type: string, publicKey: Uint8Array, network: (typeof BTC_SIGNER_NETWORKS)['mainnet']) {
  switch (type) {
    case 'p2wpkh':
      return p2wpkh(publicKey, network).address;
    case 'p2tr':
      // Wallets give the x-only internal key (32 bytes); some give it compressed (33).
      return p2tr(publicKey.length === 33 ? publicKey.subarray(1) : publicKey, undefined, network).address;
    case 'p2pkh':
      return p2pkh(publicKey, network).address;
    case 'p2sh':
      return p2sh(p2wpkh(publicKey, network), network).address;
    default:
      return undefined;
  }
}

/** Whether `publicKey` is the key `address` pays to (addresses the key alone cannot show, e.g. P2WSH, pass). */
function keyFits(address: string, publicKey: Uint8Array, network: (typeof BTC_SIGNER_NETWORKS)['mainnet']) {
  const parsed = parseBitcoinAddress(address);
  if (!parsed) return false;
  if (parsed.type === 'p2wsh' || parsed.type === 'witness') return true;
  try {
    return addressOfKey(parsed.type, publicKey, network)?.toLowerCase() === address.toLowerCase();
  } catch {
    return false;
  }
}

export function toConnectionAccounts(
  addresses: readonly WalletAddress[],
  network: CaipNetwork,
  preferred: 'payment' | 'ordinal',
): [ConnectionAccount, ...ConnectionAccount[]] {
  const kind = bitcoinChainOf(network)?.addresses;
  if (!kind) throw new GangwayError('CHAIN_NOT_SUPPORTED', { category: 'WALLET_ERROR' });
  const accounts = addresses.map((entry): ConnectionAccount => {
    const onNetwork = isBitcoinAddress(entry.address, kind);
    if (
      !onNetwork ||
      !(entry.publicKey instanceof Uint8Array) ||
      !keyFits(entry.address, entry.publicKey, BTC_SIGNER_NETWORKS[kind])
    ) {
      throw new GangwayError(
        'INVALID_RESPONSE',
        {
          source: 'the wallet',
          reason: onNetwork
            ? `the public key of ${entry.address} does not match it`
            : `${entry.address} is not an address on ${network.name}`,
        },
        { category: 'CONNECTION_ERROR' },
      );
    }
    const type: AccountType = entry.purpose === 'ordinals' ? 'ordinal' : 'payment';
    return { address: entry.address, type, publicKey: hex.encode(entry.publicKey) };
  });
  accounts.sort((a, b) => Number(b.type === preferred) - Number(a.type === preferred));
  const [first, ...rest] = accounts;
  if (!first) throw new GangwayError('NO_ACCOUNTS', { category: 'CONNECTION_ERROR' });
  return [first, ...rest];
}
