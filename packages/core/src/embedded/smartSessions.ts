// Smart sessions of the embedded wallet's smart account (SPEC §7, features.smartSessions): the session keys it granted,
// as gangway-server reads them from the chain (GET /v1/sessions/{address}), and their revoke — asked of the frame as
// ERC-7715 wallet_revokePermissions, so the visitor approves it there like any unsafe request.
import {
  ProviderRpcError,
  RPC_ERROR_CODES,
  SMART_SESSIONS_NEED_SMART_ACCOUNT,
  type SmartSession,
  SmartSessionsResponseSchema,
} from '@gangway/protocol';
import { apiRequest, type HttpOptions } from '../api/http.ts';
import type { GangwayContext } from '../client/GangwayContext.ts';
import { embeddedInstance } from './embeddedSession.ts';

export async function listSmartSessions(http: HttpOptions, address: string): Promise<SmartSession[]> {
  const answer = await apiRequest(http, {
    path: `/v1/sessions/${encodeURIComponent(address)}`,
    schema: SmartSessionsResponseSchema,
  });
  return answer.sessions;
}

export async function revokeSmartSession(ctx: GangwayContext, address: string, pci: string): Promise<void> {
  await embeddedInstance(ctx).provider.request({
    method: 'wallet_revokePermissions',
    params: [{ address, permissionsContext: pci }],
  });
}

/** ERC-7715 permissions a session key may get (what the frame accepts; README "Smart sessions"). */
export type SessionPermissionRequest =
  | {
      type: 'contract-call';
      /** The contract and its functions, as signatures ('transfer(address,uint256)'). */
      data: { address: string; calls: readonly string[] };
      /** token-allowance: the most of the function's last uint256 argument per call; native-value-limit: per call. */
      policies?: readonly { type: 'token-allowance' | 'native-value-limit'; data: Record<string, string> }[];
    }
  | {
      type: 'native-token-transfer';
      data: { ticker: string; to: string };
      policies: readonly { type: 'token-allowance'; data: { allowance: string } }[];
    };

export interface GrantSessionRequest {
  /** The address of the key the app holds and signs the session's user operations with. */
  signer: string;
  /** Unix seconds: the session ends then (at most a year ahead). */
  expiry: number;
  permissions: readonly SessionPermissionRequest[];
}

export interface GrantedSession {
  /** The session's id (pci): what the key signs with, and what revoke takes. */
  permissionsContext: string;
  expiry: number;
  /** The smart account the session acts for. */
  address: string;
}

/** Asks the visitor (in the frame) to grant the key a session of the smart account; resolves once it is on chain. */
export async function grantSmartSession(
  ctx: GangwayContext,
  request: GrantSessionRequest,
): Promise<GrantedSession> {
  const account = ctx.accounts
    .getState()
    .accounts.eip155?.user?.accounts?.find((each) => each.type === 'smartAccount');
  if (!account)
    throw new ProviderRpcError(RPC_ERROR_CODES.UNSUPPORTED_METHOD, SMART_SESSIONS_NEED_SMART_ACCOUNT);
  const chain = ctx.connections.getState().namespaces.eip155?.chain?.caipNetworkId;
  const answer = (await embeddedInstance(ctx).provider.request({
    method: 'wallet_grantPermissions',
    params: [
      {
        address: account.address,
        ...(chain ? { chainId: `0x${Number(chain.split(':')[1]).toString(16)}` } : {}),
        expiry: request.expiry,
        signer: { type: 'account', data: { id: request.signer } },
        permissions: request.permissions,
      },
    ],
  })) as { permissionsContext: string; expiry: number };
  return { permissionsContext: answer.permissionsContext, expiry: answer.expiry, address: account.address };
}
