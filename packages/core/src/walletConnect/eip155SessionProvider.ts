// An EIP-1193 provider over the eip155 part of a WalletConnect session, for the EVM adapter (and wagmi through it).
// Account and chain questions are answered from the session; reads go to the network's own RPC; only what needs
// the wallet's keys crosses the relay.
import type { CaipNetworkId } from '@gangway/protocol';
import { ProviderRpcError, RPC_ERROR_CODES } from '@gangway/protocol';
import type { CaipNetwork } from '../networks/CaipNetwork.ts';
import type { NamespaceGrant } from './sessionAccounts.ts';

/** The methods a session asks the wallet for (the proposal's eip155 methods). */
export const EIP155_WALLET_METHODS = [
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_signTransaction',
  'wallet_addEthereumChain',
  'wallet_switchEthereumChain',
  'wallet_watchAsset',
  // EIP-5792: passed to wallets that approve them; the others answer 4200 here.
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
] as const;
export const EIP155_EVENTS = ['accountsChanged', 'chainChanged'] as const;

type Listener = (...args: unknown[]) => void;

export interface SessionRequester {
  request(args: { chainId: CaipNetworkId; method: string; params: unknown }): Promise<unknown>;
}

export interface Eip155SessionProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  on(event: string, listener: Listener): Eip155SessionProvider;
  removeListener(event: string, listener: Listener): Eip155SessionProvider;
  /** The wallet's session_event: accountsChanged or chainChanged. */
  handleEvent(name: string, data: unknown): void;
  /** The session's namespaces changed (session_update). */
  updateGrant(grant: NamespaceGrant): void;
  /** The session ended: listeners hear `disconnect`. */
  end(): void;
}

const chainReference = (chain: CaipNetworkId) => Number(chain.slice('eip155:'.length));
const toHex = (value: number) => `0x${value.toString(16)}`;

/** A chain id as wallets send it in chainChanged or wallet_switchEthereumChain: hex, decimal or CAIP-2. */
function parseChain(value: unknown): CaipNetworkId | undefined {
  const raw = typeof value === 'object' && value !== null ? (value as { chainId?: unknown }).chainId : value;
  const text =
    typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.replace(/^eip155:/, '') : '';
  const id = text.startsWith('0x') ? Number.parseInt(text, 16) : Number(text);
  return Number.isSafeInteger(id) && id > 0 ? (`eip155:${id}` as CaipNetworkId) : undefined;
}

async function rpc(url: string, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
  });
  const body = (await response.json()) as {
    result?: unknown;
    error?: { code: number; message: string; data?: unknown };
  };
  if (body.error) throw new ProviderRpcError(body.error.code, body.error.message, body.error.data);
  return body.result;
}

export function createEip155SessionProvider(params: {
  grant: NamespaceGrant;
  networks: readonly CaipNetwork[];
  requester: SessionRequester;
}): Eip155SessionProvider {
  let grant = params.grant;
  let chain = grant.chains[0] as CaipNetworkId;
  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args);
  };
  const accounts = () => grant.accounts.get(chain) ?? [];
  const switchTo = (next: CaipNetworkId) => {
    if (next === chain) return;
    chain = next;
    emit('chainChanged', toHex(chainReference(next)));
  };

  const provider: Eip155SessionProvider = {
    async request({ method, params: args }) {
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return [...accounts()];
        case 'eth_chainId':
          return toHex(chainReference(chain));
        case 'wallet_revokePermissions':
          // The session ends through core's disconnect, for every family at once.
          return null;
        case 'wallet_switchEthereumChain': {
          const next = parseChain(Array.isArray(args) ? args[0] : args);
          if (next && grant.chains.includes(next)) {
            switchTo(next);
            return null;
          }
          throw new ProviderRpcError(
            RPC_ERROR_CODES.UNRECOGNIZED_CHAIN,
            'The session does not include this chain',
          );
        }
      }
      if ((EIP155_WALLET_METHODS as readonly string[]).includes(method)) {
        if (grant.methods && !grant.methods.includes(method))
          throw new ProviderRpcError(
            RPC_ERROR_CODES.UNSUPPORTED_METHOD,
            `The wallet did not approve ${method} in this session`,
          );
        return params.requester.request({ chainId: chain, method, params: args ?? [] });
      }
      const url = params.networks.find((network) => network.caipNetworkId === chain)?.rpcUrls.default.http[0];
      if (!url) throw new ProviderRpcError(RPC_ERROR_CODES.UNRECOGNIZED_CHAIN, `No RPC URL for ${chain}`);
      return rpc(url, method, args);
    },
    on(event, listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
      return provider;
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
    handleEvent(name, data) {
      if (name === 'chainChanged') {
        const next = parseChain(data);
        if (next && grant.chains.includes(next)) switchTo(next);
      } else if (name === 'accountsChanged' && Array.isArray(data)) {
        const addresses = data.map((entry) => String(entry).split(':').pop() ?? '');
        grant = { ...grant, accounts: new Map(grant.accounts).set(chain, addresses) };
        emit('accountsChanged', addresses);
      }
    },
    updateGrant(next) {
      const before = accounts().join();
      grant = next;
      if (!grant.chains.includes(chain)) switchTo(grant.chains[0] as CaipNetworkId);
      if (accounts().join() !== before) emit('accountsChanged', [...accounts()]);
    },
    end() {
      emit('disconnect', new ProviderRpcError(RPC_ERROR_CODES.DISCONNECTED, 'The session ended'));
    },
  };
  return provider;
}
