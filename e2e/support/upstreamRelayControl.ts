// The upstream relay's twin runs in the global setup's process; a spec takes it away and brings it back through
// this small HTTP service on loopback: POST /stop or /start answers once it is done.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { UpstreamRelayTwin } from '@gangway/devnet/stack';
import type { E2EStack } from './stackInfo.ts';

export async function serveUpstreamRelayControl(
  twin: UpstreamRelayTwin,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(async (request, response) => {
    const action = (request.url ?? '').slice(1);
    if (request.method !== 'POST' || (action !== 'stop' && action !== 'start')) {
      response.writeHead(404).end();
      return;
    }
    try {
      await (action === 'stop' ? twin.stop() : twin.start());
      response.writeHead(204).end();
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Stops or starts the stack's upstream relay twin. */
export async function upstreamRelay(stack: E2EStack, action: 'stop' | 'start'): Promise<void> {
  if (!stack.upstreamRelayControlUrl) throw new Error('This stack has no upstream relay');
  const answer = await fetch(`${stack.upstreamRelayControlUrl}/${action}`, { method: 'POST' });
  if (!answer.ok) throw new Error(`${action} the upstream relay: ${answer.status} ${await answer.text()}`);
}
