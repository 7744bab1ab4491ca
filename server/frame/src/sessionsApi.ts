// gangway-server's smart sessions route (SPEC §7 POST /v1/sessions/{address}/revoke), on the frame's own origin.
import { ApiErrorBodySchema, EmbeddedWalletError, RPC_ERROR_CODES } from '@gangway/protocol';
import type { Address, Hex } from 'viem';
import * as z from 'zod/mini';

export type RevokeAtServer = (account: Address, pci: Hex, signature: Hex) => Promise<void>;

export function createRevokeAtServer(apiBase: string, projectId: string): RevokeAtServer {
  return async (account, pci, signature) => {
    const url = new URL(`v1/sessions/${account}/revoke`, apiBase);
    url.searchParams.set('projectId', projectId);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'omit',
      body: JSON.stringify({ pci, signature }),
    });
    if (response.ok) return;
    const body = z.safeParse(ApiErrorBodySchema, await response.json().catch(() => undefined));
    throw new EmbeddedWalletError(body.success ? body.data.message : `HTTP status code: ${response.status}`, {
      code: RPC_ERROR_CODES.INTERNAL,
      ...(body.success ? { apiCode: body.data.code } : {}),
    });
  };
}
