// npx tsx devnet/src/cli.ts start | chains [--base-port N | --auto-ports] [--chains 1,137] [--no-contracts] [--no-history] [--no-bitcoin]
import { parseArgs } from 'node:util';
import { startBitcoinChain } from './bitcoin/start-bitcoin-chain.ts';
import { startChains } from './devnet.ts';
import { describeBitcoinChain, describeDevnet } from './print-devnet.ts';
import { describeSolanaChain, startSolanaChain } from './solana/index.ts';
import { startStack } from './stack/startStack.ts';

const USAGE = `Usage: npx tsx devnet/src/cli.ts start [--auto-ports] [--preview] [--no-reconnect] [--cluster [N]] [--no-redis]
                                         [--upstream-relay]
       npx tsx devnet/src/cli.ts chains [options]

start: the whole demo on this machine: anvil chains with contracts, Bitcoin regtest, gangway-server with the
demo project and the wallet directory, and the demo page (Vite dev server, or --preview for the
production build). Prints the URL and stays up until Ctrl-C. --cluster runs gangway-server as a cluster
on loopback instead: PostgreSQL, Redis (unless --no-redis), N server processes (default 3) and HAProxy in
front of them, which the demo uses. --upstream-relay also starts a twin of the public WalletConnect
relay, bridges the server to it, and a second phone wallet on that relay only (as real wallet apps are).

chains: starts local anvil chains (Ethereum 1, Polygon 137, Base 8453, Optimism 10), deploys the
devnet tokens, the sample NFT collections and Uniswap V2 on each, sends the seeded history, starts the Solana chain (port 8899) and the Bitcoin regtest Esplora
server (port 3002), prints what runs and stays up until Ctrl-C.

Options:
  --chains 1,137,...  chain ids to start (default: 1,137,8453,10)
  --base-port N       chain i listens on N + i (default 8545)
  --auto-ports        let the OS pick free ports
  --no-contracts      skip contract deployment (and the seeded history)
  --no-history        deploy the contracts but send no seeded history
  --no-solana         do not start the Solana chain
  --no-bitcoin        skip the Bitcoin regtest chain
  -h, --help          show this help`;

async function chainsCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      chains: { type: 'string' },
      'base-port': { type: 'string' },
      'auto-ports': { type: 'boolean', default: false },
      'no-contracts': { type: 'boolean', default: false },
      'no-history': { type: 'boolean', default: false },
      'no-solana': { type: 'boolean', default: false },
      'no-bitcoin': { type: 'boolean', default: false },
    },
  });
  const chainIds = values.chains?.split(',').map((id) => Number(id.trim()));
  if (chainIds?.some((id) => !Number.isSafeInteger(id) || id <= 0))
    throw new Error(`Bad --chains ${values.chains}`);
  const basePort = values['auto-ports']
    ? 'auto'
    : values['base-port']
      ? Number(values['base-port'])
      : undefined;
  if (typeof basePort === 'number' && !Number.isInteger(basePort)) throw new Error('Bad --base-port');

  const started = Date.now();
  const port = basePort === 'auto' ? 'auto' : undefined;
  const [evm, solana, bitcoin] = await Promise.allSettled([
    startChains({
      chainIds,
      basePort,
      deployContracts: !values['no-contracts'],
      seedHistory: !values['no-contracts'] && !values['no-history'],
    }),
    values['no-solana'] ? undefined : startSolanaChain({ port }),
    values['no-bitcoin'] ? undefined : startBitcoinChain({ port }),
  ]);
  const running = [evm, solana, bitcoin].flatMap((result) =>
    result.status === 'fulfilled' && result.value ? [result.value] : [],
  );
  const stopAll = () => Promise.all(running.map((chain) => chain.stop()));
  const failed = [evm, solana, bitcoin].find((result) => result.status === 'rejected');
  if (failed || evm.status !== 'fulfilled') {
    await stopAll();
    throw failed?.status === 'rejected' ? failed.reason : new Error('the EVM chains did not start');
  }
  console.log(describeDevnet(evm.value));
  if (solana.status === 'fulfilled' && solana.value) console.log(`\n${describeSolanaChain(solana.value)}`);
  if (bitcoin.status === 'fulfilled' && bitcoin.value)
    console.log(`\n${describeBitcoinChain(bitcoin.value)}`);
  console.log(`\nReady in ${Date.now() - started} ms. Press Ctrl-C to stop.`);

  const shutdown = async (signal: NodeJS.Signals) => {
    console.log(`\n${signal}: stopping chains…`);
    await stopAll();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

async function startCommand(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      'auto-ports': { type: 'boolean', default: false },
      preview: { type: 'boolean', default: false },
      'no-reconnect': { type: 'boolean', default: false },
      cluster: { type: 'boolean', default: false },
      'no-redis': { type: 'boolean', default: false },
      'upstream-relay': { type: 'boolean', default: false },
    },
    allowPositionals: true,
  });
  const instances = values.cluster ? Number(positionals[0] ?? 3) : 0;
  if (values.cluster && (!Number.isInteger(instances) || instances < 1 || instances > 16))
    throw new Error(`Bad --cluster ${positionals[0]}: a number of instances, 1 to 16`);
  const started = Date.now();
  const stack = await startStack({
    ports: values['auto-ports'] ? 'auto' : 'default',
    demo: values.preview ? 'preview' : 'dev',
    ...(values['no-reconnect'] ? { enableReconnect: false } : {}),
    ...(values.cluster ? { cluster: { instances, redis: !values['no-redis'] } } : {}),
    ...(values['upstream-relay'] ? { upstreamRelay: true } : {}),
    log: (line) => console.log(`  ${line}`),
  });
  console.log(`\n${describeDevnet(stack.devnet)}`);
  console.log(`\n${describeSolanaChain(stack.solana)}`);
  console.log(`\n${describeBitcoinChain(stack.bitcoin)}`);
  console.log(`\ngangway-server   ${stack.apiUrl}  (project ${stack.projectId})`);
  if (stack.cluster) {
    const { cluster } = stack;
    console.log(
      `  HAProxy in front of ${cluster.instances.map((i) => `${i.name} ${i.url} (pid ${i.pid})`).join(', ')}`,
    );
    console.log(
      `  PostgreSQL ${cluster.databaseUrl}${cluster.redisUrl ? `, Redis ${cluster.redisUrl}` : ''}`,
    );
    console.log(
      `  HAProxy configuration ${cluster.haproxyConfigFile}; stop an instance with kill -TERM <pid>`,
    );
  }
  console.log(`admin API token ${stack.operatorToken}`);
  console.log(`phone wallet     ${stack.phoneWalletUrl}  (WalletConnect over the server's relay)`);
  if (stack.upstreamRelay && stack.upstreamPhoneWalletUrl) {
    console.log(
      `upstream relay   ${stack.upstreamRelay.url}  (the public WalletConnect relay's twin; bridged)`,
    );
    console.log(
      `phone wallet     ${stack.upstreamPhoneWalletUrl}  (on the upstream relay only, as real wallet apps)`,
    );
  }
  console.log(`inbox            ${stack.inboxUrl}  (the e-mail login codes land here)`);
  console.log(`social login     ${stack.oidcIssuer}  (stands in for every provider; any name logs in)`);
  console.log(
    `farcaster        ${stack.farcasterClientUrl}  (the Farcaster client a sign-in link opens; sign in as alice, fid 1001; relay ${stack.farcasterRelayUrl})`,
  );
  console.log(
    `\nReady in ${((Date.now() - started) / 1000).toFixed(1)} s. Open the demo in Chromium:\n\n    ${stack.demoUrl}\n`,
  );
  console.log(
    `The same widget on a plain HTML page (custom elements from gangway-server's one script tag, no build):\n\n    ${stack.demoUrl}/elements.html\n`,
  );
  console.log(
    'The Gangway Dev Wallet panel sits in the corner of the page: approve or reject each request there.',
  );
  console.log('Press Ctrl-C to stop.');
  const shutdown = async (signal: NodeJS.Signals) => {
    console.log(`\n${signal}: stopping…`);
    await stack.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

const [command, ...rest] = process.argv.slice(2);
try {
  if (command === 'start') await startCommand(rest);
  else if (command === 'chains') await chainsCommand(rest);
  else {
    console.log(USAGE);
    process.exitCode = command === undefined || command === '-h' || command === '--help' ? 0 : 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
