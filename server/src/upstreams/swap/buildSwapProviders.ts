// The swap provider of each chain whose configuration names one.
import { type CaipNetworkId, parseCaipNetworkId } from '@gangway/protocol';
import { getAddress } from 'viem';
import type { ResolvedChainConfig } from '../../config/resolveConfig.ts';
import type { RpcUpstream } from '../rpc/RpcUpstream.ts';
import { VendorApi } from '../vendorApi.ts';
import { ONE_INCH_API_URL, OneInchSwapProvider } from './OneInchSwapProvider.ts';
import type { SwapProvider } from './SwapProvider.ts';
import { UniswapV2SwapProvider } from './UniswapV2SwapProvider.ts';
import { ZERO_EX_API_URL, ZeroExSwapProvider } from './ZeroExSwapProvider.ts';

export interface SwapUpstreamLimits {
  timeoutMs: number;
  maxResponseBytes: number;
}

export function buildSwapProviders(
  chains: readonly ResolvedChainConfig[],
  rpc: RpcUpstream,
  limits: SwapUpstreamLimits,
): Map<CaipNetworkId, SwapProvider> {
  const providers = new Map<CaipNetworkId, SwapProvider>();
  for (const chain of chains) {
    const swap = chain.swap;
    if (!swap) continue;
    const reference = parseCaipNetworkId(chain.id).reference;
    if (swap.source === 'uniswapV2') {
      providers.set(chain.id, new UniswapV2SwapProvider(rpc, chain.id, swap.router, swap.via));
    } else if (swap.source === '1inch') {
      const api = new VendorApi({
        vendor: '1inch',
        baseUrl: `${swap.apiUrl ?? ONE_INCH_API_URL}/swap/v6.0/${reference}`,
        headers: () => ({ authorization: `Bearer ${swap.apiKey}` }),
        ...limits,
      });
      providers.set(chain.id, new OneInchSwapProvider(api));
    } else {
      const api = new VendorApi({
        vendor: '0x',
        baseUrl: swap.apiUrl ?? ZERO_EX_API_URL,
        headers: () => ({ '0x-api-key': swap.apiKey, '0x-version': 'v2' }),
        ...limits,
      });
      providers.set(
        chain.id,
        new ZeroExSwapProvider(
          api,
          reference,
          swap.allowanceHolder ? getAddress(swap.allowanceHolder) : undefined,
        ),
      );
    }
  }
  return providers;
}
