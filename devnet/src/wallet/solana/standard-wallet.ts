// The dev wallet as a Wallet Standard wallet on Solana: the same approval queue and the same selected account index
// as the EVM provider, with the Solana dev key of that index. Only 'solana:localnet' (the devnet node).

import { getBase58Encoder, getUtf8Decoder } from '@solana/kit';
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base';
import { SOLANA_DEV_ACCOUNTS } from '../../solana/dev-keys.ts';
import { invalidParams, unauthorized, userRejected } from '../errors.ts';
import type { DevWalletApprovalRequest, DevWalletRequestKind, DevWalletStorage } from '../types.ts';
import { loadSolanaDevKeys, type SolanaWalletKey } from './keys.ts';
import {
  decodeWireTransaction,
  type SendOptions,
  sendWireTransaction,
  signTransaction,
} from './transaction.ts';
import { transactionSummary } from './transaction-summary.ts';

export const SOLANA_CHAIN = 'solana:localnet' as const;
const ACCOUNT_FEATURES = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const;

type ChangeListener = (properties: { accounts?: readonly WalletAccount[] }) => void;

export interface SolanaWalletOptions {
  name: string;
  icon: string;
  rpcUrl: string;
  origin: string;
  storage: DevWalletStorage;
  approve(request: DevWalletApprovalRequest): Promise<boolean>;
  /** The account index selected in the wallet (shared with the EVM side); Solana uses the dev key of that index. */
  accountIndex(): number;
}

export interface SolanaDevWallet {
  wallet: Wallet;
  /** The user picked another account: a granted site hears 'change'. */
  accountChanged(): void;
  /** The user disconnected the site in the wallet: forget the grant, 'change' with no accounts. */
  revokeSite(): void;
  granted(): boolean;
}

export function createSolanaDevWallet(options: SolanaWalletOptions): SolanaDevWallet {
  const storageKey = `gangway-dev-wallet:v1:solana-site:${options.origin}`;
  const listeners = new Set<ChangeListener>();
  // Imported on first use: WebCrypto's import is async, and a page that never signs should not pay for it.
  let keys: Promise<SolanaWalletKey[]> | undefined;
  let nextId = 1;

  // Stable account objects per index: Wallet Standard apps compare accounts by identity.
  const accountObjects = SOLANA_DEV_ACCOUNTS.map(
    ({ address }): WalletAccount =>
      Object.freeze({
        address,
        publicKey: new Uint8Array(getBase58Encoder().encode(address)),
        chains: [SOLANA_CHAIN],
        features: [...ACCOUNT_FEATURES],
      }),
  );
  const index = () => options.accountIndex() % accountObjects.length;
  const current = (): WalletAccount => accountObjects[index()]!;
  const granted = () => options.storage.getItem(storageKey) !== null;
  const exposed = (): WalletAccount[] => (granted() ? [current()] : []);
  const emit = () => {
    const accounts = exposed();
    for (const listener of [...listeners]) listener({ accounts });
  };
  const key = async (account: WalletAccount): Promise<SolanaWalletKey> => {
    if (!granted() || account.address !== current().address) {
      throw unauthorized(`${account.address} is not the Solana account this site was granted.`);
    }
    keys ??= loadSolanaDevKeys();
    return (await keys)[index()]!;
  };
  const ask = async (kind: DevWalletRequestKind, method: string, params: unknown, summary: string[]) => {
    const approved = await options.approve({
      id: nextId++,
      kind,
      method,
      params,
      origin: options.origin,
      chainId: SOLANA_CHAIN,
      account: current().address,
      summary,
    });
    if (!approved) throw userRejected();
  };

  const connect = async (input?: { silent?: boolean }) => {
    // Like eth_requestAccounts: a granted site gets its account without a prompt; silent never prompts.
    if (!granted() && !input?.silent) {
      await ask('connect', 'standard:connect', input ?? null, [
        `Connect Solana account ${current().address} to ${options.origin}`,
        `Chain: ${SOLANA_CHAIN}`,
      ]);
      options.storage.setItem(storageKey, JSON.stringify({ grantedAt: Date.now() }));
      emit();
    }
    return { accounts: exposed() };
  };

  const signMessage = async (...inputs: { account: WalletAccount; message: Uint8Array }[]) => {
    const signers = await Promise.all(inputs.map(({ account }) => key(account)));
    await ask(
      'sign-message',
      'solana:signMessage',
      inputs,
      inputs.map(({ message }) => getUtf8Decoder().decode(message)),
    );
    return Promise.all(
      inputs.map(async ({ message }, at) => ({
        signedMessage: message,
        signature: await signers[at]!.sign(message),
        signatureType: 'ed25519' as const,
      })),
    );
  };

  /** solana:signTransaction: the account's signature in its slot, sent by nobody (the site sends it). */
  const signTransactions = async (...inputs: { account: WalletAccount; transaction: Uint8Array }[]) => {
    const prepared = await Promise.all(
      inputs.map(async (input) => ({
        transaction: decodeWireTransaction(input.transaction),
        signer: await key(input.account),
      })),
    );
    await ask(
      'sign-transaction',
      'solana:signTransaction',
      inputs,
      prepared.flatMap(({ transaction }) => transactionSummary(transaction)),
    );
    return Promise.all(
      prepared.map(async ({ transaction, signer }) => ({
        signedTransaction: (await signTransaction(transaction, signer)).wire,
      })),
    );
  };

  const signAndSendTransaction = async (
    ...inputs: { account: WalletAccount; chain: string; transaction: Uint8Array; options?: SendOptions }[]
  ) => {
    const prepared = await Promise.all(
      inputs.map(async (input) => {
        if (input.chain !== SOLANA_CHAIN) throw invalidParams(`The dev wallet only knows ${SOLANA_CHAIN}.`);
        const transaction = decodeWireTransaction(input.transaction);
        return { input, transaction, signer: await key(input.account) };
      }),
    );
    await ask(
      'send-transaction',
      'solana:signAndSendTransaction',
      inputs,
      prepared.flatMap(({ transaction }) => transactionSummary(transaction)),
    );
    // One after another: a later transaction may depend on an earlier one landing.
    const results: { signature: Uint8Array }[] = [];
    for (const { input, transaction, signer } of prepared) {
      const { wire, signature } = await signTransaction(transaction, signer);
      await sendWireTransaction(options.rpcUrl, wire, input.options);
      results.push({ signature });
    }
    return results;
  };

  const wallet: Wallet = {
    version: '1.0.0',
    name: options.name,
    icon: options.icon as WalletIcon,
    chains: [SOLANA_CHAIN],
    features: {
      'standard:connect': { version: '1.0.0', connect },
      'standard:disconnect': {
        version: '1.0.0',
        // The site disconnects itself: forget its grant, so a silent connect answers nothing until it asks again.
        disconnect: async () => options.storage.removeItem(storageKey),
      },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: ChangeListener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      'solana:signMessage': { version: '1.0.0', signMessage },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: signTransactions,
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction,
      },
    },
    get accounts() {
      return exposed();
    },
  };

  return {
    wallet,
    accountChanged: () => {
      if (granted()) emit();
    },
    revokeSite: () => {
      if (!granted()) return;
      options.storage.removeItem(storageKey);
      emit();
    },
    granted,
  };
}
