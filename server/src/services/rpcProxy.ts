// The RPC proxy between the route and the upstreams, by the policy of the chain's namespace: allowlisted
// methods are forwarded, some (eth_accounts) are answered here, answers that cannot change (eth_chainId,
// getGenesisHash) are cached per chain, and every other method gets -32601 without reaching the upstream.

import type { JsonRpcRequest, JsonRpcResponse } from '@gangway/protocol';
import { type CaipNetworkId, RPC_ERROR_CODES } from '@gangway/protocol';
import type { RpcUpstream } from '../upstreams/rpc/RpcUpstream.ts';
import { rpcMethodPolicy } from './rpcMethodPolicy.ts';

export class RpcProxy {
  readonly #cache = new Map<string, unknown>();

  constructor(
    private readonly upstream: RpcUpstream,
    /** Told about each signed transaction a node accepted (history lists it as pending). */
    private readonly onRawTransaction?: (chainId: CaipNetworkId, raw: string) => Promise<void>,
  ) {}

  /** Answers the requests; forwarded ones within `deadlineMs` (the proxied-call deadline) when given. */
  async handle(
    chainId: CaipNetworkId,
    requests: readonly JsonRpcRequest[],
    deadlineMs?: number,
  ): Promise<JsonRpcResponse[]> {
    const answers: (JsonRpcResponse | undefined)[] = new Array(requests.length);
    const forwarded: number[] = [];
    const { forwarded: allowed, localAnswers, cacheable } = rpcMethodPolicy(chainId);
    requests.forEach((request, index) => {
      if (localAnswers.has(request.method)) {
        answers[index] = { jsonrpc: '2.0', id: request.id, result: localAnswers.get(request.method) };
        return;
      }
      if (!allowed.has(request.method)) {
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
      if (cacheable.has(request.method) && this.#cache.has(cacheKey)) {
        answers[index] = { jsonrpc: '2.0', id: request.id, result: this.#cache.get(cacheKey) };
        return;
      }
      forwarded.push(index);
    });
    if (forwarded.length > 0) {
      const responses = await this.upstream.send(
        chainId,
        forwarded.map((index) => requests[index]!),
        deadlineMs === undefined ? {} : { deadlineMs },
      );
      forwarded.forEach((requestIndex, position) => {
        const response = responses[position]!;
        const method = requests[requestIndex]!.method;
        if (cacheable.has(method) && 'result' in response && typeof response.result === 'string') {
          this.#cache.set(`${chainId}|${method}`, response.result);
        }
        answers[requestIndex] = response;
        const raw = requests[requestIndex]!.params;
        if (
          method === 'eth_sendRawTransaction' &&
          'result' in response &&
          Array.isArray(raw) &&
          typeof raw[0] === 'string'
        )
          void this.onRawTransaction?.(chainId, raw[0]).catch(() => {});
      });
    }
    return answers as JsonRpcResponse[];
  }
}
