import { type BitcoinDevAccount, bitcoinDevAccounts } from './accounts.ts';
import { REGTEST_CAIP_NETWORK_ID } from './network.ts';
import { type BitcoinNode, createBitcoinNode } from './node.ts';
import { createEsploraServer } from './server.ts';

/** electrs' default Esplora HTTP port for regtest. */
export const DEFAULT_ESPLORA_PORT = 3002;
/** Long enough for a wallet to see its transaction in the mempool, short enough to feel instant. */
export const DEFAULT_MINE_DELAY_MS = 250;

export interface StartBitcoinChainOptions {
  /** Default 3002; 'auto' lets the OS pick a free port (use it in tests). */
  port?: number | 'auto';
  host?: string;
  /** A block follows each accepted transaction after this many ms (default 250); 0 at once, false never. */
  mineDelayMs?: number | false;
  /** Where unexpected server errors go (default stderr). */
  log?: (line: string) => void;
}

export interface BitcoinChain {
  /** Base URL of the Esplora API, e.g. http://127.0.0.1:3002 (no trailing slash). */
  esploraUrl: string;
  network: 'regtest';
  caipNetworkId: typeof REGTEST_CAIP_NETWORK_ID;
  accounts: readonly BitcoinDevAccount[];
  /** The chain itself, for tests that mine or inspect without HTTP. */
  node: BitcoinNode;
  stop(): Promise<void>;
}

/** Starts the regtest Esplora server with the dev accounts funded in block 1; resolves once it listens. */
export async function startBitcoinChain(options: StartBitcoinChainOptions = {}): Promise<BitcoinChain> {
  const accounts = bitcoinDevAccounts();
  const node = createBitcoinNode({ accounts, mineDelayMs: options.mineDelayMs ?? DEFAULT_MINE_DELAY_MS });
  const app = createEsploraServer(node, options.log ?? ((line) => console.error(line)));
  const host = options.host ?? '127.0.0.1';
  const port = options.port === 'auto' ? 0 : (options.port ?? DEFAULT_ESPLORA_PORT);
  try {
    await app.listen({ host, port });
  } catch (error) {
    node.close();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Bitcoin regtest: cannot listen on ${host}:${port} (${reason})`, { cause: error });
  }
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('The Esplora server has no port');
  let stopped: Promise<void> | undefined;
  return {
    esploraUrl: `http://${host}:${address.port}`,
    network: 'regtest',
    caipNetworkId: REGTEST_CAIP_NETWORK_ID,
    accounts,
    node,
    stop: () => {
      stopped ??= (async () => {
        node.close();
        await app.close();
      })();
      return stopped;
    },
  };
}
