// Starts the whole product once for every spec: anvil chains, gangway-server with the demo project and the real
// wallet dataset, and the demo page built for production.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDevWalletBundle } from '@gangway/devnet';
import { type Stack, type StartStackOptions, startStack } from '@gangway/devnet/stack';
import { type E2EStack, STACK_ENV } from './stackInfo.ts';
import { serveUpstreamRelayControl } from './upstreamRelayControl.ts';

/** A build (`built`, under the repo) missing or older than any file of its `sources` folders. */
function buildIsStale(built: string, sources: readonly string[]): boolean {
  const builtPath = fileURLToPath(new URL(`../../${built}`, import.meta.url));
  if (!existsSync(builtPath)) return true;
  const builtAt = statSync(builtPath).mtimeMs;
  return sources
    .map((dir) => fileURLToPath(new URL(`../../${dir}`, import.meta.url)))
    .some((dir) =>
      readdirSync(dir, { recursive: true, withFileTypes: true }).some(
        (entry) => entry.isFile() && statSync(join(entry.parentPath, entry.name)).mtimeMs > builtAt,
      ),
    );
}

/** What gangway-server serves that is built from the workspace: rebuilt when missing or older than its sources. */
const SERVED_BUILDS = [
  {
    script: 'build:frame',
    built: 'server/frame/dist/index.html',
    sources: ['server/frame/src', 'packages/contracts/src', 'packages/protocol/src'],
  },
  {
    script: 'build:widget',
    built: 'server/widget/dist/gangway.js',
    sources: [
      'packages/elements/src',
      'packages/react/src',
      'packages/core/src',
      'packages/evm/src',
      'packages/solana/src',
      'packages/bitcoin/src',
      'packages/protocol/src',
    ],
  },
] as const;

/**
 * The server's cooldown between two codes to one inbox, shortened from SPEC's 30 s: the specs that meet it see it and
 * send again after it without waiting half a minute; long enough that a spec asking twice in a row meets it.
 */
const E2E_EMAIL_COOLDOWN_SECONDS = 10;

/** Starts the stack (one server in this process, or a cluster) and hands what it started to the workers. */
export async function startE2EStack(
  options: Pick<StartStackOptions, 'cluster' | 'upstreamRelay'> = {},
): Promise<{
  stack: Stack;
  info: E2EStack;
}> {
  const started = Date.now();
  // The embedded-wallet frame page and the one-script-tag widget bundle.
  for (const { script, built, sources } of SERVED_BUILDS)
    if (buildIsStale(built, sources))
      execFileSync('npm', ['run', '--silent', script, '-w', 'gangway-server'], { stdio: 'inherit' });
  const stack = await startStack({
    ports: 'auto',
    demo: 'preview',
    emailCooldownSeconds: E2E_EMAIL_COOLDOWN_SECONDS,
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
    emailCooldownSeconds: E2E_EMAIL_COOLDOWN_SECONDS,
    solanaRpcUrl: stack.solana.rpcUrl,
    esploraUrl: stack.bitcoin.esploraUrl,
    phoneWalletUrl: stack.phoneWalletUrl,
    safeHostUrl: stack.safeHostUrl,
    safe: stack.safe,
    inboxUrl: stack.inboxUrl,
    oidcIssuer: stack.oidcIssuer,
    farcasterRelayUrl: stack.farcasterRelayUrl,
    farcasterClientUrl: stack.farcasterClientUrl,
    ...(stack.upstreamPhoneWalletUrl ? { upstreamPhoneWalletUrl: stack.upstreamPhoneWalletUrl } : {}),
  };
  process.env[STACK_ENV] = JSON.stringify(info);
  console.log(`[stack] ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { stack, info };
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  // The server bridges to a twin of the public WalletConnect relay, as a production server should: the phone wallet
  // on the server's own relay and the one on the upstream only both pair.
  const { stack, info } = await startE2EStack({ upstreamRelay: true });
  const control = stack.upstreamRelay ? await serveUpstreamRelayControl(stack.upstreamRelay) : undefined;
  if (control) process.env[STACK_ENV] = JSON.stringify({ ...info, upstreamRelayControlUrl: control.url });
  return async () => {
    await control?.close();
    await stack.stop();
  };
}
