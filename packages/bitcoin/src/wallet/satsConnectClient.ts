// The sats-connect side: provider.request(method, params) answering JSON-RPC 2.0 envelopes, events by addListener.
import type { CaipNetwork } from '@gangway/core';
import { GangwayError, isBitcoinAddress, parseBitcoinAddress } from '@gangway/protocol';
import { hex } from '@scure/base';
import { bitcoinChainOf } from '../network/bitcoinNetworks.ts';
import type { BitcoinWalletClient, Purpose, WalletAddress } from '../runtime/BitcoinWalletClient.ts';
import type { SatsConnectProvider } from './satsConnectProvider.ts';

const PURPOSES: Purpose[] = ['payment', 'ordinals'];

/** A JSON-RPC error from the wallet, thrown as it came so that the error mapping sees its code. */
class SatsConnectError extends Error {
  constructor(
    readonly code: unknown,
    message: string,
  ) {
    super(message);
  }
}

function invalid(method: string, reason: string, cause: unknown): GangwayError {
  return new GangwayError(
    'INVALID_RESPONSE',
    { source: `the wallet (${method})`, reason },
    { cause, category: 'WALLET_ERROR' },
  );
}

async function call(provider: SatsConnectProvider, method: string, params?: unknown): Promise<unknown> {
  const reply = (await provider.request(method, params)) as {
    result?: unknown;
    error?: { code?: unknown; message?: unknown };
  } | null;
  if (typeof reply !== 'object' || reply === null) throw invalid(method, 'not a JSON-RPC response', reply);
  if (reply.error !== undefined && reply.error !== null) {
    const message =
      typeof reply.error.message === 'string' ? reply.error.message : 'the wallet gave no reason';
    throw new SatsConnectError(reply.error.code, message);
  }
  if (!('result' in reply)) throw invalid(method, 'the response has neither result nor error', reply);
  return reply.result;
}

function toAddresses(result: unknown): WalletAddress[] {
  if (!Array.isArray(result)) throw invalid('getAccounts', 'the result is not a list of addresses', result);
  return result.flatMap((entry: { address?: unknown; publicKey?: unknown; purpose?: unknown }) => {
    // Other purposes (stacks, spark…) are not Bitcoin addresses; an entry without one is malformed.
    if (typeof entry?.purpose === 'string' && entry.purpose !== 'payment' && entry.purpose !== 'ordinals')
      return [];
    if (
      (entry?.purpose !== 'payment' && entry?.purpose !== 'ordinals') ||
      typeof entry.address !== 'string' ||
      typeof entry.publicKey !== 'string' ||
      !/^([0-9a-fA-F]{2})+$/.test(entry.publicKey)
    ) {
      throw invalid('getAccounts', 'an address or public key is malformed', result);
    }
    return [
      {
        address: entry.address,
        publicKey: hex.decode(entry.publicKey.toLowerCase()),
        purpose: entry.purpose,
      },
    ];
  });
}

function chainNamed(networks: readonly CaipNetwork[], name: unknown): CaipNetwork | undefined {
  return networks.find((network) => bitcoinChainOf(network)?.satsConnectName === name);
}

export function satsConnectClient(provider: SatsConnectProvider): BitcoinWalletClient {
  /** The wallet's current network among `networks`; without wallet_getNetwork, the first whose addresses fit. */
  async function currentNetwork(networks: readonly CaipNetwork[], addresses: readonly WalletAddress[]) {
    try {
      const result = (await call(provider, 'wallet_getNetwork')) as { bitcoin?: { name?: unknown } } | null;
      return chainNamed(networks, result?.bitcoin?.name);
    } catch (error) {
      if (!(error instanceof SatsConnectError)) throw error;
      return networks.find((network) => {
        const kind = bitcoinChainOf(network)?.addresses;
        return kind !== undefined && addresses.every((entry) => isBitcoinAddress(entry.address, kind));
      });
    }
  }
  const getAccounts = async () => toAddresses(await call(provider, 'getAccounts', { purposes: PURPOSES }));

  return {
    methods: { signMessage: 'signMessage', sendTransaction: 'signPsbt' },
    async connect(network, networks, silent) {
      if (silent) {
        // Only restore when the wallet says, without prompting, that this site holds a permission: then
        // getAccounts answers without a prompt too. Wallets without wallet_getCurrentPermissions are not restored.
        try {
          const permissions = await call(provider, 'wallet_getCurrentPermissions');
          if (!Array.isArray(permissions) || permissions.length === 0) return null;
        } catch (error) {
          if (error instanceof SatsConnectError) return null;
          throw error;
        }
      }
      const addresses = await getAccounts();
      if (addresses.length === 0) {
        if (silent) return null;
        throw new GangwayError('NO_ACCOUNTS', { category: 'CONNECTION_ERROR' });
      }
      const target = await currentNetwork([network, ...networks], addresses);
      if (!target) throw new GangwayError('CONNECTOR_UNSUPPORTED_CHAINS', { category: 'CONNECTION_ERROR' });
      return { network: target, addresses };
    },
    async switchTo(network) {
      const addresses = await getAccounts();
      if ((await currentNetwork([network], addresses)) !== network) {
        throw new GangwayError('CHAIN_NOT_SUPPORTED', { category: 'WALLET_ERROR' });
      }
      return addresses;
    },
    async signMessage(address, message, protocol) {
      const result = (await call(provider, 'signMessage', {
        address,
        message,
        protocol: protocol === 'bip322' ? 'BIP322' : 'ECDSA',
      })) as { signature?: unknown } | null;
      const signature = result?.signature;
      if (typeof signature !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) {
        throw invalid('signMessage', 'the signature is not base64', result);
      }
      return Uint8Array.from(atob(signature), (character) => character.charCodeAt(0));
    },
    async signAndSend(psbt, address, indexes) {
      const base64 = btoa(String.fromCharCode(...psbt));
      const result = (await call(provider, 'signPsbt', {
        psbt: base64,
        signInputs: { [address]: indexes },
        broadcast: true,
      })) as { txid?: unknown } | null;
      return result?.txid;
    },
    async disconnect() {
      await call(provider, 'wallet_renouncePermissions');
    },
    watch(networks, current, events) {
      if (typeof provider.addListener !== 'function') return () => undefined;
      const reread = () => {
        getAccounts().then(
          (addresses) => {
            const usable = addresses.filter((entry) => parseBitcoinAddress(entry.address) !== null);
            if (usable.length === 0) events.disconnected();
            else events.addresses(usable);
          },
          () => events.disconnected(),
        );
      };
      const stops = [
        provider.addListener('accountChange', reread),
        provider.addListener('networkChange', (event) => {
          const network = chainNamed(
            networks(),
            (event as { bitcoin?: { name?: unknown } } | null)?.bitcoin?.name,
          );
          if (!network) return events.disconnected();
          if (network !== current()) events.network(network);
          reread();
        }),
        provider.addListener('disconnect', () => events.disconnected()),
      ];
      return () => {
        for (const stop of stops) if (typeof stop === 'function') stop();
      };
    },
  };
}
