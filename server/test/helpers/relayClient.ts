// A bare relay client over `ws` for protocol tests: signs its JWT as WalletConnect clients do, sends
// requests, collects irn_subscription pushes, and acknowledges them unless told not to.
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { relayClientId, signRelayJwt } from '../../src/relay/relayJwt.ts';

export interface RelayPush {
  pushId: number;
  subscriptionId: string;
  topic: string;
  message: string;
  publishedAt: number;
  tag: number;
}

export interface RelayAnswer {
  /** The frame's text. */
  raw: string;
  id: unknown;
  result?: unknown;
  error?: { code: number; message: string; data?: { code?: string; field?: string } };
}

export interface RelayTestClient {
  clientId: string;
  socket: WebSocket;
  pushes: RelayPush[];
  request(method: string, params: unknown): Promise<RelayAnswer>;
  /** Sends raw text (a Buffer as a binary frame) and waits for the next answer frame. */
  sendRaw(frame: string | Buffer): Promise<RelayAnswer>;
  waitForPushes(count: number, timeoutMs?: number): Promise<RelayPush[]>;
  close(): Promise<void>;
}

export interface ConnectOptions {
  projectId: string;
  seed?: Uint8Array;
  /** The JWT in the URL; default: one signed by the seed for this relay. */
  auth?: string;
  origin?: string;
  /** More headers of the upgrade (X-Forwarded-For, behind a trusted loopback proxy). */
  headers?: Record<string, string>;
  autoAck?: boolean;
}

export function relayUrl(serverUrl: string, projectId: string, auth: string): string {
  const url = new URL('/v1/relay', serverUrl.replace(/^http/, 'ws'));
  url.searchParams.set('projectId', projectId);
  url.searchParams.set('auth', auth);
  return url.toString();
}

/** Resolves with the HTTP status when the upgrade is refused, or rejects when it succeeds. */
export function refusedUpgrade(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.on('open', () => {
      socket.close();
      reject(new Error('the upgrade was accepted'));
    });
    socket.on('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    socket.on('error', () => {});
  });
}

export async function connectRelay(serverUrl: string, options: ConnectOptions): Promise<RelayTestClient> {
  const seed = options.seed ?? randomBytes(32);
  const wsBase = serverUrl.replace(/^http/, 'ws');
  const auth = options.auth ?? signRelayJwt(seed, { aud: wsBase });
  const socket = new WebSocket(relayUrl(serverUrl, options.projectId, auth), {
    headers: { ...options.headers, ...(options.origin === undefined ? {} : { origin: options.origin }) },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const pushes: RelayPush[] = [];
  const answers: RelayAnswer[] = [];
  const waiters: (() => void)[] = [];
  const wake = () => {
    for (const waiter of waiters.splice(0)) waiter();
  };
  socket.on('message', (data) => {
    const raw = data.toString();
    const frame = JSON.parse(raw) as Record<string, unknown>;
    if (frame.method === 'irn_subscription') {
      const params = frame.params as { id: string; data: Omit<RelayPush, 'pushId' | 'subscriptionId'> };
      pushes.push({ pushId: frame.id as number, subscriptionId: params.id, ...params.data });
      if (options.autoAck !== false)
        socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }));
    } else {
      answers.push({ ...(frame as Omit<RelayAnswer, 'raw'>), raw });
    }
    wake();
  });
  const until = async (ready: () => boolean, timeoutMs: number, what: string) => {
    const deadline = Date.now() + timeoutMs;
    while (!ready()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };
  let nextId = 1;
  const nextAnswer = async () => {
    await until(() => answers.length > 0, 5_000, 'an answer');
    return answers.shift() as RelayAnswer;
  };
  return {
    clientId: relayClientId(seed),
    socket,
    pushes,
    async request(method, params) {
      const id = nextId++;
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }));
      const answer = await nextAnswer();
      if (answer.id !== id) throw new Error(`answer ${String(answer.id)} to request ${id}`);
      return answer;
    },
    async sendRaw(frame) {
      socket.send(frame, { binary: Buffer.isBuffer(frame) });
      return nextAnswer();
    },
    async waitForPushes(count, timeoutMs = 5_000) {
      await until(() => pushes.length >= count, timeoutMs, `${count} pushes (have ${pushes.length})`);
      return pushes.slice(0, count);
    },
    async close() {
      if (socket.readyState === WebSocket.CLOSED) return;
      await new Promise<void>((resolve) => {
        socket.once('close', () => resolve());
        socket.close();
      });
    },
  };
}
