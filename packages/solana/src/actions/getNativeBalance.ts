import {
  type CaipNetwork,
  GangwayError,
  isSolanaAddress,
  type NativeBalance,
  RPC_TIMEOUT_MS,
} from '@gangway/core';
import { address, createSolanaRpc } from '@solana/kit';

const rpcs = new Map<string, ReturnType<typeof createSolanaRpc>>();

/** getBalance through the network's own RPC URL (rpcUrls.default.http), never through the wallet. */
export async function getNativeBalance(params: {
  address: string;
  network: CaipNetwork;
}): Promise<NativeBalance> {
  const { network } = params;
  if (!isSolanaAddress(params.address)) {
    throw new GangwayError('INVALID_OPTION', { option: 'address', reason: 'not a Solana address' });
  }
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
  const source = `The RPC of ${network.name}`;
  try {
    const { value } = await rpc
      .getBalance(address(params.address))
      .send({ abortSignal: AbortSignal.timeout(RPC_TIMEOUT_MS) });
    if (typeof value !== 'bigint' || value < 0n) throw new Error('the balance is not a lamport count');
    const { decimals, symbol } = network.nativeCurrency;
    return { value, decimals, symbol };
  } catch (error) {
    const options = { cause: error, category: 'NETWORK_ERROR' } as const;
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new GangwayError('REQUEST_TIMEOUT', { source, ms: RPC_TIMEOUT_MS }, options);
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new GangwayError('INVALID_RESPONSE', { source, reason }, options);
  }
}
