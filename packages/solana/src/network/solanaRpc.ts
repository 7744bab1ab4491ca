import type { CaipNetwork } from '@gangway/core';
import { GangwayError, RPC_TIMEOUT_MS } from '@gangway/protocol';
import { createSolanaRpc } from '@solana/kit';

export type SolanaRpc = ReturnType<typeof createSolanaRpc>;

const rpcs = new Map<string, SolanaRpc>();

/** The network's own RPC (rpcUrls.default.http[0]: gangway-server's proxy in production), never the wallet's. */
export function rpcOf(network: CaipNetwork): SolanaRpc {
  const url = network.rpcUrls.default.http[0];
  if (!url) {
    throw new GangwayError('INVALID_OPTION', {
      option: 'networks',
      reason: `${network.caipNetworkId} has no rpcUrls.default.http`,
    });
  }
  let rpc = rpcs.get(url);
  if (!rpc) {
    rpc = createSolanaRpc(url);
    rpcs.set(url, rpc);
  }
  return rpc;
}

/**
 * Runs `read` against the network's RPC within RPC_TIMEOUT_MS (one deadline for all its calls). A GangwayError from
 * `read` passes through; a timeout is REQUEST_TIMEOUT and any other failure INVALID_RESPONSE naming the RPC.
 */
export async function readRpc<T>(
  network: CaipNetwork,
  read: (rpc: SolanaRpc, abortSignal: AbortSignal) => Promise<T>,
): Promise<T> {
  const rpc = rpcOf(network);
  const source = `The RPC of ${network.name}`;
  try {
    return await read(rpc, AbortSignal.timeout(RPC_TIMEOUT_MS));
  } catch (error) {
    if (error instanceof GangwayError) throw error;
    const options = { cause: error, category: 'NETWORK_ERROR' } as const;
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new GangwayError('REQUEST_TIMEOUT', { source, ms: RPC_TIMEOUT_MS }, options);
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new GangwayError('INVALID_RESPONSE', { source, reason }, options);
  }
}
