// The RPC proxy's policy between the route and the upstreams: node-key methods are refused, answers that
// cannot change (eth_chainId, net_version) are cached per chain, everything else is forwarded.
import { type CaipNetworkId, RPC_ERROR_CODES } from '@gangway/core';
import type { JsonRpcRequest, JsonRpcResponse } from '@gangway/core/api/schemas/index';
import type { RpcUpstream } from '../upstreams/rpc/RpcUpstream.ts';

const CACHEABLE_METHODS: ReadonlySet<string> = new Set(['eth_chainId', 'net_version']);
/** Namespaces of public node methods; admin, debug and test-node namespaces (anvil_, evm_, debug_…) stay closed. */
const ALLOWED_PREFIXES = ['eth_', 'net_', 'web3_'] as const;
/** Methods that would use keys held by the node (or, on anvil, send as any account); wallets sign on the user's side. */
const NODE_KEY_METHODS: ReadonlySet<string> = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_sendUnsignedTransaction',
]);

export function isProxiedMethod(method: string): boolean {
  return ALLOWED_PREFIXES.some((prefix) => method.startsWith(prefix)) && !NODE_KEY_METHODS.has(method);
}

export class RpcProxy {
  readonly #cache = new Map<string, unknown>();

  constructor(private readonly upstream: RpcUpstream) {}

  async handle(chainId: CaipNetworkId, requests: readonly JsonRpcRequest[]): Promise<JsonRpcResponse[]> {
    const answers: (JsonRpcResponse | undefined)[] = new Array(requests.length);
    const forwarded: number[] = [];
    requests.forEach((request, index) => {
      if (!isProxiedMethod(request.method)) {
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
