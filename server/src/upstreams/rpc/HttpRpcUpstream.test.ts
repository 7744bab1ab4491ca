import type { CaipNetworkId } from '@gangway/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadUrl, type FakeRpc, startFakeRpc } from '../../../test/helpers/fakeRpc.ts';
import { ApiError } from '../../errors/ApiError.ts';
import { HttpRpcUpstream } from './HttpRpcUpstream.ts';

const CHAIN = 'eip155:1' as CaipNetworkId;
let first: FakeRpc;
let second: FakeRpc;

beforeAll(async () => {
  [first, second] = await Promise.all([startFakeRpc(1), startFakeRpc(1)]);
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
});

const request = (id: number | string, method: string) => ({ jsonrpc: '2.0' as const, id, method });

describe('HttpRpcUpstream', () => {
  it('maps batch answers back to requests, even with reordered answers and repeated ids', async () => {
    first.behaviour = 'answer';
    const upstream = new HttpRpcUpstream({ endpoints: { [CHAIN]: [first.url] }, timeoutMs: 1_000 });
    const answers = await upstream.send(CHAIN, [
      request(5, 'eth_blockNumber'),
      request(5, 'eth_chainId'),
      request('x', 'nope'),
    ]);
    expect(answers).toEqual([
      { jsonrpc: '2.0', id: 5, result: '0x10' },
      { jsonrpc: '2.0', id: 5, result: '0x1' },
      { jsonrpc: '2.0', id: 'x', error: { code: -32601, message: 'nope not found' } },
    ]);
  });

  for (const behaviour of ['hang', 'garbage', 'http500', 'notJsonRpc'] as const) {
    it(`falls back when the first endpoint does "${behaviour}", and tries it last afterwards`, async () => {
      first.behaviour = behaviour;
      second.behaviour = 'answer';
      first.calls.length = 0;
      const failures: string[] = [];
      const upstream = new HttpRpcUpstream({
        endpoints: { [CHAIN]: [first.url, second.url] },
        timeoutMs: 200,
        onAttemptFailed: ({ reason }) => failures.push(reason),
      });
      expect(await upstream.send(CHAIN, [request(1, 'eth_blockNumber')])).toEqual([
        { jsonrpc: '2.0', id: 1, result: '0x10' },
      ]);
      expect(failures).toHaveLength(1);
      await upstream.send(CHAIN, [request(2, 'eth_blockNumber')]);
      expect(first.calls).toHaveLength(1);
    });
  }

  it('answers 502 to an answer over the size cap, without failover and without marking the endpoint unhealthy', async () => {
    first.behaviour = 'huge';
    first.hugeChars = 4_096;
    second.behaviour = 'answer';
    first.calls.length = 0;
    second.calls.length = 0;
    const failures: string[] = [];
    const upstream = new HttpRpcUpstream({
      endpoints: { [CHAIN]: [first.url, second.url] },
      timeoutMs: 1_000,
      maxResponseBytes: 1_024,
      onAttemptFailed: ({ reason }) => failures.push(reason),
    });
    const failed = await upstream.send(CHAIN, [request(1, 'eth_call')]).catch((error: unknown) => error);
    expect(failed).toMatchObject({ statusCode: 502, code: 'UPSTREAM_ERROR' });
    expect((failed as Error).message).toContain('answer larger than 1024 bytes');
    expect(second.calls).toEqual([]);
    expect(failures).toEqual([]);
    first.behaviour = 'answer';
    await upstream.send(CHAIN, [request(2, 'eth_blockNumber')]);
    expect(first.calls).toEqual(['eth_call', 'eth_blockNumber']);
    expect(second.calls).toEqual([]);
  });

  it('fails with 504 when every endpoint times out and 502 with every reason otherwise', async () => {
    first.behaviour = 'hang';
    second.behaviour = 'hang';
    const hanging = new HttpRpcUpstream({ endpoints: { [CHAIN]: [first.url, second.url] }, timeoutMs: 100 });
    const timedOut = await hanging
      .send(CHAIN, [request(1, 'eth_blockNumber')])
      .catch((error: unknown) => error);
    expect(timedOut).toBeInstanceOf(ApiError);
    expect(timedOut).toMatchObject({
      statusCode: 504,
      message: 'Every RPC endpoint of eip155:1 did not answer within 100 ms',
    });

    second.behaviour = 'garbage';
    const mixed = new HttpRpcUpstream({
      endpoints: { [CHAIN]: [await deadUrl(), second.url] },
      timeoutMs: 100,
    });
    const failed = await mixed.send(CHAIN, [request(1, 'eth_blockNumber')]).catch((error: unknown) => error);
    expect(failed).toMatchObject({ statusCode: 502 });
    expect((failed as Error).message).toMatch(
      /RPC endpoint 1 of eip155:1 is unreachable \(ECONNREFUSED\); Invalid response from RPC endpoint 2 of eip155:1: not JSON/,
    );
  });
});
