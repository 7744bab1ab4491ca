// ERC-4337 on the devnet, in figures: what deploying the account-abstraction contracts and starting the bundler adds
// to the devnet's start-up (four anvil chains with the seeded history, as the stack starts them), and the time from
// sending to receipt for a user operation against a plain transaction through gangway-server's RPC proxy.
// Run: npx tsx bench/accountAbstraction/run.ts [--runs 5] [--sends 20]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  deployAccountAbstraction,
  deployContracts,
  jsonRpc,
  launchChains,
  SIMPLE_7702_ACCOUNT,
  seedHistory,
  startBundler,
  startChains,
  viemChain,
} from '@gangway/devnet';
import { devnetServerChains } from '@gangway/devnet/stack';
import { createProject, openDatabase, startServer } from 'gangway-server';
import { createPublicClient, createWalletClient, type Hex, http, numberToHex, parseEther } from 'viem';
import {
  createBundlerClient,
  createPaymasterClient,
  toSimple7702SmartAccount,
} from 'viem/account-abstraction';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, sends: { type: 'string', default: '20' } },
});
const RUNS = Number(values.runs);
const SENDS = Number(values.sends);
// The same for every client below, so the receipt polling weighs alike on both sides.
const POLL_MS = 10;

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? 0;
const p90 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length * 0.9)] ?? 0;
const ms = (value: number) => `${value.toFixed(0)} ms`;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** Before: anvil chains with tokens, NFTs, Uniswap and the seeded history, as startChains did without ERC-4337. */
async function startWithoutAccountAbstraction() {
  const launched = await launchChains({ basePort: 'auto' });
  await Promise.all(launched.chains.map(async (chain) => seedHistory(chain, await deployContracts(chain))));
  return launched;
}

async function startUpFigures() {
  const before: number[] = [];
  const after: number[] = [];
  // Interleaved, so the machine's load falls on both alike.
  for (let run = 0; run < RUNS; run++) {
    let stop: () => Promise<void> = async () => undefined;
    before.push(
      await timed(async () => {
        stop = (await startWithoutAccountAbstraction()).stop;
      }),
    );
    await stop();
    after.push(
      await timed(async () => {
        stop = (await startChains({ basePort: 'auto', seedHistory: true })).stop;
      }),
    );
    await stop();
  }
  console.log(
    `Devnet start-up, 4 anvil chains with contracts and seeded history (${RUNS} runs each, median):`,
  );
  console.log(`  without ERC-4337   ${ms(median(before))}`);
  console.log(
    `  with ERC-4337      ${ms(median(after))}  (EntryPoints, factories, Simple7702Account, paymasters, bundler)`,
  );
  console.log(`  difference         ${ms(median(after) - median(before))}`);

  // The work itself, alone: it runs beside the token deployment, so the difference above is mostly noise.
  const alone: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const launched = await launchChains({ basePort: 'auto' });
    alone.push(
      await timed(async () => {
        await Promise.all(launched.chains.map((chain) => deployAccountAbstraction(chain)));
        await (await startBundler({ chains: launched.chains, port: 'auto' })).stop();
      }),
    );
    await launched.stop();
  }
  console.log(
    `  ERC-4337 alone     ${ms(median(alone))}  (deployment on 4 fresh chains in parallel + bundler start)`,
  );
}

async function latencyFigures() {
  // gangway-server over a temporary PGlite database with a project whose budget this benchmark cannot exhaust.
  const devnet = await startChains({ chainIds: [1], basePort: 'auto' });
  const dataDir = await mkdtemp(join(tmpdir(), 'gangway-bench-aa-'));
  const database = await openDatabase({ dataDir, owner: 'bench' });
  await createProject(database, { id: 'bench', rateLimit: { perSecond: 100_000, burst: 100_000 } });
  const server = await startServer(
    {
      host: '127.0.0.1',
      port: 0,
      logLevel: 'warn',
      chains: devnetServerChains(devnet.chains, devnet.contracts, devnet.bundler),
    },
    { database },
  );
  try {
    const devnetChain = devnet.chains[0]!;
    const proxyUrl = `${server.url}/v1/?chainId=${devnetChain.caipNetworkId}&projectId=bench`;
    const chain = viemChain(devnetChain);
    const client = createPublicClient({ chain, transport: http(proxyUrl), pollingInterval: POLL_MS });
    const fund = (address: Hex) =>
      jsonRpc(devnetChain.rpcUrl, 'anvil_setBalance', [address, numberToHex(parseEther('10'))]);

    const sender = privateKeyToAccount(generatePrivateKey());
    await fund(sender.address);
    const wallet = createWalletClient({ account: sender, chain, transport: http(proxyUrl) });

    const owner = privateKeyToAccount(generatePrivateKey());
    await fund(owner.address);
    const account = await toSimple7702SmartAccount({ client, owner });
    const bundler = createBundlerClient({ client, transport: http(proxyUrl), pollingInterval: POLL_MS });
    const sponsored = createBundlerClient({
      client,
      transport: http(proxyUrl),
      pollingInterval: POLL_MS,
      paymaster: createPaymasterClient({ transport: http(proxyUrl) }),
    });
    const to = privateKeyToAccount(generatePrivateKey()).address;

    const authorization = await owner.signAuthorization({
      address: SIMPLE_7702_ACCOUNT,
      chainId: devnetChain.chainId,
      nonce: 0,
    });
    const firstOperation = await timed(async () => {
      const hash = await bundler.sendUserOperation({ account, authorization, calls: [{ to, value: 1n }] });
      await bundler.waitForUserOperationReceipt({ hash });
    });

    const plain: number[] = [];
    const plainSigned: number[] = [];
    const operation: number[] = [];
    const operationSigned: number[] = [];
    const sponsoredOperation: number[] = [];
    for (let send = 0; send < SENDS; send++) {
      plain.push(
        await timed(async () => {
          const hash = await wallet.sendTransaction({ to, value: 1n });
          await client.waitForTransactionReceipt({ hash });
        }),
      );
      const request = await wallet.prepareTransactionRequest({ to, value: 1n });
      const raw = await wallet.signTransaction(request);
      plainSigned.push(
        await timed(async () => {
          const hash = await wallet.sendRawTransaction({ serializedTransaction: raw });
          await client.waitForTransactionReceipt({ hash });
        }),
      );
      operation.push(
        await timed(async () => {
          const hash = await bundler.sendUserOperation({ account, calls: [{ to, value: 1n }] });
          await bundler.waitForUserOperationReceipt({ hash });
        }),
      );
      const prepared = await bundler.prepareUserOperation({ account, calls: [{ to, value: 1n }] });
      const signature = await account.signUserOperation(prepared);
      operationSigned.push(
        await timed(async () => {
          const hash = await bundler.sendUserOperation({ ...prepared, account, signature });
          await bundler.waitForUserOperationReceipt({ hash });
        }),
      );
      sponsoredOperation.push(
        await timed(async () => {
          const hash = await sponsored.sendUserOperation({ account, calls: [{ to, value: 1n }] });
          await sponsored.waitForUserOperationReceipt({ hash });
        }),
      );
    }
    console.log(
      `\nSend → receipt through gangway-server's RPC proxy (anvil automine, receipts polled every ${POLL_MS} ms, ${SENDS} each):`,
    );
    const row = (label: string, samples: number[]) =>
      console.log(
        `  ${label.padEnd(58)} median ${ms(median(samples)).padStart(7)}   p90 ${ms(p90(samples)).padStart(7)}`,
      );
    row('plain transaction (fees, nonce, gas estimate, send)', plain);
    row('plain transaction, already signed (send only)', plainSigned);
    row('user operation (nonce, fees, gas estimate, sign, send)', operation);
    row('user operation, already prepared and signed (send only)', operationSigned);
    row('sponsored user operation (+ pm_getPaymasterStubData/Data)', sponsoredOperation);
    console.log(`  first user operation, with the EIP-7702 delegation          ${ms(firstOperation)}`);
  } finally {
    await server.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    await devnet.stop();
  }
}

await startUpFigures();
await latencyFigures();
console.log('\nTaken on a shared, loaded machine: figures, not guarantees.');
