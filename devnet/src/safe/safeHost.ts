// The devnet's Safe{Wallet} stand-in: a page that frames a Safe App (`/?app=<url>`) and answers it over the Safe Apps
// messaging protocol (browser/host.ts), and the API behind it. Proposals are real Safe transactions: the owner key
// signs the safeTxHash and sends execTransaction to the anvil chain when the page's owner confirms.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodePacked,
  type Hex,
  http,
  isAddress,
  isHex,
  zeroAddress,
} from 'viem';
import { privateKeyToAccount, sign } from 'viem/accounts';
import { viemChain } from '../chains/viem-chain.ts';
import { jsonRpc } from '../json-rpc.ts';
import { type DevnetSafe, safeArtifact, safeFees } from './deploySafe.ts';
import { type ProposalState, SAFE_HOST_CONFIG_ELEMENT, type SafeHostPageConfig } from './hostConfig.ts';

export interface RunningSafeHost {
  /**
   * The page; `${url}/?app=<Safe App URL>` frames an app. On `localhost`, so that an app on 127.0.0.1 is framed
   * cross-site, as Safe{Wallet} frames every Safe App.
   */
  url: string;
  stop(): Promise<void>;
}

/** Reads the page may pass to the chain for its app (rpcCall); nothing that signs or sends. */
const READ_METHODS = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
]);

interface Proposal extends ProposalState {
  to: Address;
  value: bigint;
  data: Hex;
  nonce: bigint;
}

const sourceDir = path.dirname(fileURLToPath(import.meta.url));

async function hostScript(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(sourceDir, 'browser/host.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  return result.outputFiles[0]?.text ?? '';
}

function page(config: SafeHostPageConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Devnet Safe</title>
<style>body{font:15px system-ui,sans-serif;margin:0;display:grid;grid-template-columns:320px 1fr;min-height:100vh}aside{padding:12px;border-right:1px solid #ccc;overflow:auto}main{display:flex}iframe{border:0;flex:1;min-height:100vh}code{word-break:break-all}button{margin:4px 6px 4px 0;padding:8px 14px}.proposal{margin:12px 0;padding:8px 12px;border:1px solid #888;border-radius:10px}.error{color:#a00018}</style>
<script type="application/json" id="${SAFE_HOST_CONFIG_ELEMENT}">${json}</script></head><body><script src="/safe-host.js"></script></body></html>`;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') as unknown;
}

/** One transaction of a sendTransactions request, checked; the devnet Safe takes one at a time (no MultiSend). */
function proposedCall(body: unknown): { to: Address; value: bigint; data: Hex } {
  const txs = (body as { txs?: unknown } | null)?.txs;
  if (!Array.isArray(txs) || txs.length !== 1)
    throw new Error('sendTransactions: the devnet Safe takes exactly one transaction');
  const { to, value, data } = (txs[0] ?? {}) as { to?: unknown; value?: unknown; data?: unknown };
  if (typeof to !== 'string' || !isAddress(to)) throw new Error('sendTransactions: `to` is not an address');
  if (typeof value !== 'string' || !/^(0x[0-9a-fA-F]+|\d+)$/.test(value))
    throw new Error('sendTransactions: `value` is not a number');
  if (typeof data !== 'string' || !isHex(data)) throw new Error('sendTransactions: `data` is not hex');
  return { to, value: BigInt(value), data };
}

export async function startSafeHost(
  safe: DevnetSafe,
  options: { port?: number; host?: string } = {},
): Promise<RunningSafeHost> {
  const script = await hostScript();
  const { chain, safeAddress } = safe;
  const abi = safeArtifact('SafeL2').abi;
  const client = createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 20 });
  const owner = privateKeyToAccount(safe.ownerPrivateKey);
  const wallet = createWalletClient({
    account: owner,
    chain: viemChain(chain),
    transport: http(chain.rpcUrl),
  });
  const proposals = new Map<string, Proposal>();
  const info = {
    safeAddress,
    chainId: chain.chainId,
    threshold: safe.threshold,
    owners: safe.owners,
  } satisfies SafeHostPageConfig['safe'];

  const state = ({ safeTxHash, txStatus, txHash }: Proposal): ProposalState => ({
    safeTxHash,
    txStatus,
    txHash,
  });

  async function propose(body: unknown): Promise<ProposalState> {
    const call = proposedCall(body);
    const nonce = (await client.readContract({ address: safeAddress, abi, functionName: 'nonce' })) as bigint;
    const safeTxHash = (await client.readContract({
      address: safeAddress,
      abi,
      functionName: 'getTransactionHash',
      args: [call.to, call.value, call.data, 0, 0n, 0n, 0n, zeroAddress, zeroAddress, nonce],
    })) as Hex;
    const proposal: Proposal = {
      ...call,
      nonce,
      safeTxHash,
      txStatus: 'AWAITING_CONFIRMATIONS',
      txHash: null,
    };
    proposals.set(safeTxHash.toLowerCase(), proposal);
    return state(proposal);
  }

  /** The owner confirms (signs the safeTxHash) and, the threshold being 1, executes. */
  async function execute(proposal: Proposal): Promise<ProposalState> {
    if (proposal.txStatus !== 'AWAITING_CONFIRMATIONS') return state(proposal);
    const signature = await sign({ hash: proposal.safeTxHash, privateKey: safe.ownerPrivateKey, to: 'hex' });
    const signatures = encodePacked(['bytes'], [signature]);
    const hash = await wallet.writeContract({
      address: safeAddress,
      abi,
      functionName: 'execTransaction',
      args: [proposal.to, proposal.value, proposal.data, 0, 0n, 0n, 0n, zeroAddress, zeroAddress, signatures],
      gas: 500_000n,
      ...(await safeFees(client)),
    });
    const receipt = await client.waitForTransactionReceipt({ hash });
    proposal.txHash = hash;
    proposal.txStatus = receipt.status === 'success' ? 'SUCCESS' : 'FAILED';
    return state(proposal);
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const fail = (error: unknown) =>
      json(400, { error: error instanceof Error ? error.message : String(error) });
    const route = url.pathname;
    if (route === '/safe-host.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(script);
      return;
    }
    if (route === '/' && request.method === 'GET') {
      const appUrl = url.searchParams.get('app') ?? '';
      if (!/^https?:\/\//.test(appUrl)) {
        response
          .writeHead(400, { 'content-type': 'text/plain' })
          .end('Give the Safe App as ?app=<http(s) URL>');
        return;
      }
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(page({ safe: info, appUrl }));
      return;
    }
    if (route === '/api/rpc' && request.method === 'POST') {
      void readJson(request)
        .then(async (body) => {
          const { call, params } = (body ?? {}) as { call?: unknown; params?: unknown };
          if (typeof call !== 'string' || !READ_METHODS.has(call))
            throw new Error(`rpcCall: ${String(call)} is not a read`);
          json(200, { result: await jsonRpc(chain.rpcUrl, call, Array.isArray(params) ? params : []) });
        })
        .catch(fail);
      return;
    }
    if (route === '/api/proposals' && request.method === 'POST') {
      void readJson(request)
        .then(propose)
        .then((created) => json(200, created), fail);
      return;
    }
    const match = /^\/api\/proposals\/(0x[0-9a-fA-F]{64})(\/execute|\/reject)?$/.exec(route);
    const proposal = match ? proposals.get((match[1] ?? '').toLowerCase()) : undefined;
    if (match && !proposal) return json(404, { error: `No proposal ${match[1]}` });
    if (proposal && match?.[2] === '/execute' && request.method === 'POST') {
      void execute(proposal).then((done) => json(200, done), fail);
      return;
    }
    if (proposal && match?.[2] === '/reject' && request.method === 'POST') {
      if (proposal.txStatus === 'AWAITING_CONFIRMATIONS') proposal.txStatus = 'CANCELLED';
      return json(200, state(proposal));
    }
    if (proposal && !match?.[2] && request.method === 'GET') return json(200, state(proposal));
    response.writeHead(404).end();
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: host === '127.0.0.1' ? `http://localhost:${port}` : `http://${host}:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
