import type { GrantedSession, GrantSessionRequest } from '@gangway/core/internal';
import { loadEmbedded } from '@gangway/core/internal';
import { useMemo } from 'react';
import { useGangway } from './useGangway.ts';

export interface GangwaySmartSessions {
  /**
   * Asks the visitor to grant `signer` (a key the app holds) a session of the embedded smart account: the contracts,
   * functions and limits per call of `permissions` (ERC-7715), until `expiry`. Resolves once the grant is on chain,
   * with its `permissionsContext`: the app's key then sends user operations within those limits without asking.
   * Rejects with 'Smart sessions are not enabled: set features.smartSessions' unless the feature is on.
   */
  grant(request: GrantSessionRequest): Promise<GrantedSession>;
  /** Asks the visitor to revoke a session (at gangway-server and on chain). */
  revoke(permissionsContext: string): Promise<void>;
}

/** Smart sessions of the embedded wallet's smart account (features.smartSessions); the code loads on first call. */
export function useSmartSessions(): GangwaySmartSessions {
  const gangway = useGangway();
  return useMemo(
    () => ({
      grant: async (request) => (await loadEmbedded()).grantSmartSession(gangway, request),
      revoke: async (permissionsContext) => {
        const address =
          gangway.accounts
            .getState()
            .accounts.eip155?.user?.accounts?.find((account) => account.type === 'smartAccount')?.address ??
          '';
        await (await loadEmbedded()).revokeSmartSession(gangway, address, permissionsContext);
      },
    }),
    [gangway],
  );
}
