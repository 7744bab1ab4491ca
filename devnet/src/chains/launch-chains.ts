import { type AnvilProcess, AnvilStartError, startAnvil } from './anvil-process.ts';
import { chainDefinition, DEFAULT_BASE_PORT, DEFAULT_CHAIN_IDS } from './chain-definitions.ts';
import type { DevnetChain } from './devnet-chain.ts';
import { freePorts } from './free-port.ts';

export interface LaunchChainsOptions {
  chainIds?: readonly number[];
  /** First port (chain i listens on basePort + i), or 'auto' to let the OS pick free ports. */
  basePort?: number | 'auto';
  host?: string;
}

export interface LaunchedChains {
  chains: DevnetChain[];
  stop(): Promise<void>;
}

const AUTO_PORT_ATTEMPTS = 4;

/** Starts one anvil per chain id, in parallel, and stops all of them if any fails. */
export async function launchChains(options: LaunchChainsOptions = {}): Promise<LaunchedChains> {
  const chainIds = options.chainIds ?? DEFAULT_CHAIN_IDS;
  if (new Set(chainIds).size !== chainIds.length)
    throw new Error(`Duplicate chain ids: ${chainIds.join(', ')}`);
  const basePort = options.basePort ?? DEFAULT_BASE_PORT;
  const host = options.host ?? '127.0.0.1';

  const started = await Promise.allSettled(
    chainIds.map((chainId, index) =>
      basePort === 'auto'
        ? startOnFreePort(chainId, host)
        : startAnvil({ chainId, port: basePort + index, host }),
    ),
  );
  const processes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await Promise.all(processes.map((anvil) => anvil.stop()));
    throw failure.reason;
  }
  return {
    chains: processes.map(toDevnetChain),
    stop: async () => {
      await Promise.all(processes.map((anvil) => anvil.stop()));
    },
  };
}

async function startOnFreePort(chainId: number, host: string): Promise<AnvilProcess> {
  for (let attempt = 1; ; attempt++) {
    const [port] = await freePorts(1, host);
    try {
      return await startAnvil({ chainId, port: port!, host });
    } catch (error) {
      // Another process may grab the port between our probe and anvil's bind.
      if (!(error instanceof AnvilStartError && error.portInUse) || attempt >= AUTO_PORT_ATTEMPTS)
        throw error;
    }
  }
}

function toDevnetChain(anvil: AnvilProcess): DevnetChain {
  const definition = chainDefinition(anvil.chainId);
  return {
    chainId: anvil.chainId,
    name: definition.name,
    rpcUrl: anvil.rpcUrl,
    caipNetworkId: `eip155:${anvil.chainId}`,
    nativeCurrency: definition.nativeCurrency,
  };
}
