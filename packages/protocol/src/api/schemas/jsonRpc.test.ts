import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { RPC_BATCH_SIZE } from '../../constants.ts';
import { ANALYTICS_MAX_PROPS_BYTES, jsonBytes } from '../analyticsLimits.ts';
import { AnalyticsEventSchema } from './analytics.ts';
import { ApiErrorBodySchema } from './apiError.ts';
import { JsonRpcBatchRequestSchema, JsonRpcRequestSchema, JsonRpcResponseSchema } from './jsonRpc.ts';

const call = { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] };

describe('JSON-RPC envelopes', () => {
  it('accepts requests with an id and array or object params', () => {
    expect(z.safeParse(JsonRpcRequestSchema, call).success).toBe(true);
    expect(z.safeParse(JsonRpcRequestSchema, { ...call, id: 'a', params: { a: 1 } }).success).toBe(true);
  });

  it('rejects notifications, other versions and odd methods', () => {
    const { id: _, ...notification } = call;
    for (const bad of [
      notification,
      { ...call, jsonrpc: '1.0' },
      { ...call, method: 'eth call' },
      { ...call, params: 1 },
    ]) {
      expect(z.safeParse(JsonRpcRequestSchema, bad).success).toBe(false);
    }
  });

  it('bounds a batch to RPC_BATCH_SIZE', () => {
    expect(z.safeParse(JsonRpcBatchRequestSchema, Array(RPC_BATCH_SIZE).fill(call)).success).toBe(true);
    expect(z.safeParse(JsonRpcBatchRequestSchema, Array(RPC_BATCH_SIZE + 1).fill(call)).success).toBe(false);
    expect(z.safeParse(JsonRpcBatchRequestSchema, []).success).toBe(false);
  });

  it('tells answers from garbage', () => {
    expect(z.safeParse(JsonRpcResponseSchema, { jsonrpc: '2.0', id: 1, result: '0x1' }).success).toBe(true);
    expect(
      z.safeParse(JsonRpcResponseSchema, { jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'x' } })
        .success,
    ).toBe(true);
    expect(z.safeParse(JsonRpcResponseSchema, { jsonrpc: '2.0', id: 1 }).success).toBe(false);
    expect(z.safeParse(JsonRpcResponseSchema, '<html>').success).toBe(false);
  });
});

describe('analytics event and error body', () => {
  it('accepts an error event and rejects a missing props.event', () => {
    const event = {
      eventId: '0b7f9d52-8c1e-4f57-9f55-2d1f5a6c1a10',
      url: 'http://localhost:5173/',
      domain: 'localhost',
      timestamp: 1_700_000_000_000,
      props: {
        type: 'error',
        event: 'INTERNAL_SDK_ERROR',
        errorType: 'X',
        errorMessage: 'y',
        stackTrace: 'z',
      },
    };
    expect(z.safeParse(AnalyticsEventSchema, event).success).toBe(true);
    expect(z.safeParse(AnalyticsEventSchema, { ...event, props: { type: 'error' } }).success).toBe(false);
  });

  it('refuses props over ANALYTICS_MAX_PROPS_BYTES of JSON, naming props', () => {
    const props = (padding: string) => ({ type: 'track', event: 'MODAL_OPEN', properties: { padding } });
    const event = {
      eventId: 'e1',
      url: 'http://localhost/',
      domain: 'localhost',
      timestamp: 1,
      props: props(''),
    };
    const room = ANALYTICS_MAX_PROPS_BYTES - jsonBytes(props(''));
    expect(z.safeParse(AnalyticsEventSchema, { ...event, props: props('x'.repeat(room)) }).success).toBe(
      true,
    );
    const over = z.safeParse(AnalyticsEventSchema, { ...event, props: props('x'.repeat(room + 1)) });
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.path).toEqual(['props']);
    // Bytes, not characters: two-byte characters fill it twice as fast.
    expect(
      z.safeParse(AnalyticsEventSchema, { ...event, props: props('é'.repeat(room / 2 + 1)) }).success,
    ).toBe(false);
  });

  it('reads error bodies', () => {
    expect(z.parse(ApiErrorBodySchema, { code: 'BAD_REQUEST', message: 'm', field: 'page' }).field).toBe(
      'page',
    );
    expect(z.safeParse(ApiErrorBodySchema, { code: 'NOPE', message: 'm' }).success).toBe(false);
  });
});
