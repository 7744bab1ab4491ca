// Reads and broadcasts through gangway-server's RPC proxy (server/src/routes/rpc), on the frame's own origin.
import type { CaipNetworkId } from '@gangway/protocol';
import { ProviderRpcError, RPC_ERROR_CODES } from '@gangway/protocol';

export type RpcCall = (chainId: CaipNetworkId, method: string, params: unknown) => Promise<unknown>;

export function rpcProxyUrl(apiBase: string, projectId: string, chainId: CaipNetworkId): string {
  const url = new URL('v1/', apiBase);
  url.searchParams.set('chainId', chainId);
  url.searchParams.set('projectId', projectId);
  return url.toString();
}

export function createRpcCall(apiBase: string, projectId: string): RpcCall {
  let id = 0;
  return async (chainId, method, params) => {
    const response = await fetch(rpcProxyUrl(apiBase, projectId, chainId), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'omit',
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params: params ?? [] }),
    });
    const body = (await response.json().catch(() => undefined)) as
      | { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } }
      | undefined;
    if (body?.error) {
      throw new ProviderRpcError(
        typeof body.error.code === 'number' ? body.error.code : RPC_ERROR_CODES.INTERNAL,
        typeof body.error.message === 'string' ? body.error.message : 'RPC error',
        body.error.data,
      );
    }
    if (!response.ok || !body || !('result' in body))
      throw new ProviderRpcError(RPC_ERROR_CODES.INTERNAL, `HTTP status code: ${response.status}`);
    return body.result;
  };
}
