// The RPC proxy's upstream: ERC-4337 bundler methods go to the chain's bundler, ERC-7677 methods to its paymaster
// service (ACCOUNT_ABSTRACTION_METHODS), everything else to its nodes. A batch is split by destination and its
// answers put back in request order; a chain configured without a bundler or paymaster answers those methods with
// a JSON-RPC error naming what is missing.

import type { JsonRpcRequest, JsonRpcResponse } from '@gangway/protocol';
import { type CaipNetworkId, RPC_ERROR_CODES } from '@gangway/protocol';
import { ACCOUNT_ABSTRACTION_METHODS } from '../../services/rpcMethodPolicy.ts';
import type { RpcUpstream } from './RpcUpstream.ts';

export interface RpcRoutes {
  node: RpcUpstream;
  bundler: RpcUpstream;
  paymaster: RpcUpstream;
}

const MISSING: Readonly<Record<Exclude<keyof RpcRoutes, 'node'>, string>> = {
  bundler: 'an ERC-4337 bundler',
  paymaster: 'an ERC-7677 paymaster service',
};

export class RoutedRpcUpstream implements RpcUpstream {
  readonly chains: readonly CaipNetworkId[];

  constructor(private readonly routes: RpcRoutes) {
    this.chains = routes.node.chains;
  }

  supports(chainId: string): chainId is CaipNetworkId {
    return this.routes.node.supports(chainId);
  }

  async send(chainId: CaipNetworkId, requests: readonly JsonRpcRequest[]): Promise<JsonRpcResponse[]> {
    const byRoute = new Map<keyof RpcRoutes, number[]>();
    requests.forEach((request, index) => {
      const route = ACCOUNT_ABSTRACTION_METHODS.get(request.method) ?? 'node';
      byRoute.set(route, [...(byRoute.get(route) ?? []), index]);
    });
    const answers: JsonRpcResponse[] = new Array(requests.length);
    await Promise.all(
      [...byRoute].map(async ([route, indexes]) => {
        const upstream = this.routes[route];
        if (route !== 'node' && !upstream.supports(chainId)) {
          for (const index of indexes) {
            const request = requests[index]!;
            answers[index] = {
              jsonrpc: '2.0',
              id: request.id,
              error: {
                code: RPC_ERROR_CODES.METHOD_NOT_FOUND,
                message: `Method ${request.method} needs ${MISSING[route]}, and this server has none for ${chainId}`,
              },
            };
          }
          return;
        }
        const responses = await upstream.send(
          chainId,
          indexes.map((index) => requests[index]!),
        );
        indexes.forEach((requestIndex, position) => {
          answers[requestIndex] = responses[position]!;
        });
      }),
    );
    return answers;
  }
}
