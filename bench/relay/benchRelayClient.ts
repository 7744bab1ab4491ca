// A bare relay client for the benches (no sign-client): JSON-RPC over the relay's WebSocket, every delivery
// acknowledged at once and reported by its message text, so a bench can time it against when it was published.
import { randomBytes } from 'node:crypto';
import { RELAY_METHODS, RELAY_PATH, type RelayMessageData, signRelayJwt } from 'gangway-server';
import WebSocket from 'ws';

export interface BenchRelayClient {
  socket: WebSocket;
  /** Resolves with the answer's result; rejects with the relay's error. */
  request(method: string, params: unknown): Promise<unknown>;
}

/** Connects a client of `projectId` with a fresh key; `onDelivered` hears every message delivered to it. */
export async function connectBenchRelay(
  serverUrl: string,
  projectId: string,
  onDelivered: (message: string) => void,
): Promise<BenchRelayClient> {
  const base = serverUrl.replace(/^http/, 'ws');
  const auth = signRelayJwt(randomBytes(32), { aud: base });
  const socket = new WebSocket(`${base}${RELAY_PATH}?projectId=${projectId}&auth=${auth}`);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    // Not once: a refused upgrade (a load balancer's 503) may emit more than one error, and an unheard one throws.
    socket.on('error', reject);
  });
  const pending = new Map<number, { resolve(result: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as {
      id: number;
      method?: string;
      params?: { data: RelayMessageData };
      result?: unknown;
      error?: { message: string };
    };
    if (frame.method === RELAY_METHODS.subscription && frame.params) {
      onDelivered(frame.params.data.message);
      socket.send(`{"id":${frame.id},"jsonrpc":"2.0","result":true}`);
      return;
    }
    const waiting = pending.get(frame.id);
    pending.delete(frame.id);
    if (frame.error) waiting?.reject(new Error(`relay error: ${frame.error.message}`));
    else waiting?.resolve(frame.result);
  });
  return {
    socket,
    request(method, params) {
      const id = nextId++;
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }));
      return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
    },
  };
}
