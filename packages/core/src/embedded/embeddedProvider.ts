// An EIP-1193 provider over the embedded-wallet frame, for the EVM adapter (and the host's wagmi through it), as
// the WalletConnect session's provider is. Accounts and chain are answered from the user the frame reported; every
// other request goes to the frame (through the transaction stack), which signs or reads through the RPC proxy.
import type { CaipNetworkId, FrameUser, RpcRequest } from '@gangway/protocol';
import { ProviderRpcError, RPC_ERROR_CODES } from '@gangway/protocol';

type Listener = (...args: unknown[]) => void;

export interface EmbeddedEip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  on(event: string, listener: Listener): EmbeddedEip1193Provider;
  removeListener(event: string, listener: Listener): EmbeddedEip1193Provider;
  /** The user changed (login, e-mail update) or ended (null: listeners hear accountsChanged [] and disconnect). */
  setUser(user: FrameUser | null): void;
  readonly isGangwayEmbedded: true;
}

export function createEmbeddedProvider(params: {
  /** The requested eip155 networks the wallet may switch between. */
  chains: () => readonly CaipNetworkId[];
  initialChain: CaipNetworkId;
  /** Sends one request to the frame (through the transaction stack). */
  send(request: RpcRequest): Promise<unknown>;
  /** Tells the frame about a switch. */
  switchChain(chainId: CaipNetworkId): Promise<void>;
}): EmbeddedEip1193Provider {
  let user: FrameUser | null = null;
  let chain = params.initialChain;
  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args);
  };
  const accounts = () =>
    user
      ? user.accounts.filter((account) => account.namespace === 'eip155').map((account) => account.address)
      : [];
  const hex = (id: CaipNetworkId) => `0x${Number(id.split(':')[1]).toString(16)}`;

  const provider: EmbeddedEip1193Provider = {
    isGangwayEmbedded: true,
    async request({ method, params: args }) {
      switch (method) {
        case 'eth_accounts':
          return accounts();
        case 'eth_requestAccounts':
          if (!user)
            throw new ProviderRpcError(RPC_ERROR_CODES.UNAUTHORIZED, 'Not connected to email or social');
          return accounts();
        case 'eth_chainId':
          return hex(chain);
        case 'wallet_revokePermissions':
          // EIP-2255's (wagmi's disconnect): signing out goes through core's disconnect (every family at once).
          // ERC-7715's, naming a session key's permissionsContext, goes to the frame.
          if (!(Array.isArray(args) && (args[0] as { permissionsContext?: unknown })?.permissionsContext))
            return null;
          break;
        case 'wallet_switchEthereumChain': {
          const raw = Array.isArray(args)
            ? (args[0] as { chainId?: unknown } | undefined)?.chainId
            : undefined;
          const id = typeof raw === 'string' ? Number.parseInt(raw, 16) : Number.NaN;
          const next = `eip155:${id}` as CaipNetworkId;
          if (!Number.isSafeInteger(id) || !params.chains().includes(next))
            throw new ProviderRpcError(RPC_ERROR_CODES.UNRECOGNIZED_CHAIN, 'Chain is not supported');
          if (next !== chain) {
            await params.switchChain(next);
            chain = next;
            emit('chainChanged', hex(next));
          }
          return null;
        }
      }
      return params.send({ method, params: args ?? [], chainId: chain, chainNamespace: 'eip155' });
    },
    on(event, listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
      return provider;
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
    setUser(next) {
      const before = accounts().join();
      user = next;
      if (accounts().join() !== before) emit('accountsChanged', accounts());
      if (!next)
        emit(
          'disconnect',
          new ProviderRpcError(RPC_ERROR_CODES.DISCONNECTED, 'The embedded wallet signed out'),
        );
    },
  };
  return provider;
}
