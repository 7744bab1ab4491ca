import type { CaipNetworkId, JsonRpcRequest, JsonRpcResponse } from '@gangway/protocol';
import { RPC_ERROR_CODES } from '@gangway/protocol';

/** JSON-RPC endpoints per chain. */
export interface RpcUpstream {
  readonly chains: readonly CaipNetworkId[];
  supports(chainId: string): chainId is CaipNetworkId;
  /** Sends the requests (one, or a batch) to the chain; the answers come back in request order. */
  send(
    chainId: CaipNetworkId,
    requests: readonly JsonRpcRequest[],
    options?: RpcSendOptions,
  ): Promise<JsonRpcResponse[]>;
}

export interface RpcSendOptions {
  /** The whole call's deadline, fallbacks included (proxied calls); default: each endpoint's own timeout. */
  deadlineMs?: number;
}

/** A JSON-RPC error answer to a call the server made for itself (balances, prices). */
export class RpcCallError extends Error {
  override readonly name = 'RpcCallError';
  constructor(
    readonly chainId: CaipNetworkId,
    readonly method: string,
    readonly rpcCode: number,
    rpcMessage: string,
  ) {
    super(`${method} on ${chainId} failed: ${rpcMessage} (${rpcCode})`);
  }
}

/** One call, for the server's own reads: the result, or an RpcCallError. */
export async function rpcCall(
  upstream: RpcUpstream,
  chainId: CaipNetworkId,
  method: string,
  params: unknown[],
): Promise<unknown> {
  const [response] = await upstream.send(chainId, [{ jsonrpc: '2.0', id: 1, method, params }]);
  if (!response) throw new RpcCallError(chainId, method, RPC_ERROR_CODES.INTERNAL, 'no answer');
  if ('error' in response)
    throw new RpcCallError(chainId, method, response.error.code, response.error.message);
  return response.result;
}
