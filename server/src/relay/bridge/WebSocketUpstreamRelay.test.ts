// The upstream client's allowlist: from upstream only a message on a topic goes further (anything else is refused
// and reaches no handler); upstream it sends only the bridged methods, with its JWT and the project id in the URL.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { RELAY_METHODS } from '../relayProtocol.ts';
import { BRIDGED_METHODS, type UpstreamMessage } from './UpstreamRelay.ts';
import { WebSocketUpstreamRelay } from './WebSocketUpstreamRelay.ts';

const silent = { info: () => {}, warn: () => {} };
const TOPIC = 'ab'.repeat(32);

describe('WebSocketUpstreamRelay', () => {
  const closing: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closing.splice(0)) await close();
  });

  it('takes only irn_subscription from upstream, and sends only the bridged methods', async () => {
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    closing.push(() => new Promise((resolve) => server.close(() => resolve())));
    const received: Record<string, unknown>[] = [];
    const answers = new Map<number, Record<string, unknown>>();
    let url = '';
    const ready = new Promise<import('ws').WebSocket>((resolve) =>
      server.on('connection', (socket, request) => {
        url = request.url ?? '';
        socket.on('message', (data) => {
          const frame = JSON.parse(data.toString()) as Record<string, unknown>;
          if ('method' in frame) {
            received.push(frame);
            socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }));
          } else answers.set(frame.id as number, frame);
        });
        resolve(socket);
      }),
    );
    await new Promise((resolve) => server.once('listening', resolve));
    const upstream = new WebSocketUpstreamRelay({
      url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/v1/relay`,
      projectId: 'wc-project',
      seed: randomBytes(32),
      maxMessageBytes: 1024,
      log: silent,
    });
    closing.unshift(() => upstream.close());
    const messages: UpstreamMessage[] = [];
    upstream.onMessage(async (message) => {
      messages.push(message);
    });
    const connected = new Promise<void>((resolve) => upstream.onConnected(resolve));
    const socket = await ready;
    await connected;
    expect(url).toMatch(/projectId=wc-project&auth=ey/);

    await upstream.subscribe([TOPIC]);
    await upstream.publish({ topic: TOPIC, message: 'hello', ttlSeconds: 300, tag: 1108 });
    await upstream.unsubscribe([TOPIC]);
    expect(received.map((frame) => frame.method).sort()).toEqual([...BRIDGED_METHODS.out].sort());

    // A request other than a message on a topic: refused, and no handler sees it.
    socket.send(
      JSON.stringify({
        id: 7,
        jsonrpc: '2.0',
        method: RELAY_METHODS.publish,
        params: { topic: TOPIC, message: 'x', ttl: 1 },
      }),
    );
    socket.send(JSON.stringify({ id: 8, jsonrpc: '2.0', method: 'wc_sessionRequest', params: {} }));
    socket.send(
      JSON.stringify({
        id: 9,
        jsonrpc: '2.0',
        method: RELAY_METHODS.subscription,
        params: { id: 'sub', data: { topic: TOPIC, message: 'from upstream', publishedAt: 1, tag: 1109 } },
      }),
    );
    await expect.poll(() => answers.size).toBe(3);
    expect(answers.get(7)?.error).toMatchObject({ code: -32601 });
    expect(answers.get(8)?.error).toMatchObject({ code: -32601 });
    expect(answers.get(9)?.result).toBe(true);
    expect(messages).toEqual([{ topic: TOPIC, message: 'from upstream', tag: 1109 }]);
  });

  it('does not acknowledge a message its handler could not store (the upstream keeps it)', async () => {
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    closing.push(() => new Promise((resolve) => server.close(() => resolve())));
    const answers: Record<string, unknown>[] = [];
    server.on('connection', (socket) => {
      socket.on('message', (data) => answers.push(JSON.parse(data.toString()) as Record<string, unknown>));
      socket.send(
        JSON.stringify({
          id: 1,
          jsonrpc: '2.0',
          method: RELAY_METHODS.subscription,
          params: { id: 'sub', data: { topic: TOPIC, message: 'refused', publishedAt: 1, tag: 0 } },
        }),
      );
    });
    await new Promise((resolve) => server.once('listening', resolve));
    const upstream = new WebSocketUpstreamRelay({
      url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/v1/relay`,
      projectId: 'wc-project',
      seed: randomBytes(32),
      maxMessageBytes: 1024,
      log: silent,
    });
    closing.unshift(() => upstream.close());
    upstream.onMessage(async () => {
      throw new Error('mailbox full');
    });
    await expect.poll(() => answers.length).toBe(1);
    expect(answers[0]?.error).toBeDefined();
    expect(answers[0]?.result).toBeUndefined();
  });
});
