import type { JsonRpcRequest, JsonRpcResponse } from '@gangway/protocol';
import { type CaipNetworkId, RPC_ERROR_CODES } from '@gangway/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RpcUpstream } from '../upstreams/rpc/RpcUpstream.ts';
import { RPC_METHOD_POLICIES } from './rpcMethodPolicy.ts';
import { RpcProxy } from './rpcProxy.ts';

const EVM_CHAIN = 'eip155:1' as CaipNetworkId;
const SOLANA_CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as CaipNetworkId;

function recordingUpstream(): RpcUpstream & { calls: string[] } {
  const calls: string[] = [];
  const chains = [EVM_CHAIN, SOLANA_CHAIN];
  return {
    calls,
    chains,
    supports: (chainId): chainId is CaipNetworkId => chains.includes(chainId as CaipNetworkId),
    async send(_chainId, requests): Promise<JsonRpcResponse[]> {
      calls.push(...requests.map((request) => request.method));
      return requests.map((request) => ({ jsonrpc: '2.0', id: request.id, result: '0x1' }));
    },
  };
}

const request = (id: number, method: string): JsonRpcRequest => ({ jsonrpc: '2.0', id, method, params: [] });

const EVM_REFUSED = [
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

const SOLANA_REFUSED = [
  'requestAirdrop',
  'getProgramAccounts',
  'getLargestAccounts',
  'getBlock',
  'getBlocks',
  'getClusterNodes',
  'getVoteAccounts',
  'minimumLedgerSlot',
  'accountSubscribe',
  'eth_getBalance',
  'eth_accounts',
];

const CASES = [
  { chain: EVM_CHAIN, refused: EVM_REFUSED, prefix: 'eth_', policy: RPC_METHOD_POLICIES.eip155 },
  { chain: SOLANA_CHAIN, refused: SOLANA_REFUSED, prefix: 'get', policy: RPC_METHOD_POLICIES.solana },
];

describe('RPC proxy allowlist', () => {
  it.each(CASES)(
    'answers -32601 on $chain to any method outside its allowlist, and the upstream sees none of them (property)',
    async ({ chain, refused, prefix, policy }) => {
      // Other namespaces' methods are refused too (the policies are per namespace).
      const everyAllowed = CASES.flatMap((other) => [
        ...other.policy.forwarded,
        ...other.policy.localAnswers.keys(),
      ]);
      const method = fc.oneof(
        fc.constantFrom(...refused),
        fc.string(),
        fc.string().map((rest) => `${prefix}${rest}`),
        fc.constantFrom(...everyAllowed),
        fc.constantFrom(...policy.forwarded).map((name) => `${name} `),
        fc.constantFrom(...policy.forwarded).map((name) => name.toUpperCase()),
      );
      await fc.assert(
        fc.asyncProperty(fc.array(method, { minLength: 1, maxLength: 20 }), async (methods) => {
          fc.pre(methods.every((name) => !policy.forwarded.has(name) && !policy.localAnswers.has(name)));
          const upstream = recordingUpstream();
          const answers = await new RpcProxy(upstream).handle(
            chain,
            methods.map((name, index) => request(index, name)),
          );
          expect(upstream.calls).toEqual([]);
          for (const [index, answer] of answers.entries()) {
            expect(answer).toMatchObject({ id: index, error: { code: RPC_ERROR_CODES.METHOD_NOT_FOUND } });
          }
        }),
      );
    },
  );

  it('answers eth_accounts with [] itself and forwards allowlisted reads', async () => {
    const upstream = recordingUpstream();
    const answers = await new RpcProxy(upstream).handle(EVM_CHAIN, [
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

  it('forwards Solana reads and sendTransaction, refuses requestAirdrop in the same batch, and caches getGenesisHash', async () => {
    const upstream = recordingUpstream();
    const proxy = new RpcProxy(upstream);
    const answers = await proxy.handle(SOLANA_CHAIN, [
      request(1, 'getBalance'),
      request(2, 'requestAirdrop'),
      request(3, 'sendTransaction'),
      request(4, 'getGenesisHash'),
    ]);
    expect(answers).toMatchObject([
      { id: 1, result: '0x1' },
      { id: 2, error: { code: RPC_ERROR_CODES.METHOD_NOT_FOUND } },
      { id: 3, result: '0x1' },
      { id: 4, result: '0x1' },
    ]);
    await proxy.handle(SOLANA_CHAIN, [request(5, 'getGenesisHash')]);
    expect(upstream.calls).toEqual(['getBalance', 'sendTransaction', 'getGenesisHash']);
  });
});
