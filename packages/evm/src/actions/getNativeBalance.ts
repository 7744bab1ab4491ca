import type { CaipNetwork } from '@gangway/core';
import type { NativeBalance } from '@gangway/core/internal';
import { GangwayError, parseEvmAddress, RPC_TIMEOUT_MS } from '@gangway/protocol';
import { BaseError, HttpRequestError, TimeoutError } from 'viem';
import type { RuntimeContext } from '../runtime/RuntimeContext.ts';

function toRpcError(error: unknown, network: CaipNetwork): GangwayError {
  if (error instanceof GangwayError) return error;
  const source = `The RPC of ${network.name}`;
  const options = { cause: error, category: 'NETWORK_ERROR' } as const;
  if (error instanceof BaseError) {
    if (error.walk((cause) => cause instanceof TimeoutError)) {
      return new GangwayError('REQUEST_TIMEOUT', { source, ms: RPC_TIMEOUT_MS }, options);
    }
    const http = error.walk((cause) => cause instanceof HttpRequestError);
    if (http instanceof HttpRequestError && http.status !== undefined && http.status >= 400) {
      return new GangwayError('HTTP_STATUS', { status: http.status }, options);
    }
    return new GangwayError('INVALID_RESPONSE', { source, reason: error.shortMessage }, options);
  }
  return new GangwayError('INVALID_RESPONSE', { source, reason: String(error) }, options);
}

/** eth_getBalance through the network's own RPC URLs (rpcUrls.default.http), never through the wallet. */
export async function getNativeBalance(
  ctx: RuntimeContext,
  params: { address: string; network: CaipNetwork },
): Promise<NativeBalance> {
  const { address, network } = params;
  const account = parseEvmAddress(address);
  if (!account) throw new GangwayError('INVALID_OPTION', { option: 'address', reason: 'not an EVM address' });
  if (network.rpcUrls.default.http.length === 0) {
    throw new GangwayError('INVALID_OPTION', {
      option: 'networks',
      reason: `${network.caipNetworkId} has no rpcUrls.default.http`,
    });
  }
  try {
    const value = await ctx.publicClient(network).getBalance({ address: account });
    const { decimals, symbol } = network.nativeCurrency;
    return { value, decimals, symbol };
  } catch (error) {
    throw toRpcError(error, network);
  }
}
