// A stand-in JSON-RPC node whose behaviour a test switches: answering, hanging, answering garbage or 500.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RPC_ERROR_CODES } from '@gangway/protocol';

export type FakeRpcBehaviour = 'answer' | 'hang' | 'garbage' | 'http500' | 'notJsonRpc' | 'huge';

export interface FakeRpc {
  url: string;
  /** JSON-RPC requests received (a batch counts each item). */
  readonly calls: string[];
  behaviour: FakeRpcBehaviour;
  /** Length of the hex result of 'huge' answers (eth_call with a state override can return this much). */
  hugeChars: number;
  /** Methods that hang whatever the behaviour (a heavy eth_getLogs), until the caller gives up or close(). */
  hangMethods: Set<string>;
  close(): Promise<void>;
}

interface Request {
  id: unknown;
  method: string;
}

export async function startFakeRpc(
  chainId: number,
  behaviour: FakeRpcBehaviour = 'answer',
): Promise<FakeRpc> {
  const hanging: ServerResponse[] = [];
  const fake: FakeRpc = {
    url: '',
    calls: [],
    behaviour,
    hugeChars: 5 * 1024 * 1024,
    hangMethods: new Set(),
    close: async () => {},
  };
  const answer = (request: Request) => {
    switch (request.method) {
      case 'eth_chainId':
        return { jsonrpc: '2.0', id: request.id, result: `0x${chainId.toString(16)}` };
      case 'net_version':
        return { jsonrpc: '2.0', id: request.id, result: String(chainId) };
      case 'eth_blockNumber':
        return { jsonrpc: '2.0', id: request.id, result: '0x10' };
      default:
        return {
          jsonrpc: '2.0',
          id: request.id,
          error: { code: RPC_ERROR_CODES.METHOD_NOT_FOUND, message: `${request.method} not found` },
        };
    }
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Request | Request[];
      const requests = Array.isArray(body) ? body : [body];
      fake.calls.push(...requests.map((request) => request.method));
      if (requests.some((request) => fake.hangMethods.has(request.method))) {
        hanging.push(res);
        return;
      }
      switch (fake.behaviour) {
        case 'hang':
          hanging.push(res);
          return;
        case 'garbage':
          res.writeHead(200, { 'content-type': 'text/html' }).end('<html>502 Bad Gateway</html>');
          return;
        case 'http500':
          res.writeHead(500).end('{"error":"down"}');
          return;
        case 'huge': {
          const head = `{"jsonrpc":"2.0","id":${JSON.stringify((requests[0] as Request).id)},"result":"0x`;
          res.writeHead(200, { 'content-type': 'application/json' });
          res.write(head);
          res.end(`${'ab'.repeat(fake.hugeChars / 2)}"}`);
          return;
        }
        case 'notJsonRpc':
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
          return;
        case 'answer': {
          const answers = requests.map(answer);
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify(Array.isArray(body) ? answers.reverse() : answers[0]));
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = async () => {
    for (const res of hanging) res.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}

/** A loopback URL nothing listens on. */
export async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
