// The Bitcoin dev wallet as a Wallet Standard wallet: bitcoin:connect, signMessage, signTransaction and
// signAndSendTransaction over the shared implementation (bitcoin-wallet.ts). Only 'bitcoin:regtest'.
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base';
import { invalidParams } from '../errors.ts';
import {
  BITCOIN_CHAIN,
  type BitcoinDevWallet,
  type BitcoinMessageProtocol,
  MALFORMED,
} from './bitcoin-wallet.ts';
import type { BitcoinPurpose, BitcoinWalletKey } from './keys.ts';

const ACCOUNT_FEATURES = [
  'bitcoin:signMessage',
  'bitcoin:signTransaction',
  'bitcoin:signAndSendTransaction',
] as const;
/** The chain accounts name in the 'bad-chain-id' misbehaviour. */
export const MALFORMED_BITCOIN_CHAIN = 'bitcoin:not-a-chain' as const;

type ChangeListener = (properties: { accounts?: readonly WalletAccount[] }) => void;

export interface BitcoinTransactionInput {
  psbt: Uint8Array;
  inputsToSign: { account: WalletAccount; signingIndexes: number[] }[];
  chain?: string;
}

export function createBitcoinStandardWallet(
  core: BitcoinDevWallet,
  identity: { name: string; icon: string },
): Wallet {
  const listeners = new Set<ChangeListener>();
  // Stable objects per key and chain: Wallet Standard apps compare accounts by identity.
  const accountObjects = new Map<string, WalletAccount>();
  const account = (key: BitcoinWalletKey): WalletAccount => {
    const misbehaviour = core.misbehaviour();
    const chain = misbehaviour === 'bad-chain-id' ? MALFORMED_BITCOIN_CHAIN : BITCOIN_CHAIN;
    const malformed = misbehaviour === 'malformed-reply';
    const id = `${key.address}:${chain}:${malformed}`;
    const known = accountObjects.get(id);
    if (known) return known;
    const created: WalletAccount = Object.freeze({
      address: key.address,
      publicKey: malformed ? MALFORMED.publicKey(key) : key.publicKey,
      chains: [chain],
      features: [...ACCOUNT_FEATURES],
    });
    accountObjects.set(id, created);
    return created;
  };
  core.subscribe((keys) => {
    const accounts = keys.map(account);
    for (const listener of [...listeners]) listener({ accounts });
  });

  const checkChain = (chain: string | undefined) => {
    if (chain !== undefined && chain !== BITCOIN_CHAIN)
      throw invalidParams(`The dev wallet only knows ${BITCOIN_CHAIN}.`);
  };
  const signingMap = (input: BitcoinTransactionInput) => {
    checkChain(input.chain);
    return new Map(
      input.inputsToSign.map(({ account, signingIndexes }) => [account.address, signingIndexes]),
    );
  };

  return {
    version: '1.0.0',
    name: identity.name,
    icon: identity.icon as WalletIcon,
    chains: [BITCOIN_CHAIN],
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        connect: async (input?: { purposes?: BitcoinPurpose[] }) => ({
          accounts: (await core.connect(input?.purposes ?? [], 'bitcoin:connect')).map(account),
        }),
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        signMessage: async (
          ...inputs: { account: WalletAccount; message: Uint8Array; protocol?: BitcoinMessageProtocol }[]
        ) => {
          const results: { signedMessage: Uint8Array; signature: Uint8Array }[] = [];
          for (const input of inputs) {
            const { signature } = await core.signMessage(
              input.account.address,
              input.message,
              input.protocol ?? 'bip322',
              'bitcoin:signMessage',
            );
            results.push({ signedMessage: input.message, signature });
          }
          return results;
        },
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        signTransaction: async (...inputs: BitcoinTransactionInput[]) => {
          const results: { signedPsbt: Uint8Array }[] = [];
          for (const input of inputs) {
            const { psbt } = await core.signPsbt(
              input.psbt,
              signingMap(input),
              false,
              'bitcoin:signTransaction',
            );
            results.push({ signedPsbt: psbt });
          }
          return results;
        },
      },
      'bitcoin:signAndSendTransaction': {
        version: '1.0.0',
        signAndSendTransaction: async (...inputs: BitcoinTransactionInput[]) => {
          // One after another: a later transaction may spend an earlier one's outputs.
          const results: { txId: string }[] = [];
          for (const input of inputs) {
            const { txid } = await core.signPsbt(
              input.psbt,
              signingMap(input),
              true,
              'bitcoin:signAndSendTransaction',
            );
            results.push({ txId: txid! });
          }
          return results;
        },
      },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => core.disconnect() },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: ChangeListener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
    },
    get accounts() {
      return core.exposed().map(account);
    },
  };
}
