// The RPC proxy between the route and the upstreams: allowlisted methods are forwarded, eth_accounts is
// answered here, answers that cannot change (eth_chainId, net_version) are cached per chain, and every other
// method gets -32601 without reaching the upstream.
import { type CaipNetworkId, RPC_ERROR_CODES } from '@gangway/core';
import type { JsonRpcRequest, JsonRpcResponse } from '@gangway/core/api/schemas/index';
import type { RpcUpstream } from '../upstreams/rpc/RpcUpstream.ts';
import { CACHEABLE_METHODS, isForwardedMethod, LOCAL_ANSWERS } from './rpcMethodPolicy.ts';

export class RpcProxy {
  readonly #cache = new Map<string, unknown>();

  constructor(private readonly upstream: RpcUpstream) {}

  async handle(chainId: CaipNetworkId, requests: readonly JsonRpcRequest[]): Promise<JsonRpcResponse[]> {
    const answers: (JsonRpcResponse | undefined)[] = new Array(requests.length);
    const forwarded: number[] = [];
    requests.forEach((request, index) => {
      if (LOCAL_ANSWERS.has(request.method)) {
        answers[index] = { jsonrpc: '2.0', id: request.id, result: LOCAL_ANSWERS.get(request.method) };
        return;
      }
      if (!isForwardedMethod(request.method)) {
        answers[index] = {
          jsonrpc: '2.0',
          id: request.id,
          error: {
            code: RPC_ERROR_CODES.METHOD_NOT_FOUND,
            message: `Method ${request.method} is not available through this RPC proxy`,
          },
        };
        return;
      }
      const cacheKey = `${chainId}|${request.method}`;
      if (CACHEABLE_METHODS.has(request.method) && this.#cache.has(cacheKey)) {
        answers[index] = { jsonrpc: '2.0', id: request.id, result: this.#cache.get(cacheKey) };
        return;
      }
      forwarded.push(index);
    });
    if (forwarded.length > 0) {
      const responses = await this.upstream.send(
        chainId,
        forwarded.map((index) => requests[index]!),
      );
      forwarded.forEach((requestIndex, position) => {
        const response = responses[position]!;
        const method = requests[requestIndex]!.method;
        if (CACHEABLE_METHODS.has(method) && 'result' in response && typeof response.result === 'string') {
          this.#cache.set(`${chainId}|${method}`, response.result);
        }
        answers[requestIndex] = response;
      });
    }
    return answers as JsonRpcResponse[];
  }
}
