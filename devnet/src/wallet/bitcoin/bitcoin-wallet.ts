// The one implementation behind both Bitcoin faces of the dev wallet (Wallet Standard and sats-connect): the site's
// grant, the prompts, the signatures and the broadcasts. It follows the EVM side's selected account index.
import { bytesToHex } from 'viem';
import { bip322MessageHash } from '../../bitcoin/bip322-transactions.ts';
import { legacyMessageHash } from '../../bitcoin/legacy-message.ts';
import { invalidParams, unauthorized, userRejected } from '../errors.ts';
import { approveUnlessMisbehaving, misbehaviourThrowable } from '../misbehaviour.ts';
import { signMessageSummary } from '../summary.ts';
import type {
  DevWalletApprovalRequest,
  DevWalletMisbehaviour,
  DevWalletRequestKind,
  DevWalletStorage,
} from '../types.ts';
import { broadcastTransaction } from './esplora.ts';
import {
  type BitcoinAccountKeys,
  type BitcoinPurpose,
  type BitcoinWalletKey,
  bitcoinWalletKeys,
} from './keys.ts';
import { signBip322, signLegacy } from './message-signing.ts';
import { decodePsbt, extractTransaction, formatBtc, psbtSummary, signInputs } from './psbt.ts';
import { buildTransfer, type TransferRecipient } from './transfer.ts';

export const BITCOIN_CHAIN = 'bitcoin:regtest' as const;
export const BITCOIN_PURPOSES: readonly BitcoinPurpose[] = ['payment', 'ordinals'];
export type BitcoinMessageProtocol = 'bip322' | 'ecdsa';

export interface BitcoinWalletOptions {
  esploraUrl: string;
  origin: string;
  storage: DevWalletStorage;
  approve(request: DevWalletApprovalRequest): Promise<boolean>;
  /** The account index selected in the wallet (shared with the EVM side). */
  accountIndex(): number;
  misbehaviour(): DevWalletMisbehaviour | null;
}

export interface SignedBitcoinMessage {
  signature: Uint8Array;
  /** What was signed: the BIP-322 tagged hash, or the legacy double-SHA256. */
  messageHash: Uint8Array;
}

export interface SignedPsbt {
  psbt: Uint8Array;
  txid?: string;
}

export type BitcoinChangeListener = (keys: readonly BitcoinWalletKey[]) => void;

export interface BitcoinDevWallet {
  /** The granted site's keys (both purposes), or none. */
  exposed(): BitcoinWalletKey[];
  /** Asks the user unless the site already holds a grant; resolves the keys of the purposes asked. */
  connect(purposes: readonly BitcoinPurpose[], method: string): Promise<BitcoinWalletKey[]>;
  signMessage(
    address: string,
    message: Uint8Array,
    protocol: BitcoinMessageProtocol,
    method: string,
  ): Promise<SignedBitcoinMessage>;
  /** `signInputs` maps each address to the input indexes it signs; `broadcast` also sends the transaction. */
  signPsbt(
    psbt: Uint8Array,
    signInputs: ReadonlyMap<string, readonly number[]>,
    broadcast: boolean,
    method: string,
  ): Promise<SignedPsbt>;
  sendTransfer(recipients: readonly TransferRecipient[], method: string): Promise<string>;
  /** The site disconnects itself. */
  disconnect(): void;
  /** The user picked another account: a granted site hears a change. */
  accountChanged(): void;
  /** The user disconnected the site in the wallet. */
  revokeSite(): void;
  granted(): boolean;
  misbehaviour(): DevWalletMisbehaviour | null;
  subscribe(listener: BitcoinChangeListener): () => void;
}

/** The 'malformed-reply' misbehaviour's answers: right shapes, wrong contents. */
export const MALFORMED = {
  txid: 'not-a-txid',
  psbt: new TextEncoder().encode('not a PSBT'),
  /** One byte short of what the address type needs. */
  publicKey: (key: BitcoinWalletKey) => key.publicKey.subarray(1),
  /** The real signature with one byte flipped. */
  signature: (signature: Uint8Array) =>
    signature.map((byte, at) => (at === signature.length - 2 ? byte ^ 1 : byte)),
};

export function createBitcoinDevWallet(options: BitcoinWalletOptions): BitcoinDevWallet {
  const storageKey = `gangway-dev-wallet:v1:bitcoin-site:${options.origin}`;
  const listeners = new Set<BitcoinChangeListener>();
  const allKeys = bitcoinWalletKeys();
  let nextId = 1;

  const current = (): BitcoinAccountKeys => allKeys[options.accountIndex() % allKeys.length]!;
  const granted = () => options.storage.getItem(storageKey) !== null;
  const exposed = (): BitcoinWalletKey[] =>
    granted() ? BITCOIN_PURPOSES.map((purpose) => current()[purpose]) : [];
  const emit = () => {
    const keys = exposed();
    for (const listener of [...listeners]) listener(keys);
  };
  const keyOf = (address: string): BitcoinWalletKey => {
    const key = exposed().find((candidate) => candidate.address === address);
    if (!key) throw unauthorized(`${address} is not a Bitcoin address this site was granted.`);
    return key;
  };
  const malformed = () => options.misbehaviour() === 'malformed-reply';

  const ask = async (kind: DevWalletRequestKind, method: string, params: unknown, summary: string[]) => {
    const misbehaviour = options.misbehaviour();
    const throwable = misbehaviourThrowable(misbehaviour);
    if (throwable !== undefined) throw throwable;
    const request: DevWalletApprovalRequest = {
      id: nextId++,
      kind,
      method,
      params,
      origin: options.origin,
      chainId: BITCOIN_CHAIN,
      account: current().payment.address,
      summary,
    };
    if (!(await approveUnlessMisbehaving(misbehaviour, options.approve, request))) throw userRejected();
  };

  const connect: BitcoinDevWallet['connect'] = async (purposes, method) => {
    const unknown = purposes.filter((purpose) => !BITCOIN_PURPOSES.includes(purpose));
    if (unknown.length > 0) throw invalidParams(`The dev wallet has no ${unknown.join(', ')} addresses.`);
    if (!granted()) {
      const asked = purposes.length > 0 ? purposes : BITCOIN_PURPOSES;
      await ask('connect', method, { purposes }, [
        `Connect to ${options.origin} on ${BITCOIN_CHAIN}:`,
        ...asked.map((purpose) => `${purpose}: ${current()[purpose].address}`),
      ]);
      options.storage.setItem(storageKey, JSON.stringify({ grantedAt: Date.now() }));
      emit();
    }
    if (options.misbehaviour() === 'no-accounts') return [];
    return exposed().filter((key) => purposes.length === 0 || purposes.includes(key.purpose));
  };

  const signMessage: BitcoinDevWallet['signMessage'] = async (address, message, protocol, method) => {
    const key = keyOf(address);
    if (protocol === 'ecdsa' && key.addressType !== 'p2wpkh') {
      throw invalidParams(`ECDSA message signatures need a payment (P2WPKH) address, not ${address}.`);
    }
    await ask('sign-message', method, { address, protocol }, [
      ...signMessageSummary({ raw: bytesToHex(message) }),
      `Address: ${address}`,
      `Protocol: ${protocol === 'ecdsa' ? 'ECDSA (legacy)' : 'BIP-322'}`,
    ]);
    const signature = protocol === 'ecdsa' ? await signLegacy(key, message) : signBip322(key, message);
    return {
      signature: malformed() ? MALFORMED.signature(signature) : signature,
      messageHash: protocol === 'ecdsa' ? legacyMessageHash(message) : bip322MessageHash(message),
    };
  };

  const finish = async (signed: ReturnType<typeof decodePsbt>, broadcast: boolean): Promise<SignedPsbt> => {
    const txid = broadcast
      ? await broadcastTransaction(options.esploraUrl, extractTransaction(signed))
      : undefined;
    if (malformed()) return { psbt: MALFORMED.psbt, ...(broadcast ? { txid: MALFORMED.txid } : {}) };
    return { psbt: signed.toPSBT(), ...(txid === undefined ? {} : { txid }) };
  };

  const signPsbt: BitcoinDevWallet['signPsbt'] = async (psbt, inputs, broadcast, method) => {
    const tx = decodePsbt(psbt);
    const signers = [...inputs].map(([address, indexes]) => ({ key: keyOf(address), indexes }));
    if (signers.length === 0) throw invalidParams('Name at least one input to sign.');
    await ask('send-transaction', method, { broadcast }, [
      ...psbtSummary(tx, exposed()),
      ...signers.map(
        ({ key, indexes }) =>
          `Sign input${indexes.length === 1 ? '' : 's'} ${indexes.join(', ')} with ${key.address}`,
      ),
      ...(broadcast ? ['Then broadcast it'] : []),
    ]);
    for (const { key, indexes } of signers) signInputs(tx, key, indexes);
    return finish(tx, broadcast);
  };

  const sendTransfer: BitcoinDevWallet['sendTransfer'] = async (recipients, method) => {
    if (recipients.length === 0) throw invalidParams('Name at least one recipient.');
    if (!granted()) throw unauthorized();
    const from = current().payment;
    const tx = await buildTransfer(options.esploraUrl, from, recipients);
    await ask(
      'send-transaction',
      method,
      { recipients: recipients.map((r) => ({ ...r, amount: formatBtc(r.amount) })) },
      psbtSummary(tx, exposed()),
    );
    signInputs(
      tx,
      from,
      Array.from({ length: tx.inputsLength }, (_, index) => index),
    );
    const { txid } = await finish(tx, true);
    return txid!;
  };

  const forget = () => {
    if (!granted()) return;
    options.storage.removeItem(storageKey);
    emit();
  };

  return {
    exposed,
    connect,
    signMessage,
    signPsbt,
    sendTransfer,
    disconnect: forget,
    accountChanged: () => {
      if (granted()) emit();
    },
    revokeSite: forget,
    granted,
    misbehaviour: options.misbehaviour,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
