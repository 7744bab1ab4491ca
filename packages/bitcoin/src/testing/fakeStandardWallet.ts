// A Wallet Standard Bitcoin wallet for the adapter's tests: real secp256k1 keys (payment P2WPKH, ordinals P2TR on
// regtest), what each call answers decided by the test, registered in the page by the Wallet Standard's events.
import { RPC_ERROR_CODES } from '@gangway/protocol';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { type DevKey, devKey, signAndBroadcast, signBip322, signLegacy } from './devSigner.ts';

type ChangeListener = (properties: { accounts?: readonly WalletAccount[] }) => void;

export interface FakeStandardWallet {
  wallet: Wallet;
  keys: DevKey[];
  accounts: WalletAccount[];
  behaviour: {
    connect: 'approve' | 'reject' | 'none' | 'short key';
    signature: 'good' | 'garbage';
    /** `reject` makes signing throw a 4001 refusal. */
    sign?: 'reject';
    /** Where signAndSendTransaction broadcasts; without it, it answers `txId`. */
    esploraUrl?: string;
    txId?: unknown;
  };
  calls: { feature: string; input: unknown }[];
  emitChange(accounts: readonly WalletAccount[]): void;
  unregister(): void;
}

let count = 0;

export function createFakeStandardWallet(
  options: {
    chains?: readonly `${string}:${string}`[];
    privateKeys?: { payment: string; ordinals: string };
    name?: string;
  } = {},
): FakeStandardWallet {
  count += 1;
  const chains = options.chains ?? (['bitcoin:regtest'] as const);
  const keys = [
    devKey('payment', options.privateKeys?.payment),
    devKey('ordinals', options.privateKeys?.ordinals),
  ];
  const accounts: WalletAccount[] = keys.map((key) => ({
    address: key.address,
    publicKey: key.publicKey,
    chains: [...chains],
    features: ['bitcoin:signMessage', 'bitcoin:signAndSendTransaction'],
  }));
  const listeners = new Set<ChangeListener>();
  const granted: WalletAccount[] = [];
  const keyOf = (account: WalletAccount) => keys.find((key) => key.address === account.address)!;
  const fake: FakeStandardWallet = {
    wallet: undefined as unknown as Wallet,
    keys,
    accounts,
    behaviour: { connect: 'approve', signature: 'good' },
    calls: [],
    emitChange: (next) => {
      granted.splice(0, granted.length, ...next);
      for (const listener of listeners) listener({ accounts: next });
    },
    unregister: () => undefined,
  };
  const features: Record<string, unknown> = {
    'bitcoin:connect': {
      version: '1.0.0',
      connect: async (input: { purposes: string[] }) => {
        fake.calls.push({ feature: 'bitcoin:connect', input });
        if (fake.behaviour.connect === 'reject') {
          throw Object.assign(new Error('User rejected the request.'), {
            code: RPC_ERROR_CODES.USER_REJECTED,
          });
        }
        if (fake.behaviour.connect === 'none') return { accounts: [] };
        granted.splice(0, granted.length, ...accounts);
        if (fake.behaviour.connect === 'short key') {
          return {
            accounts: accounts.map((account) => ({ ...account, publicKey: account.publicKey.slice(1) })),
          };
        }
        return { accounts: [...granted] };
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      disconnect: async () => {
        fake.calls.push({ feature: 'standard:disconnect', input: undefined });
        granted.splice(0);
      },
    },
    'standard:events': {
      version: '1.0.0',
      on: (_event: 'change', listener: ChangeListener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    'bitcoin:signMessage': {
      version: '1.0.0',
      signMessage: async (
        ...inputs: { account: WalletAccount; message: Uint8Array; protocol?: string }[]
      ) => {
        fake.calls.push({ feature: 'bitcoin:signMessage', input: inputs[0] });
        if (fake.behaviour.sign === 'reject') {
          throw Object.assign(new Error('User rejected the request.'), {
            code: RPC_ERROR_CODES.USER_REJECTED,
          });
        }
        return inputs.map(({ account, message, protocol }) => {
          const key = keyOf(account);
          const signature = protocol === 'ecdsa' ? signLegacy(key, message) : signBip322(key, message);
          return {
            signedMessage: message,
            signature: fake.behaviour.signature === 'good' ? signature : signature.map((byte) => byte ^ 1),
          };
        });
      },
    },
    'bitcoin:signAndSendTransaction': {
      version: '1.0.0',
      signAndSendTransaction: async (
        ...inputs: {
          psbt: Uint8Array;
          inputsToSign: { account: WalletAccount; signingIndexes: number[] }[];
          chain: string;
        }[]
      ) => {
        fake.calls.push({ feature: 'bitcoin:signAndSendTransaction', input: inputs[0] });
        const { esploraUrl } = fake.behaviour;
        return Promise.all(
          inputs.map(async ({ psbt, inputsToSign }) => ({
            txId: esploraUrl
              ? await signAndBroadcast(psbt, keyOf(inputsToSign[0]!.account), esploraUrl)
              : fake.behaviour.txId,
          })),
        );
      },
    },
  };
  const wallet: Wallet = {
    version: '1.0.0',
    name: options.name ?? `Fake Bitcoin Wallet ${count}`,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: [...chains],
    features,
    get accounts() {
      return [...granted];
    },
  };
  fake.wallet = wallet;
  let unregister: (() => void) | undefined;
  const register = ({ register: add }: { register(wallet: Wallet): () => void }) => {
    unregister = add(wallet);
  };
  const onAppReady = (event: Event) => register((event as CustomEvent).detail);
  window.addEventListener('wallet-standard:app-ready', onAppReady);
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }));
  fake.unregister = () => {
    window.removeEventListener('wallet-standard:app-ready', onAppReady);
    unregister?.();
  };
  return fake;
}
