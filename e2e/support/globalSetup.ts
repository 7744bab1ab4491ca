// Starts the whole product once for every spec: anvil chains, gangway-server with the demo project and the real
// wallet dataset, and the demo page built for production.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDevWalletBundle } from '@gangway/devnet';
import { type Stack, type StartStackOptions, startStack } from '@gangway/devnet/stack';
import { type E2EStack, STACK_ENV } from './stackInfo.ts';

function frameBuildIsStale(): boolean {
  const built = fileURLToPath(new URL('../../server/frame/dist/index.html', import.meta.url));
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  const sources = ['../../server/frame/src', '../../packages/protocol/src'].map((dir) =>
    fileURLToPath(new URL(dir, import.meta.url)),
  );
  return sources.some((dir) =>
    readdirSync(dir, { recursive: true, withFileTypes: true }).some(
      (entry) => entry.isFile() && statSync(join(entry.parentPath, entry.name)).mtimeMs > builtAt,
    ),
  );
}

/** Starts the stack (one server in this process, or a cluster) and hands what it started to the workers. */
export async function startE2EStack(options: Pick<StartStackOptions, 'cluster'> = {}): Promise<{
  stack: Stack;
  info: E2EStack;
}> {
  const started = Date.now();
  // The embedded-wallet frame page gangway-server serves, rebuilt when missing or older than its sources.
  if (frameBuildIsStale())
    execFileSync('npm', ['run', '--silent', 'build:frame', '-w', 'gangway-server'], { stdio: 'inherit' });
  const stack = await startStack({
    ports: 'auto',
    demo: 'preview',
    ...options,
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
    safeHostUrl: stack.safeHostUrl,
    safe: stack.safe,
    inboxUrl: stack.inboxUrl,
    oidcIssuer: stack.oidcIssuer,
  };
  process.env[STACK_ENV] = JSON.stringify(info);
  console.log(`[stack] ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { stack, info };
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const { stack } = await startE2EStack();
  return () => stack.stop();
}
