// The cluster's instances run in the global setup's process; a spec stops and starts them through this small HTTP
// service on loopback: POST /<stop|kill|start>/<instance name> answers once it is done (a start, once HAProxy sends
// the instance requests again).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RunningCluster } from '@gangway/devnet/cluster';
import type { E2EStack } from './stackInfo.ts';

export type InstanceAction = 'stop' | 'kill' | 'start';

export async function serveClusterControl(
  cluster: RunningCluster,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(async (request, response) => {
    const [, action, name] = (request.url ?? '').split('/');
    const instance = cluster.instances.find((candidate) => candidate.name === name);
    if (request.method !== 'POST' || !instance || !['stop', 'kill', 'start'].includes(action ?? '')) {
      response.writeHead(404).end();
      return;
    }
    try {
      if (action === 'start') {
        await instance.start();
        await cluster.balanced();
      } else await (action === 'stop' ? instance.stop() : instance.kill());
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

/** Stops (SIGTERM: drained), kills (SIGKILL) or starts an instance of the stack's cluster. */
export async function clusterInstance(stack: E2EStack, action: InstanceAction, name: string): Promise<void> {
  if (!stack.clusterControlUrl)
    throw new Error('This stack has no cluster: run e2e/playwright.cluster.config.ts');
  const answer = await fetch(`${stack.clusterControlUrl}/${action}/${name}`, { method: 'POST' });
  if (!answer.ok) throw new Error(`${action} ${name}: ${answer.status} ${await answer.text()}`);
}
