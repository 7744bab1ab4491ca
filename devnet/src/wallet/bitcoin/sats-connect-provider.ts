// The Bitcoin dev wallet in the sats-connect provider shape: request(method, params) resolves a JSON-RPC 2.0
// envelope, addListener(event, cb) returns an unsubscribe function. Found at window.GangwayDevWallet.BitcoinProvider
// through window.btc_providers.
import { ProviderRpcError, RPC_ERROR_CODES, SATS_CONNECT_ERROR_CODES } from '@gangway/protocol';
import { base64, hex } from '../../bitcoin/bytes.ts';
import type { BitcoinDevWallet } from './bitcoin-wallet.ts';
import { MALFORMED } from './bitcoin-wallet.ts';
import type { BitcoinPurpose, BitcoinWalletKey } from './keys.ts';

export const SATS_CONNECT_PROVIDER_ID = 'GangwayDevWallet.BitcoinProvider';
/** wallet_getNetwork's name in the 'bad-chain-id' misbehaviour. */
export const MALFORMED_NETWORK_NAME = 'not-a-network';

export type SatsConnectEvent = 'accountChange' | 'networkChange' | 'disconnect';

export type SatsConnectResponse =
  | { jsonrpc: '2.0'; id: string; result: unknown }
  | { jsonrpc: '2.0'; id: string; error: { code: number; message: string } };

export interface SatsConnectProvider {
  request(method: string, params?: unknown): Promise<SatsConnectResponse>;
  addListener(event: SatsConnectEvent, callback: (payload: unknown) => void): () => void;
}

export interface SatsConnectAddress {
  address: string;
  publicKey: string;
  purpose: BitcoinPurpose;
  addressType: 'p2wpkh' | 'p2tr';
  walletType: 'software';
}

type Params = Record<string, unknown>;

const fail = (code: number, message: string) => new ProviderRpcError(code, message);
const badParams = (message: string) => fail(RPC_ERROR_CODES.INVALID_PARAMS, message);

function object(params: unknown): Params {
  if (params === undefined || params === null) return {};
  if (typeof params !== 'object' || Array.isArray(params)) throw badParams('params must be an object.');
  return params as Params;
}

function purposes(value: unknown): BitcoinPurpose[] {
  if (value === undefined) return ['payment', 'ordinals'];
  if (!Array.isArray(value) || !value.every((entry) => entry === 'payment' || entry === 'ordinals')) {
    throw badParams("purposes must be an array of 'payment' and 'ordinals'.");
  }
  return value;
}

function decodeBase64(value: unknown, field: string): Uint8Array {
  try {
    if (typeof value !== 'string') throw new TypeError();
    return base64.decode(value);
  } catch {
    throw badParams(`${field} must be base64.`);
  }
}

function signInputs(value: unknown): Map<string, number[]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badParams('signInputs must map addresses to input indexes.');
  }
  const entries = Object.entries(value);
  if (!entries.every(([, indexes]) => Array.isArray(indexes) && indexes.every(Number.isInteger))) {
    throw badParams('signInputs must map addresses to arrays of input indexes.');
  }
  return new Map(entries as [string, number[]][]);
}

function recipients(value: unknown): { address: string; amount: bigint }[] {
  if (!Array.isArray(value)) throw badParams('recipients must be an array of { address, amount }.');
  return value.map((entry: { address?: unknown; amount?: unknown }) => {
    if (
      typeof entry?.address !== 'string' ||
      !Number.isSafeInteger(entry.amount) ||
      (entry.amount as number) <= 0
    ) {
      throw badParams('Each recipient needs an address and a positive whole amount of sats.');
    }
    return { address: entry.address, amount: BigInt(entry.amount as number) };
  });
}

/** EIP-1193-style codes of the shared core, in sats-connect's numbering. */
function errorCode(code: number): number {
  if (code === RPC_ERROR_CODES.USER_REJECTED) return SATS_CONNECT_ERROR_CODES.USER_REJECTION;
  if (code === RPC_ERROR_CODES.UNAUTHORIZED) return SATS_CONNECT_ERROR_CODES.ACCESS_DENIED;
  if (code === RPC_ERROR_CODES.UNSUPPORTED_METHOD) return SATS_CONNECT_ERROR_CODES.METHOD_NOT_FOUND;
  return code;
}

export function createSatsConnectProvider(core: BitcoinDevWallet): SatsConnectProvider {
  let nextId = 1;
  const listeners = new Map<SatsConnectEvent, Set<(payload: unknown) => void>>();
  const emit = (event: SatsConnectEvent, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(payload);
  };

  const address = (key: BitcoinWalletKey): SatsConnectAddress => ({
    address: key.address,
    publicKey: hex.encode(
      core.misbehaviour() === 'malformed-reply' ? MALFORMED.publicKey(key) : key.publicKey,
    ),
    purpose: key.purpose,
    addressType: key.addressType,
    walletType: 'software',
  });
  const network = () => ({
    bitcoin: { name: core.misbehaviour() === 'bad-chain-id' ? MALFORMED_NETWORK_NAME : 'Regtest' },
  });

  let wasGranted = core.granted();
  core.subscribe((keys) => {
    if (keys.length > 0) emit('accountChange', { type: 'accountChange', addresses: keys.map(address) });
    else if (wasGranted) emit('disconnect', { type: 'disconnect' });
    wasGranted = keys.length > 0;
  });

  const getAccounts = async (params: unknown, method: string) =>
    (await core.connect(purposes(object(params).purposes), method)).map(address);

  const methods: Record<string, (params: unknown, method: string) => Promise<unknown>> = {
    getAccounts,
    wallet_connect: async (params, method) => ({
      addresses: (await core.connect(purposes(object(params).addresses), method)).map(address),
      walletType: 'software',
      network: network(),
    }),
    wallet_getNetwork: async () => network(),
    wallet_renouncePermissions: async () => {
      core.disconnect();
      return null;
    },
    wallet_disconnect: async () => {
      core.disconnect();
      return null;
    },
    signMessage: async (params, method) => {
      const { address: signer, message, protocol = 'BIP322' } = object(params);
      if (typeof signer !== 'string' || typeof message !== 'string') {
        throw badParams('signMessage needs an address and a message string.');
      }
      if (protocol !== 'BIP322' && protocol !== 'ECDSA')
        throw badParams("protocol must be 'BIP322' or 'ECDSA'.");
      const signed = await core.signMessage(
        signer,
        new TextEncoder().encode(message),
        protocol === 'ECDSA' ? 'ecdsa' : 'bip322',
        method,
      );
      return {
        signature: base64.encode(signed.signature),
        messageHash: hex.encode(signed.messageHash),
        address: signer,
        protocol,
      };
    },
    signPsbt: async (params, method) => {
      const request = object(params);
      const signed = await core.signPsbt(
        decodeBase64(request.psbt, 'psbt'),
        signInputs(request.signInputs),
        request.broadcast === true,
        method,
      );
      return {
        psbt: base64.encode(signed.psbt),
        ...(signed.txid === undefined ? {} : { txid: signed.txid }),
      };
    },
    sendTransfer: async (params, method) => ({
      txid: await core.sendTransfer(recipients(object(params).recipients), method),
    }),
  };

  return {
    request: async (method, params) => {
      const id = String(nextId++);
      const handler = typeof method === 'string' ? methods[method] : undefined;
      try {
        if (!handler)
          throw fail(
            RPC_ERROR_CODES.METHOD_NOT_FOUND,
            `The Gangway Dev Wallet does not support ${String(method)}.`,
          );
        return { jsonrpc: '2.0', id, result: await handler(params, method) };
      } catch (error) {
        // The error misbehaviours throw non-ProviderRpcErrors on purpose: a broken wallet rejects, it does not answer.
        if (!(error instanceof ProviderRpcError)) throw error;
        return { jsonrpc: '2.0', id, error: { code: errorCode(error.code), message: error.message } };
      }
    },
    addListener: (event, callback) => {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      set.add(callback);
      return () => set.delete(callback);
    },
  };
}
