// A Wallet Standard wallet over the solana part of a WalletConnect session, for the Solana adapter (which takes
// Wallet Standard wallets). Messages and transactions are signed by the wallet over the relay (WalletConnect's
// solana_signMessage and solana_signTransaction); the signed transaction is sent to the network's own RPC.
import type { CaipNetworkId } from '@gangway/protocol';
import { ProviderRpcError, RPC_ERROR_CODES } from '@gangway/protocol';
import type { CaipNetwork } from '../networks/CaipNetwork.ts';
import type { SessionRequester } from './eip155SessionProvider.ts';
import type { NamespaceGrant } from './sessionAccounts.ts';

/** The methods a session asks a Solana wallet for. */
export const SOLANA_WALLET_METHODS = ['solana_signMessage', 'solana_signTransaction'] as const;

const SIGNATURE_BYTES = 64;
// With import(): a static edge from this lazy module to protocol's base58.ts (in the initial graph) makes Rolldown split the
// initial chunk into several (1.6 KB more before the first click; bench/README).
const loadBase58 = () => import('./base58.ts');

interface SessionWalletAccount {
  readonly address: string;
  readonly publicKey: Uint8Array;
  /** Empty: the account serves every chain of the session (the adapter's reading of an account without chains). */
  readonly chains: readonly string[];
  readonly features: readonly string[];
}
type ChangeListener = (properties: { accounts?: readonly SessionWalletAccount[] }) => void;

export interface SolanaSessionWallet {
  readonly version: '1.0.0';
  readonly name: string;
  readonly icon: string;
  readonly chains: readonly string[];
  readonly features: Readonly<Record<string, unknown>>;
  readonly accounts: readonly SessionWalletAccount[];
  /** WalletConnect defines no Solana events: nothing to do. */
  handleEvent(name: string, data: unknown): void;
  /** The session's namespaces changed (session_update): listeners hear `change`. */
  updateGrant(grant: NamespaceGrant): void;
  /** The session ended: listeners hear `change` with no accounts. */
  end(): void;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (character) => character.charCodeAt(0));

/** A compact-u16 (Solana's short vector length) at `offset`: its value and its byte length. */
function shortVec(bytes: Uint8Array, offset: number): [value: number, length: number] {
  let value = 0;
  for (let i = 0; i < 3; i++) {
    const byte = bytes[offset + i] ?? 0;
    value |= (byte & 0x7f) << (7 * i);
    if (!(byte & 0x80)) return [value, i + 1];
  }
  return [value, 3];
}

/**
 * The wire transaction with `signature` in the slot of `signer` (a wallet that answers solana_signTransaction with
 * the signature alone); null when `signer` is not one of the transaction's signers.
 */
export function withSignature(
  wire: Uint8Array,
  signer: Uint8Array,
  signature: Uint8Array,
): Uint8Array | null {
  const [count, countLength] = shortVec(wire, 0);
  const message = countLength + count * SIGNATURE_BYTES;
  // A versioned message starts with its version byte (high bit set) before the header.
  const header = message + ((wire[message] ?? 0) & 0x80 ? 1 : 0);
  const required = wire[header] ?? 0;
  const [, keysLength] = shortVec(wire, header + 3);
  const keys = header + 3 + keysLength;
  for (let index = 0; index < Math.min(required, count); index++) {
    const key = wire.subarray(keys + index * 32, keys + index * 32 + 32);
    if (key.length === 32 && key.every((byte, at) => byte === signer[at])) {
      const signed = wire.slice();
      signed.set(signature, countLength + index * SIGNATURE_BYTES);
      return signed;
    }
  }
  return null;
}

function signatureBytes(
  decodeBase58: (text: string) => Uint8Array | null,
  reply: unknown,
  method: string,
): Uint8Array {
  const text = (reply as { signature?: unknown } | null)?.signature;
  const bytes = typeof text === 'string' ? decodeBase58(text) : null;
  if (bytes?.length !== SIGNATURE_BYTES)
    throw new ProviderRpcError(RPC_ERROR_CODES.INTERNAL, `${method}: the wallet's signature is not 64 bytes`);
  return bytes;
}

async function sendWire(url: string, wire: Uint8Array, options: object | undefined): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [toBase64(wire), { ...options, encoding: 'base64' }],
    }),
  });
  const body = (await response.json()) as { error?: { code: number; message: string; data?: unknown } };
  if (body.error) throw new ProviderRpcError(body.error.code, body.error.message, body.error.data);
}

export async function createSolanaSessionWallet(params: {
  grant: NamespaceGrant;
  name: string;
  icon: string | undefined;
  networks: readonly CaipNetwork[];
  requester: SessionRequester;
}): Promise<SolanaSessionWallet> {
  const { decodeBase58, encodeBase58 } = await loadBase58();
  let grant: NamespaceGrant | undefined = params.grant;
  const listeners = new Set<ChangeListener>();
  const accountObjects = new Map<string, SessionWalletAccount>();
  const chain = () => grant?.chains[0] as CaipNetworkId;
  const addresses = () => grant?.accounts.get(chain()) ?? [];
  const accounts = (): SessionWalletAccount[] =>
    addresses().map((address) => {
      // The same object for an address: Wallet Standard apps compare accounts by identity.
      let account = accountObjects.get(address);
      if (!account) {
        account = Object.freeze({
          address,
          publicKey: decodeBase58(address) ?? new Uint8Array(),
          chains: [],
          features: ['solana:signMessage', 'solana:signAndSendTransaction'],
        });
        accountObjects.set(address, account);
      }
      return account;
    });
  const emit = () => {
    const current = accounts();
    for (const listener of [...listeners]) listener({ accounts: current });
  };
  const ask = (method: string, args: unknown) => {
    if (!grant) throw new ProviderRpcError(RPC_ERROR_CODES.DISCONNECTED, 'The session ended');
    return params.requester.request({ chainId: chain(), method, params: args });
  };

  const signMessage = async (...inputs: { account: SessionWalletAccount; message: Uint8Array }[]) => {
    const results = [];
    for (const { account, message } of inputs) {
      const reply = await ask('solana_signMessage', {
        message: encodeBase58(message),
        pubkey: account.address,
      });
      results.push({
        signedMessage: message,
        signature: signatureBytes(decodeBase58, reply, 'solana_signMessage'),
      });
    }
    return results;
  };

  const signAndSendTransaction = async (
    ...inputs: { account: SessionWalletAccount; transaction: Uint8Array; options?: object }[]
  ) => {
    const url = params.networks.find((network) => network.caipNetworkId === chain())?.rpcUrls.default.http[0];
    if (!url) throw new ProviderRpcError(RPC_ERROR_CODES.INVALID_PARAMS, `No RPC URL for ${chain()}`);
    const results = [];
    // One after another: a later transaction may depend on an earlier one landing.
    for (const { account, transaction, options } of inputs) {
      const reply = await ask('solana_signTransaction', { transaction: toBase64(transaction) });
      const signature = signatureBytes(decodeBase58, reply, 'solana_signTransaction');
      const returned = (reply as { transaction?: unknown }).transaction;
      const wire =
        typeof returned === 'string'
          ? fromBase64(returned)
          : withSignature(transaction, account.publicKey, signature);
      if (!wire)
        throw new ProviderRpcError(
          RPC_ERROR_CODES.INVALID_PARAMS,
          `${account.address} does not sign this transaction`,
        );
      await sendWire(url, wire, options);
      results.push({ signature });
    }
    return results;
  };

  return {
    version: '1.0.0',
    name: params.name,
    icon: params.icon ?? '',
    get chains() {
      return grant?.chains ?? [];
    },
    features: {
      'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: accounts() }) },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: ChangeListener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      'solana:signMessage': { version: '1.0.0', signMessage },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction,
      },
    },
    get accounts() {
      return accounts();
    },
    handleEvent() {},
    updateGrant(next) {
      const before = addresses().join();
      grant = next;
      if (addresses().join() !== before) emit();
    },
    end() {
      grant = undefined;
      emit();
    },
  };
}
