// A sats-connect provider for the adapter's tests: listed in window.btc_providers, found at its dotted id on window,
// answering JSON-RPC envelopes with real signatures from its keys.
import { SATS_CONNECT_ERROR_CODES } from '@gangway/protocol';
import { base64, hex } from '@scure/base';
import { type DevKey, devKey, signAndBroadcast, signBip322, signLegacy } from './devSigner.ts';

type Listener = (event: unknown) => void;

export interface FakeSatsConnectWallet {
  id: string;
  name: string;
  keys: DevKey[];
  behaviour: {
    getAccounts: 'approve' | 'reject' | 'garbage';
    network: string | null;
    permissions: 'granted' | 'none' | 'unsupported';
    esploraUrl?: string;
    /** Answered to every request instead of a JSON-RPC envelope. */
    reply?: unknown;
  };
  calls: { method: string; params: unknown }[];
  emit(event: 'accountChange' | 'networkChange' | 'disconnect', payload?: unknown): void;
  remove(): void;
}

let count = 0;

export function installFakeSatsConnectWallet(options: { name?: string } = {}): FakeSatsConnectWallet {
  count += 1;
  const keys = [devKey('payment'), devKey('ordinals')];
  const listeners = new Map<string, Set<Listener>>();
  const namespace = `FakeSatsWallet${count}`;
  let granted = false;
  const envelope = (
    id: number,
    body: { result: unknown } | { error: { code: number; message: string } },
  ) => ({
    jsonrpc: '2.0',
    id,
    ...body,
  });
  const error = (code: number, message: string) => ({ error: { code, message } });
  const keyAt = (address: string) => keys.find((key) => key.address === address)!;

  const fake: FakeSatsConnectWallet = {
    id: `${namespace}.BitcoinProvider`,
    name: options.name ?? `Fake Sats Wallet ${count}`,
    keys,
    behaviour: { getAccounts: 'approve', network: 'Regtest', permissions: 'granted' },
    calls: [],
    emit: (event, payload) => {
      for (const listener of listeners.get(event) ?? []) listener({ type: event, ...(payload as object) });
    },
    remove: () => undefined,
  };

  async function answer(method: string, params: Record<string, unknown>) {
    switch (method) {
      case 'getAccounts':
        if (fake.behaviour.getAccounts === 'reject')
          return error(SATS_CONNECT_ERROR_CODES.USER_REJECTION, 'User rejected the request');
        if (fake.behaviour.getAccounts === 'garbage') return { result: [{ address: 42 }] };
        granted = true;
        return {
          result: keys.map((key) => ({
            address: key.address,
            publicKey: hex.encode(key.publicKey),
            purpose: key.purpose,
            addressType: key.purpose === 'payment' ? 'p2wpkh' : 'p2tr',
          })),
        };
      case 'wallet_getNetwork':
        return fake.behaviour.network === null
          ? error(SATS_CONNECT_ERROR_CODES.METHOD_NOT_FOUND, 'Method not found')
          : { result: { bitcoin: { name: fake.behaviour.network } } };
      case 'wallet_getCurrentPermissions':
        if (fake.behaviour.permissions === 'unsupported')
          return error(SATS_CONNECT_ERROR_CODES.METHOD_NOT_FOUND, 'Method not found');
        return {
          result:
            granted && fake.behaviour.permissions === 'granted'
              ? [{ type: 'account', resourceId: 'a', clientId: 'c', actions: { read: true } }]
              : [],
        };
      case 'wallet_renouncePermissions':
        granted = false;
        return { result: null };
      case 'signMessage': {
        const message = new TextEncoder().encode(params.message as string);
        const key = keyAt(params.address as string);
        const signature = params.protocol === 'ECDSA' ? signLegacy(key, message) : signBip322(key, message);
        return {
          result: {
            signature: base64.encode(signature),
            messageHash: '',
            address: key.address,
            protocol: params.protocol,
          },
        };
      }
      case 'signPsbt': {
        const [address] = Object.keys(params.signInputs as object);
        const psbt = base64.decode(params.psbt as string);
        if (!fake.behaviour.esploraUrl) return { result: { psbt: params.psbt, txid: 'f'.repeat(64) } };
        return {
          result: {
            psbt: params.psbt,
            txid: await signAndBroadcast(psbt, keyAt(address!), fake.behaviour.esploraUrl),
          },
        };
      }
      default:
        return error(SATS_CONNECT_ERROR_CODES.METHOD_NOT_FOUND, `Method not found: ${method}`);
    }
  }

  const provider = {
    request: async (method: string, params: Record<string, unknown> = {}) => {
      fake.calls.push({ method, params });
      if ('reply' in fake.behaviour) return fake.behaviour.reply;
      return envelope(fake.calls.length, await answer(method, params));
    },
    addListener: (event: string, listener: Listener) => {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => set.delete(listener);
    },
  };
  const target = window as unknown as Record<string, unknown> & { btc_providers?: unknown[] };
  target[namespace] = { BitcoinProvider: provider };
  target.btc_providers ??= [];
  const info = { id: fake.id, name: fake.name, icon: 'data:image/svg+xml;base64,PHN2Zy8+' };
  target.btc_providers.push(info);
  fake.remove = () => {
    delete target[namespace];
    target.btc_providers = target.btc_providers?.filter((entry) => entry !== info);
  };
  return fake;
}
