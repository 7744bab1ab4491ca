// SPEC §3 user, social provider and smart-account flag of a namespace's account state: the embedded wallet's while
// it is the wallet in use there. With multi-wallet it may be connected beside another wallet in use; its user shows
// when it becomes the one in use, and no other wallet has one.
import type { CaipNetworkId, ChainNamespace, FrameUser } from '@gangway/protocol';
import { EMBEDDED_CONNECTOR_ID } from '../embedded/embeddedConnectorId.ts';
import type { AccountState } from './AccountState.ts';

type UserFields = Pick<
  AccountState,
  'user' | 'socialProvider' | 'smartAccountDeployed' | 'preferredAccountType'
>;

/** What the embedded wallet's `user` writes in `namespace`'s account state, on `chainId`. */
export function embeddedUserFields(
  namespace: ChainNamespace,
  user: FrameUser,
  chainId: CaipNetworkId | undefined,
): UserFields {
  const accounts = user.accounts.filter((account) => account.namespace === namespace);
  const evm = namespace === 'eip155';
  return {
    user: {
      email: user.email,
      address: accounts[0]?.address ?? user.address,
      chainId: chainId ?? user.chainId,
      accounts: accounts.map(({ address, type }) => ({ address, type })),
      ...(user.userName ? { userName: user.userName } : {}),
      preferredAccountType: evm ? user.preferredAccountType : 'eoa',
      ...(evm && user.smartAccountDeployed !== undefined
        ? { smartAccountDeployed: user.smartAccountDeployed }
        : {}),
    },
    socialProvider: user.socialProvider ?? undefined,
    preferredAccountType: evm ? user.preferredAccountType : 'eoa',
    smartAccountDeployed: evm ? (user.smartAccountDeployed ?? false) : undefined,
  };
}

/**
 * The user fields of the wallet `connectorId` made the one in use: the embedded user's, or none (the preferred account
 * type stays: it is the embedded wallet's default, SPEC §4, and says nothing about another wallet).
 */
export function userFieldsInUse(
  namespace: ChainNamespace,
  connectorId: string,
  user: FrameUser | null | undefined,
  chainId: CaipNetworkId | undefined,
): Partial<UserFields> {
  if (connectorId === EMBEDDED_CONNECTOR_ID && user) return embeddedUserFields(namespace, user, chainId);
  return { user: undefined, socialProvider: undefined, smartAccountDeployed: undefined };
}
