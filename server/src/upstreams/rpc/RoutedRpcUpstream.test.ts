import type { JsonRpcRequest, JsonRpcResponse } from '@gangway/protocol';
import { type CaipNetworkId, RPC_ERROR_CODES } from '@gangway/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ABSTRACTION_METHODS, RPC_METHOD_POLICIES } from '../../services/rpcMethodPolicy.ts';
import { RoutedRpcUpstream } from './RoutedRpcUpstream.ts';
import type { RpcUpstream } from './RpcUpstream.ts';

const WITH_BUNDLER = 'eip155:1' as CaipNetworkId;
const WITHOUT = 'eip155:10' as CaipNetworkId;

/** An upstream for some chains that answers each request with its own name and the method. */
function namedUpstream(name: string, chains: CaipNetworkId[]): RpcUpstream & { seen: string[] } {
  const seen: string[] = [];
  return {
    seen,
    chains,
    supports: (chainId): chainId is CaipNetworkId => chains.includes(chainId as CaipNetworkId),
    async send(_chainId, requests): Promise<JsonRpcResponse[]> {
      seen.push(...requests.map((request) => request.method));
      return requests.map((request) => ({
        jsonrpc: '2.0',
        id: request.id,
        result: `${name}:${request.method}`,
      }));
    },
  };
}

function routed() {
  const node = namedUpstream('node', [WITH_BUNDLER, WITHOUT]);
  const bundler = namedUpstream('bundler', [WITH_BUNDLER]);
  const paymaster = namedUpstream('paymaster', [WITH_BUNDLER]);
  return { node, bundler, paymaster, upstream: new RoutedRpcUpstream({ node, bundler, paymaster }) };
}

const request = (id: number, method: string): JsonRpcRequest => ({ jsonrpc: '2.0', id, method, params: [] });

describe('RoutedRpcUpstream', () => {
  it('allows exactly the ERC-4337 and ERC-7677 methods on EVM chains, and none on Solana', () => {
    expect([...ACCOUNT_ABSTRACTION_METHODS].sort()).toEqual([
      ['eth_estimateUserOperationGas', 'bundler'],
      ['eth_getUserOperationByHash', 'bundler'],
      ['eth_getUserOperationReceipt', 'bundler'],
      ['eth_sendUserOperation', 'bundler'],
      ['eth_supportedEntryPoints', 'bundler'],
      ['pm_getPaymasterData', 'paymaster'],
      ['pm_getPaymasterStubData', 'paymaster'],
    ]);
    for (const method of ACCOUNT_ABSTRACTION_METHODS.keys()) {
      expect(RPC_METHOD_POLICIES.eip155.forwarded.has(method)).toBe(true);
      expect(RPC_METHOD_POLICIES.solana.forwarded.has(method)).toBe(false);
    }
  });

  it('sends each request of a batch to its upstream and answers in request order (property)', async () => {
    const methods = ['eth_call', 'eth_chainId', ...ACCOUNT_ABSTRACTION_METHODS.keys()];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...methods), { minLength: 1, maxLength: 20 }),
        async (batch) => {
          const { node, bundler, paymaster, upstream } = routed();
          const answers = await upstream.send(
            WITH_BUNDLER,
            batch.map((method, index) => request(index, method)),
          );
          expect(answers).toEqual(
            batch.map((method, index) => ({
              jsonrpc: '2.0',
              id: index,
              result: `${ACCOUNT_ABSTRACTION_METHODS.get(method) ?? 'node'}:${method}`,
            })),
          );
          const to = (name: string) =>
            batch.filter((method) => (ACCOUNT_ABSTRACTION_METHODS.get(method) ?? 'node') === name);
          expect(node.seen).toEqual(to('node'));
          expect(bundler.seen).toEqual(to('bundler'));
          expect(paymaster.seen).toEqual(to('paymaster'));
        },
      ),
    );
  });

  it('answers the bundler and paymaster methods of a chain without them with an error naming what is missing', async () => {
    const { node, bundler, upstream } = routed();
    const answers = await upstream.send(WITHOUT, [
      request(1, 'eth_sendUserOperation'),
      request(2, 'eth_blockNumber'),
      request(3, 'pm_getPaymasterData'),
    ]);
    expect(answers).toEqual([
      {
        jsonrpc: '2.0',
        id: 1,
        error: {
          code: RPC_ERROR_CODES.METHOD_NOT_FOUND,
          message:
            'Method eth_sendUserOperation needs an ERC-4337 bundler, and this server has none for eip155:10',
        },
      },
      { jsonrpc: '2.0', id: 2, result: 'node:eth_blockNumber' },
      {
        jsonrpc: '2.0',
        id: 3,
        error: {
          code: RPC_ERROR_CODES.METHOD_NOT_FOUND,
          message:
            'Method pm_getPaymasterData needs an ERC-7677 paymaster service, and this server has none for eip155:10',
        },
      },
    ]);
    expect(node.seen).toEqual(['eth_blockNumber']);
    expect(bundler.seen).toEqual([]);
  });
});
