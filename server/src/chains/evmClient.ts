// A viem public client over the server's own RPC upstream of an eip155 chain, for the server's reads that viem does
// best (signature verification with ERC-1271 / ERC-6492, ENS). JSON-RPC errors keep their code and data, so viem
// decodes reverts (and CCIP-read's OffchainLookup) as it does against a node.
import type { CaipNetworkId } from '@gangway/protocol';
import { type CcipRequestParameters, createPublicClient, custom, type Hex, type PublicClient } from 'viem';
import type { RpcUpstream } from '../upstreams/rpc/RpcUpstream.ts';

class JsonRpcCallError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown,
  ) {
    super(message);
  }
}

export interface EvmClientOptions {
  /** ERC-3668 requests the client makes when a contract asks for offchain data (default: none are made). */
  ccipRequest?: (parameters: CcipRequestParameters) => Promise<Hex>;
}

export function evmClient(
  rpc: RpcUpstream,
  chainId: CaipNetworkId,
  options: EvmClientOptions = {},
): PublicClient {
  let id = 0;
  const transport = custom({
    async request({ method, params }: { method: string; params?: unknown }) {
      const [response] = await rpc.send(chainId, [
        { jsonrpc: '2.0', id: ++id, method, params: (params ?? []) as unknown[] },
      ]);
      if (!response) throw new JsonRpcCallError(-32603, `${method}: no answer`, undefined);
      if ('error' in response)
        throw new JsonRpcCallError(response.error.code, response.error.message, response.error.data);
      return response.result;
    },
  });
  return createPublicClient({
    transport,
    chain: {
      id: Number(chainId.split(':')[1]),
      name: chainId,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [] } },
    },
    ccipRead: options.ccipRequest ? { request: options.ccipRequest } : false,
  }) as PublicClient;
}
