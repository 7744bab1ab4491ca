// What a WalletConnect session grants, per chain family, checked against what was requested.
import type { CaipNetworkId, ChainNamespace } from '@gangway/protocol';
import { GangwayError, isCaipAddress } from '@gangway/protocol';

/** The `namespaces` of a session as the wallet approved them (WalletConnect's SessionTypes.Namespaces). */
export type SessionNamespaces = Readonly<
  Record<
    string,
    {
      accounts: readonly string[];
      chains?: readonly string[] | undefined;
      methods?: readonly string[] | undefined;
    }
  >
>;

export interface NamespaceGrant {
  namespace: ChainNamespace;
  /** The requested networks the wallet granted an account on, in the requested order. */
  chains: CaipNetworkId[];
  /** Addresses per granted network, in the wallet's order. */
  accounts: ReadonlyMap<CaipNetworkId, readonly string[]>;
  /** The methods the wallet approved in the family; undefined when it named none. */
  methods?: readonly string[];
}

const SOURCE = 'the wallet (WalletConnect session)';

/**
 * The grants of a session, one per family with at least one account on a requested network. Accounts on networks
 * that were not requested are dropped; a session with none on any requested network is refused.
 */
export function sessionGrants(
  namespaces: SessionNamespaces,
  requested: readonly CaipNetworkId[],
): NamespaceGrant[] {
  const byChain = new Map<CaipNetworkId, string[]>();
  const methods = new Map<string, string[]>();
  for (const [key, { methods: approved }] of Object.entries(namespaces)) {
    // A namespace key is the family ('eip155') or one of its chains ('eip155:1').
    const family = key.split(':')[0]!;
    if (Array.isArray(approved)) methods.set(family, [...(methods.get(family) ?? []), ...approved]);
  }
  for (const { accounts } of Object.values(namespaces)) {
    if (!Array.isArray(accounts)) {
      throw new GangwayError('INVALID_RESPONSE', { source: SOURCE, reason: 'accounts is not a list' });
    }
    for (const account of accounts) {
      if (!isCaipAddress(account)) {
        throw new GangwayError('INVALID_RESPONSE', {
          source: SOURCE,
          reason: `"${String(account)}" is not a CAIP-10 account`,
        });
      }
      const cut = account.lastIndexOf(':');
      const chain = account.slice(0, cut) as CaipNetworkId;
      if (!requested.includes(chain)) continue;
      byChain.set(chain, [...(byChain.get(chain) ?? []), account.slice(cut + 1)]);
    }
  }
  const grants = new Map<ChainNamespace, NamespaceGrant>();
  for (const chain of requested) {
    const accounts = byChain.get(chain);
    // Requested networks are the app's own: their namespace is a ChainNamespace.
    const namespace = chain.slice(0, chain.indexOf(':')) as ChainNamespace;
    if (!accounts) continue;
    const grant = grants.get(namespace);
    const approved = methods.get(namespace);
    grants.set(namespace, {
      namespace,
      chains: [...(grant?.chains ?? []), chain],
      accounts: new Map(grant?.accounts).set(chain, accounts),
      ...(approved ? { methods: approved } : {}),
    });
  }
  if (grants.size === 0) {
    throw new GangwayError('INVALID_RESPONSE', {
      source: SOURCE,
      reason: 'no account on any requested network',
    });
  }
  return [...grants.values()];
}
