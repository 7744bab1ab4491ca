// Starts the whole product once for every spec: anvil chains, gangway-server with the demo project and the real
// wallet dataset, and the demo page built for production.
import { ensureDevWalletBundle } from '@gangway/devnet';
import { startStack } from '@gangway/devnet/stack';
import { type E2EStack, STACK_ENV } from './stackInfo.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  const stack = await startStack({
    ports: 'auto',
    demo: 'preview',
    log: (line) => console.log(`[stack] ${line}`),
  });
  const info: E2EStack = {
    demoUrl: stack.demoUrl ?? '',
    apiUrl: stack.apiUrl,
    projectId: stack.projectId,
    operatorToken: stack.operatorToken,
    walletConfig: stack.walletConfig,
    walletBundle: await ensureDevWalletBundle(),
    chains: stack.devnet.chains.map(({ chainId, name, rpcUrl, caipNetworkId }) => ({
      chainId,
      name,
      rpcUrl,
      caipNetworkId,
    })),
    walletsImported: stack.walletsImported,
    solanaRpcUrl: stack.solana.rpcUrl,
    esploraUrl: stack.bitcoin.esploraUrl,
    phoneWalletUrl: stack.phoneWalletUrl,
    inboxUrl: stack.inboxUrl,
    oidcIssuer: stack.oidcIssuer,
  };
  process.env[STACK_ENV] = JSON.stringify(info);
  console.log(`[stack] ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return () => stack.stop();
}
