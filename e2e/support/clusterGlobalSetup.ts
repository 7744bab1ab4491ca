// The stack with gangway-server as a cluster (PostgreSQL, Redis, three instances, HAProxy), and the control service
// through which specs stop and start its instances.
import { serveClusterControl } from './clusterControl.ts';
import { startE2EStack } from './globalSetup.ts';
import { STACK_ENV } from './stackInfo.ts';

export default async function clusterGlobalSetup(): Promise<() => Promise<void>> {
  const { stack, info } = await startE2EStack({ cluster: { instances: 3 } });
  if (!stack.cluster) throw new Error('the stack started without its cluster');
  const control = await serveClusterControl(stack.cluster);
  process.env[STACK_ENV] = JSON.stringify({ ...info, clusterControlUrl: control.url });
  return async () => {
    await control.close();
    await stack.stop();
  };
}
