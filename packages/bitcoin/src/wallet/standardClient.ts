// The Wallet Standard side: bitcoin:connect, bitcoin:signMessage, bitcoin:signAndSendTransaction, standard:events.
import type { CaipNetwork } from '@gangway/core';
import { requireWalletFeature, walletFeature } from '@gangway/core/internal';
import { GangwayError } from '@gangway/protocol';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { bitcoinChainOf } from '../network/bitcoinNetworks.ts';
import type { BitcoinWalletClient, Purpose, WalletAddress } from '../runtime/BitcoinWalletClient.ts';
import {
  type ConnectFeature,
  type DisconnectFeature,
  type EventsFeature,
  FEATURES,
  type SignAndSendTransactionFeature,
  type SignMessageFeature,
} from './standardFeatures.ts';

const PURPOSES: Purpose[] = ['payment', 'ordinals'];

function standardChain(network: CaipNetwork): string {
  const chain = bitcoinChainOf(network);
  if (!chain) throw new GangwayError('CHAIN_NOT_SUPPORTED', { category: 'WALLET_ERROR' });
  return chain.standardChain;
}

/** Accounts come back in the order of the purposes asked (payment, ordinals); those off `chain` are dropped. */
function addressesOn(accounts: readonly WalletAccount[], chain: string): WalletAddress[] {
  return accounts.flatMap((account, index) =>
    account.chains.length === 0 || (account.chains as readonly string[]).includes(chain)
      ? [
          {
            address: account.address,
            publicKey: account.publicKey as Uint8Array,
            purpose: PURPOSES[index] ?? 'payment',
          },
        ]
      : [],
  );
}

export function standardClient(wallet: Wallet): BitcoinWalletClient {
  const accountOf = (address: string): WalletAccount => {
    const account = wallet.accounts.find((candidate) => candidate.address === address);
    if (!account) {
      throw new GangwayError('INVALID_OPTION', {
        option: 'address',
        reason: 'not an account the wallet granted',
      });
    }
    return account;
  };
  const serves = (network: CaipNetwork) =>
    bitcoinChainOf(network) !== undefined &&
    (wallet.chains as readonly string[]).includes(standardChain(network));

  return {
    methods: { signMessage: FEATURES.signMessage, sendTransaction: FEATURES.signAndSendTransaction },
    async connect(network, networks, silent) {
      const target = [network, ...networks].find(serves);
      if (!target) throw new GangwayError('CONNECTOR_UNSUPPORTED_CHAINS', { category: 'CONNECTION_ERROR' });
      let accounts: readonly WalletAccount[];
      if (silent) {
        // bitcoin:connect has no silent mode: the accounts the app was already granted are wallet.accounts.
        accounts = wallet.accounts;
        if (accounts.length === 0) return null;
      } else {
        const reply = await requireWalletFeature<ConnectFeature>(wallet, FEATURES.connect).connect({
          purposes: PURPOSES,
        });
        accounts = Array.isArray(reply?.accounts) ? reply.accounts : [];
        if (accounts.length === 0) throw new GangwayError('NO_ACCOUNTS', { category: 'CONNECTION_ERROR' });
      }
      const addresses = addressesOn(accounts, standardChain(target));
      if (addresses.length === 0)
        throw new GangwayError('CONNECTOR_UNSUPPORTED_CHAINS', { category: 'CONNECTION_ERROR' });
      return { network: target, addresses };
    },
    async switchTo(network) {
      if (!serves(network)) throw new GangwayError('CHAIN_NOT_SUPPORTED', { category: 'WALLET_ERROR' });
      const granted = addressesOn(wallet.accounts, standardChain(network));
      if (granted.length > 0) return granted;
      const grant = await this.connect(network, [], false);
      return grant?.addresses ?? [];
    },
    async signMessage(address, message, protocol) {
      const signer = requireWalletFeature<SignMessageFeature>(wallet, FEATURES.signMessage);
      const reply = await signer.signMessage({
        account: accountOf(address),
        message: new TextEncoder().encode(message),
        protocol,
      });
      const signature = Array.isArray(reply)
        ? (reply[0] as { signature?: unknown } | undefined)?.signature
        : undefined;
      if (!(signature instanceof Uint8Array)) {
        throw new GangwayError(
          'INVALID_RESPONSE',
          { source: `the wallet (${FEATURES.signMessage})`, reason: 'the signature is not bytes' },
          { cause: reply, category: 'WALLET_ERROR' },
        );
      }
      return signature;
    },
    async signAndSend(psbt, address, indexes, network) {
      const sender = requireWalletFeature<SignAndSendTransactionFeature>(
        wallet,
        FEATURES.signAndSendTransaction,
      );
      const reply = await sender.signAndSendTransaction({
        psbt,
        inputsToSign: [{ account: accountOf(address), signingIndexes: indexes }],
        chain: standardChain(network),
      });
      return Array.isArray(reply) ? (reply[0] as { txId?: unknown } | undefined)?.txId : undefined;
    },
    async disconnect() {
      await walletFeature<DisconnectFeature>(wallet, FEATURES.disconnect)?.disconnect();
    },
    watch(_networks, current, events) {
      const source = walletFeature<EventsFeature>(wallet, FEATURES.events);
      return (
        source?.on('change', ({ accounts }) => {
          if (!accounts) return;
          const addresses = addressesOn(accounts, standardChain(current()));
          if (addresses.length === 0) events.disconnected();
          else events.addresses(addresses);
        }) ?? (() => undefined)
      );
    },
  };
}
