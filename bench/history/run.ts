// The history indexer's catch-up speed and the history route's latency: an anvil chain filled with ≥ 100,000
// ERC-20 Transfer logs (a contract that emits N per call), a gangway-server indexing it from block 0 on PGlite
// (blocks/s and transfers/s until its cursor reaches the head), then GET /v1/account/{account}/history at
// 500 req/s (p50/p99). Run: npx tsx bench/history/run.ts [transfers]
import { createServer } from 'node:net';
import { devAccounts, jsonRpc, startAnvil } from '@gangway/devnet';
import { createProject, openDatabase, startServer } from 'gangway-server';
import { type Hex, numberToHex, pad, toHex } from 'viem';
import { runScenario } from '../server/runScenario.ts';

const TRANSFER_TOPIC = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
/** Emits n = calldata word 0 Transfer(caller → word 1 + i, i) logs, i = n…1: one transfer to each of n receivers. */
const EMITTER =
  `0x6000355b8015604057806000526020358101337f${TRANSFER_TOPIC}60206000a3600190036003565b00` as Hex;
const EMITTER_ADDRESS = '0x00000000000000000000000000000000000b3c11';
const PER_TX = 1_000;
const CHAIN_ID = 31337;

const wanted = Number(process.argv[2] ?? 110_000);
const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const address = probe.address();
    probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
  });
});
const anvil = await startAnvil({ chainId: CHAIN_ID, port });
const database = await openDatabase({});
let server: Awaited<ReturnType<typeof startServer>> | undefined;
try {
  const rpc = <T>(method: string, params: unknown[] = []) => jsonRpc<T>(anvil.rpcUrl, method, params);
  await rpc('anvil_setCode', [EMITTER_ADDRESS, EMITTER]);
  const [sender, receiver] = devAccounts();
  const fillStart = performance.now();
  const txs = Math.ceil(wanted / PER_TX);
  const emitted: Hex[] = [];
  for (let index = 0; index < txs; index += 1) {
    const data = `0x${pad(numberToHex(PER_TX), { size: 32 }).slice(2)}${pad(receiver!.address, { size: 32 }).slice(2)}`;
    emitted.push(
      await rpc<Hex>('eth_sendTransaction', [
        { from: sender!.address, to: EMITTER_ADDRESS, data, gas: toHex(5_000_000) },
      ]),
    );
    // A few plain transfers too, so the receiver's history has native items.
    if (index % 10 === 0)
      await rpc('eth_sendTransaction', [{ from: sender!.address, to: receiver!.address, value: '0x1' }]);
  }
  // Sent this fast, anvil packs several into a block and leaves what the block gas limit does not take in its
  // pool until another block is mined: mine until the pool is empty, then check every emitter transaction.
  for (;;) {
    const pool = await rpc<{ pending: Hex; queued: Hex }>('txpool_status');
    if (Number(pool.pending) === 0 && Number(pool.queued) === 0) break;
    await rpc('anvil_mine', ['0x1']);
  }
  let logs = 0;
  for (const hash of emitted) {
    const receipt = await rpc<{ status: Hex; logs: unknown[] } | null>('eth_getTransactionReceipt', [hash]);
    if (receipt?.status !== '0x1') throw new Error(`emitter transaction ${hash} was not mined or reverted`);
    logs += receipt.logs.length;
  }
  if (logs !== txs * PER_TX) throw new Error(`${logs} transfers emitted, ${txs * PER_TX} wanted`);
  const head = Number(await rpc<Hex>('eth_blockNumber'));
  console.log(
    `filled: ${txs * PER_TX} transfers in ${head} blocks (${((performance.now() - fillStart) / 1000).toFixed(1)} s)`,
  );

  await createProject(database, { id: 'bench', rateLimit: { perSecond: 1_000_000, burst: 1_000_000 } });
  const indexStart = performance.now();
  server = await startServer(
    {
      host: '127.0.0.1',
      port: 0,
      logLevel: 'warn',
      chains: {
        [`eip155:${CHAIN_ID}`]: { rpcUrls: [anvil.rpcUrl], history: { batchSize: 100, pollIntervalMs: 50 } },
      },
    },
    { database },
  );
  for (;;) {
    const cursor = await database.db.selectFrom('history_cursors').select('block_number').executeTakeFirst();
    if (cursor && Number(cursor.block_number) >= head) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seconds = (performance.now() - indexStart) / 1000;
  const stored = await database.db
    .selectFrom('history_transfers')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const transfers = Number(stored.n);
  console.log(
    `catch-up: ${head} blocks, ${transfers} transfers in ${seconds.toFixed(1)} s = ${(head / seconds).toFixed(1)} blocks/s, ${(transfers / seconds).toFixed(0)} transfers/s`,
  );

  // One account asked again and again (the widget's own polling), then 1,000 accounts in turn, each asked again
  // only after 2 s (every request misses the page cache); each received one transfer of every emitter transaction.
  const pathOf = (offset: number) =>
    `/v1/account/${numberToHex(BigInt(receiver!.address) + BigInt(offset), { size: 20 })}/history?projectId=bench&chainId=eip155:${CHAIN_ID}`;
  let sent = 0;
  for (const [label, nextPath] of [
    ['one account', undefined],
    ['1,000 accounts', () => pathOf(((sent++ * 7) % PER_TX) + 1)],
  ] as const) {
    const result = await runScenario({
      name: 'history',
      url: server.url,
      requests: [{ path: pathOf(1) }],
      durationS: 10,
      connections: 20,
      rate: 500,
      ...(nextPath ? { nextPath } : {}),
    });
    console.log(
      `history at 500 req/s, ${label}: ${result.requestsPerSecond.toFixed(0)} req/s answered, p50 ${result.p50Ms.toFixed(2)} ms, p99 ${result.p99Ms.toFixed(2)} ms, ${result.failures} failures`,
    );
  }
} finally {
  await server?.close();
  await database.close();
  await anvil.stop();
}
