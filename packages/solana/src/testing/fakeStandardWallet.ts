// A Wallet Standard wallet for the adapter's tests: real ed25519 keys (WebCrypto, or given seeds such as devnet's dev
// keys), what each call answers decided by the test, registered in the page by the Wallet Standard's own events.
import { RPC_ERROR_CODES } from '@gangway/protocol';
import {
  type Address,
  createKeyPairFromPrivateKeyBytes,
  createSolanaRpc,
  getBase16Encoder,
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  type SignatureBytes,
  signBytes,
  type Transaction,
} from '@solana/kit';
import type { Wallet, WalletAccount } from '@wallet-standard/base';

type ChangeListener = (properties: { accounts?: readonly WalletAccount[] }) => void;

interface SignAndSendInput {
  account: WalletAccount;
  transaction: Uint8Array;
  options?: { skipPreflight?: boolean; maxRetries?: number; minContextSlot?: number };
}

/** Puts the account's signature in its slot and sends the transaction to the node, as a wallet does. */
async function signAndSend(rpcUrl: string, key: CryptoKeyPair, input: SignAndSendInput): Promise<Uint8Array> {
  const transaction = getTransactionDecoder().decode(input.transaction) as Transaction;
  const signature = await signBytes(key.privateKey, transaction.messageBytes);
  const signed: Transaction = {
    ...transaction,
    signatures: { ...transaction.signatures, [input.account.address as Address]: signature },
  };
  const { skipPreflight, maxRetries, minContextSlot } = input.options ?? {};
  await createSolanaRpc(rpcUrl)
    .sendTransaction(getBase64EncodedWireTransaction(signed), {
      encoding: 'base64',
      ...(skipPreflight === undefined ? {} : { skipPreflight }),
      ...(maxRetries === undefined ? {} : { maxRetries: BigInt(maxRetries) }),
      ...(minContextSlot === undefined ? {} : { minContextSlot: BigInt(minContextSlot) }),
    })
    .send();
  return new Uint8Array(signature satisfies SignatureBytes);
}

export interface FakeStandardWallet {
  wallet: Wallet;
  keys: CryptoKeyPair[];
  accounts: WalletAccount[];
  /** What the next connect answers; `reject` makes it (and, with `sign`, signing) throw a 4001 refusal. */
  behaviour: { connect: 'approve' | 'reject' | 'none'; sign?: 'reject'; signatureBytes?: number };
  calls: { feature: string; input: unknown }[];
  emitChange(accounts: readonly WalletAccount[]): void;
  unregister(): void;
}

let count = 0;

export async function createFakeStandardWallet(
  options: {
    chains?: readonly `${string}:${string}`[];
    features?: readonly string[];
    accounts?: number;
    /** 32-byte ed25519 seeds as hex, one account each (instead of `accounts` new keys). */
    secretKeys?: readonly string[];
    /** Where signAndSendTransaction really signs and sends (instead of answering a made-up signature). */
    rpcUrl?: string;
  } = {},
): Promise<FakeStandardWallet> {
  count += 1;
  const chains = options.chains ?? (['solana:localnet', 'solana:devnet'] as const);
  const keys: CryptoKeyPair[] = [];
  const accounts: WalletAccount[] = [];
  const seeds = options.secretKeys ?? [];
  for (let index = 0; index < (options.secretKeys?.length ?? options.accounts ?? 2); index++) {
    const seed = seeds[index];
    const pair = seed
      ? await createKeyPairFromPrivateKeyBytes(new Uint8Array(getBase16Encoder().encode(seed)))
      : ((await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair);
    const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
    keys.push(pair);
    accounts.push({
      address: getBase58Decoder().decode(publicKey),
      publicKey,
      chains: [...chains],
      features: ['solana:signMessage', 'solana:signAndSendTransaction'],
    });
  }
  const listeners = new Set<ChangeListener>();
  const granted: WalletAccount[] = [];
  const fake: FakeStandardWallet = {
    wallet: undefined as unknown as Wallet,
    keys,
    accounts,
    behaviour: { connect: 'approve' },
    calls: [],
    emitChange: (next) => {
      granted.splice(0, granted.length, ...next);
      for (const listener of listeners) listener({ accounts: next });
    },
    unregister: () => undefined,
  };
  const features: Record<string, unknown> = {
    'standard:connect': {
      version: '1.0.0',
      connect: async (input?: { silent?: boolean }) => {
        fake.calls.push({ feature: 'standard:connect', input });
        if (fake.behaviour.connect === 'reject')
          throw Object.assign(new Error('User rejected the request.'), {
            code: RPC_ERROR_CODES.USER_REJECTED,
          });
        // A silent connect answers with what was granted before, without asking.
        if (fake.behaviour.connect === 'none') return { accounts: [] };
        if (input?.silent) return { accounts: [...granted] };
        granted.splice(0, granted.length, ...accounts);
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
    'solana:signMessage': {
      version: '1.0.0',
      signMessage: async (...inputs: { account: WalletAccount; message: Uint8Array }[]) => {
        fake.calls.push({ feature: 'solana:signMessage', input: inputs[0] });
        if (fake.behaviour.sign === 'reject')
          throw Object.assign(new Error('User rejected the request.'), {
            code: RPC_ERROR_CODES.USER_REJECTED,
          });
        return Promise.all(
          inputs.map(async ({ account, message }) => {
            const key = keys[accounts.findIndex((candidate) => candidate.address === account.address)]!;
            const signature = new Uint8Array(
              await crypto.subtle.sign('Ed25519', key.privateKey, new Uint8Array(message)),
            );
            return {
              signedMessage: message,
              signature: signature.slice(0, fake.behaviour.signatureBytes ?? 64),
            };
          }),
        );
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      signAndSendTransaction: async (...inputs: SignAndSendInput[]) => {
        fake.calls.push({ feature: 'solana:signAndSendTransaction', input: inputs[0] });
        const { rpcUrl } = options;
        if (!rpcUrl) return inputs.map(() => ({ signature: new Uint8Array(64).fill(7) }));
        const results: { signature: Uint8Array }[] = [];
        for (const input of inputs) {
          const key = keys[accounts.findIndex((candidate) => candidate.address === input.account.address)]!;
          results.push({ signature: await signAndSend(rpcUrl, key, input) });
        }
        return results;
      },
    },
  };
  const wallet: Wallet = {
    version: '1.0.0',
    name: `Fake Solana Wallet ${count}`,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: [...chains],
    features: Object.fromEntries(
      Object.entries(features).filter(([name]) => !options.features || options.features.includes(name)),
    ),
    get accounts() {
      return [...granted];
    },
  };
  fake.wallet = wallet;
  // The Wallet Standard's registration handshake: answer the app's ready event, and announce now.
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
