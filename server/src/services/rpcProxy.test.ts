import { type CaipNetworkId, RPC_ERROR_CODES } from '@gangway/core';
import type { JsonRpcRequest, JsonRpcResponse } from '@gangway/core/api/schemas/index';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RpcUpstream } from '../upstreams/rpc/RpcUpstream.ts';
import { FORWARDED_METHODS, LOCAL_ANSWERS } from './rpcMethodPolicy.ts';
import { RpcProxy } from './rpcProxy.ts';

const CHAIN = 'eip155:1' as CaipNetworkId;

function recordingUpstream(): RpcUpstream & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    chains: [CHAIN],
    supports: (chainId): chainId is CaipNetworkId => chainId === CHAIN,
    async send(_chainId, requests): Promise<JsonRpcResponse[]> {
      calls.push(...requests.map((request) => request.method));
      return requests.map((request) => ({ jsonrpc: '2.0', id: request.id, result: '0x1' }));
    },
  };
}

const request = (id: number, method: string): JsonRpcRequest => ({ jsonrpc: '2.0', id, method, params: [] });

const KEY_METHODS = [
  'eth_sendTransaction',
  'eth_sendTransactionSync',
  'eth_sign',
  'personal_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'eth_requestAccounts',
  'eth_coinbase',
  'personal_unlockAccount',
  'anvil_setBalance',
  'evm_mine',
  'debug_traceCall',
  'eth_newFilter',
  'admin_peers',
];

describe('RPC proxy allowlist', () => {
  it('answers -32601 to any method outside the allowlist, and the upstream sees none of them (property)', async () => {
    const method = fc.oneof(
      fc.constantFrom(...KEY_METHODS),
      fc.string(),
      fc.string().map((rest) => `eth_${rest}`),
      fc.constantFrom(...FORWARDED_METHODS).map((name) => `${name} `),
      fc.constantFrom(...FORWARDED_METHODS).map((name) => name.toUpperCase()),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(method, { minLength: 1, maxLength: 20 }), async (methods) => {
        fc.pre(methods.every((name) => !FORWARDED_METHODS.has(name) && !LOCAL_ANSWERS.has(name)));
        const upstream = recordingUpstream();
        const answers = await new RpcProxy(upstream).handle(
          CHAIN,
          methods.map((name, index) => request(index, name)),
        );
        expect(upstream.calls).toEqual([]);
        for (const [index, answer] of answers.entries()) {
          expect(answer).toMatchObject({ id: index, error: { code: RPC_ERROR_CODES.METHOD_NOT_FOUND } });
        }
      }),
    );
  });

  it('answers eth_accounts with [] itself and forwards allowlisted reads', async () => {
    const upstream = recordingUpstream();
    const answers = await new RpcProxy(upstream).handle(CHAIN, [
      request(1, 'eth_accounts'),
      request(2, 'eth_getBalance'),
      request(3, 'eth_sendRawTransaction'),
    ]);
    expect(answers.map((answer) => ('result' in answer ? answer.result : answer.error))).toEqual([
      [],
      '0x1',
      '0x1',
    ]);
    expect(upstream.calls).toEqual(['eth_getBalance', 'eth_sendRawTransaction']);
  });
});
