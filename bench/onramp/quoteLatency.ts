// On-ramp quote latency through gangway-server on the devnet: devnet Ethereum and Polygon, the sandbox on-ramp
// provider on loopback, the server on PGlite configured with it; then POST /v1/onramp/quote one after another (the
// widget asks once per amount), USDC on Polygon and ETH on Ethereum, in USD and EUR; p50/p95 of each. Each quote
// crosses the server (validation, the token catalogue, limits, the project's budgets) and the provider's HTTP API.
// Figures only. Run: npx tsx bench/onramp/quoteLatency.ts [requests per case]
import { randomBytes } from 'node:crypto';
import { createFunders, freePorts, startChains, startSandboxOnramp } from '@gangway/devnet';
import { devnetServerChains } from '@gangway/devnet/stack';
import { NATIVE_TOKEN_ADDRESS } from '@gangway/protocol';
import { createProject, openDatabase, startServer } from 'gangway-server';

const requests = Number(process.argv[2] ?? 300);
const devnet = await startChains({ chainIds: [1, 137], basePort: 'auto', seedHistory: false });
const database = await openDatabase({});
const [serverPort = 0] = await freePorts(1);
const secret = randomBytes(24).toString('hex');
const sandbox = await startSandboxOnramp({
  funders: createFunders({ evm: devnet.chains }),
  webhookUrl: `http://127.0.0.1:${serverPort}/v1/onramp/webhooks/sandbox`,
  webhookSecret: secret,
  port: 'auto',
});
let server: Awaited<ReturnType<typeof startServer>> | undefined;
try {
  await createProject(database, { id: 'bench', rateLimit: { perSecond: 1_000_000, burst: 1_000_000 } });
  server = await startServer(
    {
      host: '127.0.0.1',
      port: serverPort,
      logLevel: 'warn',
      chains: devnetServerChains(devnet.chains, devnet.contracts),
      onramp: { sandbox: { apiUrl: sandbox.url, webhookSecret: secret } },
    },
    { database },
  );
  const usdc = devnet.contracts[137]!.usdc.toLowerCase();
  const cases = [
    ['USDC on Polygon, 100 USD', `eip155:137:${usdc}`, 'eip155:137', 'USD'],
    ['ETH on Ethereum, 100 USD', `eip155:1:${NATIVE_TOKEN_ADDRESS}`, 'eip155:1', 'USD'],
    ['USDC on Polygon, 100 EUR', `eip155:137:${usdc}`, 'eip155:137', 'EUR'],
  ] as const;
  const url = `${server.url}/v1/onramp/quote?projectId=bench`;
  for (const [label, purchaseCurrency, network, paymentCurrency] of cases) {
    const body = JSON.stringify({ purchaseCurrency, network, paymentCurrency, amount: '100.00' });
    const times: number[] = [];
    for (let index = 0; index < requests + 20; index += 1) {
      const started = performance.now();
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      await response.text();
      if (response.status !== 200) throw new Error(`${label}: HTTP ${response.status}`);
      // The first 20 warm the connections, the token catalogue and the provider's cached limits.
      if (index >= 20) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
    console.log(`${label}: ${requests} quotes, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`);
  }
} finally {
  await server?.close();
  await sandbox.stop();
  await database.close();
  await devnet.stop();
}
