// Quote latency through gangway-server on the devnet: a devnet Ethereum chain (tokens, Uniswap V2 router and pairs),
// the server on PGlite with the devnet's swap upstream, then GET /v1/convert/quotes one after another (the widget
// asks one quote at a time), ETH → USDC (one pair) and GWAY → ETH (two pairs, via USDC), exact input and exact
// output; p50/p95 of each. Figures only. Run: npx tsx bench/swap/quoteLatency.ts [requests per case]
import { devAccounts, startChains } from '@gangway/devnet';
import { devnetServerChains } from '@gangway/devnet/stack';
import { NATIVE_TOKEN_ADDRESS } from '@gangway/protocol';
import { createProject, openDatabase, startServer } from 'gangway-server';

const requests = Number(process.argv[2] ?? 300);
const devnet = await startChains({ chainIds: [1], basePort: 'auto', seedHistory: false });
const database = await openDatabase({});
let server: Awaited<ReturnType<typeof startServer>> | undefined;
try {
  await createProject(database, { id: 'bench', rateLimit: { perSecond: 1_000_000, burst: 1_000_000 } });
  server = await startServer(
    {
      host: '127.0.0.1',
      port: 0,
      logLevel: 'warn',
      chains: devnetServerChains(devnet.chains, devnet.contracts),
    },
    { database },
  );
  const { usdc, gway } = devnet.contracts[1]!;
  const eth = `eip155:1:${NATIVE_TOKEN_ADDRESS}`;
  const user = devAccounts()[1]!.address;
  const cases = [
    ['ETH → USDC, exact in', eth, `eip155:1:${usdc}`, '1000000000000000000', 'exactIn'],
    ['ETH → USDC, exact out', eth, `eip155:1:${usdc}`, '1000000000', 'exactOut'],
    ['GWAY → ETH via USDC, exact in', `eip155:1:${gway}`, eth, '1000000000000000000', 'exactIn'],
  ] as const;
  for (const [label, from, to, amount, kind] of cases) {
    const url = new URL('/v1/convert/quotes', server.url);
    for (const [key, value] of Object.entries({
      projectId: 'bench',
      from,
      to,
      amount,
      kind,
      userAddress: user,
    }))
      url.searchParams.set(key, value);
    const times: number[] = [];
    for (let index = 0; index < requests + 20; index += 1) {
      const started = performance.now();
      const response = await fetch(url);
      await response.text();
      if (response.status !== 200) throw new Error(`${label}: HTTP ${response.status}`);
      // The first 20 warm the connection and the router's cached factory and pairs.
      if (index >= 20) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
    console.log(`${label}: ${requests} quotes, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`);
  }
} finally {
  await server?.close();
  await database.close();
  await devnet.stop();
}
