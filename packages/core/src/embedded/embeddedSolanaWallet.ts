// A Wallet Standard wallet over the embedded-wallet frame, for the Solana adapter (and any Wallet Standard code):
// connect, disconnect, events, signMessage, signTransaction and signAndSendTransaction. Messages and signatures
// cross to the frame in base58, transactions in base64 (SPEC §3 Solana shapes).

import type { CaipNetworkId, FrameUser, RpcRequest } from '@gangway/protocol';
import { decodeBase58, encodeBase58 } from '@gangway/protocol';

const WALLET_CHAINS = ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'] as const;
const FEATURES = ['solana:signAndSendTransaction', 'solana:signTransaction', 'solana:signMessage'] as const;
const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzBiNTdkMCIvPjxwYXRoIGQ9Ik03IDEwaDE4djEySDd6IiBmaWxsPSJub25lIiBzdHJva2U9IiNmZmYiIHN0cm9rZS13aWR0aD0iMiIvPjxwYXRoIGQ9Ik03IDExbDkgNyA5LTciIGZpbGw9Im5vbmUiIHN0cm9rZT0iI2ZmZiIgc3Ryb2tlLXdpZHRoPSIyIi8+PC9zdmc+' as const;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** The bytes of a base58 text the frame sent; anything else is refused. */
function decodeBase58Strict(text: string): Uint8Array {
  const bytes = decodeBase58(text);
  if (!bytes) throw new Error('Invalid base58');
  return bytes;
}

interface Account {
  readonly address: string;
  readonly publicKey: Uint8Array;
  readonly chains: readonly string[];
  readonly features: readonly string[];
}
type ChangeListener = (properties: { accounts?: readonly Account[] }) => void;

export interface EmbeddedSolanaWallet {
  readonly version: '1.0.0';
  readonly name: string;
  readonly icon: typeof ICON;
  readonly chains: readonly string[];
  readonly accounts: readonly Account[];
  readonly features: Record<string, unknown>;
  setUser(user: FrameUser | null): void;
}

export function createEmbeddedSolanaWallet(params: {
  name: string;
  /** The CAIP-2 id of the Solana network requests go to (the namespace's active one). */
  chainId: () => CaipNetworkId;
  send(request: RpcRequest): Promise<unknown>;
  /** standard:connect when nobody is logged in: the e-mail / social flow has to run first. */
  notConnected(): Error;
}): EmbeddedSolanaWallet {
  let accounts: Account[] = [];
  const listeners = new Set<ChangeListener>();
  const send = (method: string, args: object) =>
    params.send({ method, params: args, chainId: params.chainId(), chainNamespace: 'solana' });
  const field = (reply: unknown, name: string): unknown =>
    typeof reply === 'object' && reply !== null ? (reply as Record<string, unknown>)[name] : undefined;

  const wallet: EmbeddedSolanaWallet = {
    version: '1.0.0',
    name: params.name,
    icon: ICON,
    chains: WALLET_CHAINS,
    get accounts() {
      return accounts;
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async () => {
          if (accounts.length === 0) throw params.notConnected();
          return { accounts };
        },
      },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => undefined },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: ChangeListener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs: { account: Account; message: Uint8Array }[]) =>
          Promise.all(
            inputs.map(async ({ account, message }) => {
              const reply = await send('solana_signMessage', {
                message: encodeBase58(message),
                pubkey: account.address,
              });
              return {
                signedMessage: message,
                signature: decodeBase58Strict(String(field(reply, 'signature'))),
              };
            }),
          ),
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async (...inputs: { transaction: Uint8Array }[]) =>
          Promise.all(
            inputs.map(async ({ transaction }) => {
              const reply = await send('solana_signTransaction', { transaction: toBase64(transaction) });
              return { signedTransaction: fromBase64(String(field(reply, 'transaction'))) };
            }),
          ),
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: async (...inputs: { transaction: Uint8Array; options?: object }[]) =>
          Promise.all(
            inputs.map(async ({ transaction, options }) => {
              const reply = await send('solana_signAndSendTransaction', {
                transaction: toBase64(transaction),
                ...(options ? { options } : {}),
              });
              return { signature: decodeBase58Strict(String(field(reply, 'signature'))) };
            }),
          ),
      },
    },
    setUser(user) {
      const address = user?.accounts.find((account) => account.namespace === 'solana')?.address;
      const next: Account[] = address
        ? [{ address, publicKey: decodeBase58Strict(address), chains: WALLET_CHAINS, features: FEATURES }]
        : [];
      if (next.map((a) => a.address).join() === accounts.map((a) => a.address).join()) return;
      accounts = next;
      for (const listener of listeners) listener({ accounts });
    },
  };
  return wallet;
}
