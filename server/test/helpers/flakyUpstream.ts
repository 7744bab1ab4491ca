// An upstream in front of a real one (a devnet chain's JSON-RPC or Esplora) that forwards, or misbehaves as a
// test switches it: hangs, answers HTML, 500, or a well-formed answer of the wrong content.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FlakyBehaviour = 'forward' | 'hang' | 'garbage' | 'http500' | 'wrongContent';

export interface FlakyUpstream {
  url: string;
  behaviour: FlakyBehaviour;
  /** Which requests (by body) the behaviour applies to; the others are forwarded. Default: all. */
  affects: (body: string) => boolean;
  /** Paths (with query) of the requests received. */
  readonly requests: string[];
  close(): Promise<void>;
}

/** A well-formed answer of the wrong content: JSON-RPC results of the wrong type, Esplora JSON of another shape. */
function wrongContent(body: string): string {
  if (!body) return '{"chain_stats":{"funded_txo_sum":"lots"}}';
  const parsed = JSON.parse(body) as { id: unknown } | { id: unknown }[];
  const answer = ({ id }: { id: unknown }) => ({ jsonrpc: '2.0', id, result: { value: 'garbage' } });
  return JSON.stringify(Array.isArray(parsed) ? parsed.map(answer) : answer(parsed));
}

export async function startFlakyUpstream(target: string): Promise<FlakyUpstream> {
  const hanging: ServerResponse[] = [];
  const flaky: FlakyUpstream = {
    url: '',
    behaviour: 'forward',
    affects: () => true,
    requests: [],
    close: async () => {},
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      flaky.requests.push(request.url ?? '');
      switch (flaky.affects(body) ? flaky.behaviour : 'forward') {
        case 'hang':
          hanging.push(response);
          return;
        case 'garbage':
          response.writeHead(200, { 'content-type': 'text/html' }).end('<html>502 Bad Gateway</html>');
          return;
        case 'http500':
          response.writeHead(500).end('down');
          return;
        case 'wrongContent':
          response.writeHead(200, { 'content-type': 'application/json' }).end(wrongContent(body));
          return;
        case 'forward': {
          const answer = await fetch(`${target}${request.url ?? ''}`, {
            method: request.method,
            headers: { 'content-type': request.headers['content-type'] ?? 'application/json' },
            ...(request.method === 'GET' ? {} : { body }),
          });
          response
            .writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' })
            .end(await answer.text());
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  flaky.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  flaky.close = async () => {
    for (const response of hanging) response.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return flaky;
}
