// The RPC proxy's check of user operations signed by a session key (GangwaySessionKeys): one whose session was
// revoked at gangway-server (POST /v1/sessions/{address}/revoke) is refused before the bundler sees it, even while
// the revoke on chain is not in yet.
import type { CaipNetworkId, JsonRpcRequest } from '@gangway/protocol';
import { forbidden } from '../../errors/ApiError.ts';
import type { SmartSessionService } from '../../sessions/SmartSessionService.ts';

const CHECKED = new Set(['eth_sendUserOperation', 'eth_estimateUserOperationGas']);

export async function refuseRevokedSessions(
  sessions: SmartSessionService,
  chainId: CaipNetworkId,
  requests: readonly JsonRpcRequest[],
): Promise<void> {
  for (const request of requests) {
    if (!CHECKED.has(request.method) || !Array.isArray(request.params)) continue;
    const operation = request.params[0] as { sender?: unknown; signature?: unknown } | null | undefined;
    if (typeof operation?.sender !== 'string' || typeof operation.signature !== 'string') continue;
    const revoked = await sessions.revokedSessionOf(chainId, operation.sender, operation.signature);
    if (revoked) throw forbidden('FORBIDDEN', `The session ${revoked} is revoked`);
  }
}
