// Swaps per chain for the convert routes: the chain's swap provider, the tokens it may swap (the chain's listed
// tokens and its native currency, nothing else), allowances and approvals, gas prices. A chain without a swap
// provider answers SPEC §8's 'Network not supported for Swaps' / 'Network not supported for Gas Price'.
import { type CaipAddress, type CaipNetworkId, ERROR_MESSAGES, parseCaipAddress } from '@gangway/protocol';
import { type Address, encodeFunctionData, erc20Abi, getAddress, type Hex, isHex, maxUint256 } from 'viem';
import { ApiError, badRequest, upstreamFailed } from '../errors/ApiError.ts';
import { RpcCallError, type RpcUpstream, rpcCall } from '../upstreams/rpc/RpcUpstream.ts';
import { type SwapAsset, type SwapProvider, withGasMargin } from '../upstreams/swap/SwapProvider.ts';
import type { TokenCatalog, TokenInfo } from './tokenCatalog.ts';

/** How long a quote holds before the widget asks again (ours: SPEC §9 gives none). */
export const SWAP_QUOTE_VALIDITY_MS = 30_000;
/** An approval's gas when the chain cannot estimate it (an ERC20 approve costs 30k–50k). */
const APPROVE_GAS = 60_000n;
/** The faster gas prices: this much over the chain's, in percent. */
const FAST_PREMIUM = 110n;
const INSTANT_PREMIUM = 125n;

export interface SwapToken {
  info: TokenInfo;
  asset: SwapAsset;
}

export class SwapService {
  constructor(
    private readonly upstream: RpcUpstream,
    private readonly catalog: TokenCatalog,
    private readonly providers: ReadonlyMap<CaipNetworkId, SwapProvider>,
  ) {}

  /** The chains with a swap provider. */
  get chains(): CaipNetworkId[] {
    return [...this.providers.keys()];
  }

  provider(chainId: CaipNetworkId, field = 'chainId'): SwapProvider {
    const provider = this.providers.get(chainId);
    if (!provider) throw unsupportedNetwork(ERROR_MESSAGES.SWAPS_NETWORK_NOT_SUPPORTED, chainId, field);
    return provider;
  }

  /** The native currency first, then the chain's listed tokens (those the chain could describe). */
  async tokens(chainId: CaipNetworkId): Promise<TokenInfo[]> {
    this.provider(chainId);
    return [this.catalog.native(chainId), ...(await this.catalog.listed(chainId))];
  }

  /** A token of a request: on a swap chain and in its list (400 naming `field` otherwise). */
  async token(caipAddress: CaipAddress, field: string): Promise<SwapToken & { chainId: CaipNetworkId }> {
    const { namespace, caipNetworkId, address } = parseCaipAddress(caipAddress);
    if (namespace !== 'eip155')
      throw unsupportedNetwork(ERROR_MESSAGES.SWAPS_NETWORK_NOT_SUPPORTED, caipNetworkId, field);
    const listed = await this.tokens(caipNetworkId).catch((error: unknown) => {
      if (error instanceof ApiError && error.code === 'UNSUPPORTED_NETWORK')
        throw unsupportedNetwork(ERROR_MESSAGES.SWAPS_NETWORK_NOT_SUPPORTED, caipNetworkId, field);
      throw error;
    });
    const info = listed.find((token) => token.address === address.toLowerCase());
    if (!info) {
      throw badRequest(
        field,
        `Invalid ${field}: ${address} is not a token this server swaps on ${caipNetworkId}`,
      );
    }
    const asset: SwapAsset = this.catalog.isNative(info.address) ? 'native' : getAddress(info.address);
    return { chainId: caipNetworkId, info, asset };
  }

  /** The two tokens of a swap: listed, on one chain, not the same. */
  async pair(
    from: CaipAddress,
    to: CaipAddress,
  ): Promise<{ chainId: CaipNetworkId; from: SwapToken; to: SwapToken }> {
    const sold = await this.token(from, 'from');
    const bought = await this.token(to, 'to');
    if (sold.chainId !== bought.chainId)
      throw badRequest('to', `Invalid to: ${to} is on another chain than from (${sold.chainId})`);
    if (sold.info.address === bought.info.address)
      throw badRequest('to', 'Invalid to: the same token as from');
    return { chainId: sold.chainId, from: sold, to: bought };
  }

  /** What the chain's swap contract may take of `owner`'s token: unlimited for the native currency. */
  async allowance(
    chainId: CaipNetworkId,
    token: SwapToken,
    owner: Address,
  ): Promise<{ allowance: bigint; spender: Address }> {
    const spender = await this.provider(chainId).spender();
    if (token.asset === 'native') return { allowance: maxUint256, spender };
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'allowance', args: [owner, spender] });
    const answer = await rpcCall(this.upstream, chainId, 'eth_call', [{ to: token.asset, data }, 'latest']);
    if (typeof answer !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(answer))
      throw upstreamFailed(`allowance() of ${token.info.symbol} on ${chainId} answered no number`);
    return { allowance: BigInt(answer), spender };
  }

  /** Wei per gas: the chain's price, and two faster ones above it. */
  async gasPrices(chainId: CaipNetworkId): Promise<{ standard: bigint; fast: bigint; instant: bigint }> {
    if (!this.providers.has(chainId))
      throw unsupportedNetwork(ERROR_MESSAGES.GAS_PRICE_NETWORK_NOT_SUPPORTED, chainId, 'chainId');
    const answer = await rpcCall(this.upstream, chainId, 'eth_gasPrice', []);
    if (typeof answer !== 'string' || !isHex(answer))
      throw upstreamFailed(`eth_gasPrice on ${chainId}: not a quantity`);
    const standard = BigInt(answer);
    return {
      standard,
      fast: (standard * FAST_PREMIUM) / 100n,
      instant: (standard * INSTANT_PREMIUM) / 100n,
    };
  }

  /** An ERC20 approve of `amount` (unlimited without one) to the swap contract. */
  async approval(
    chainId: CaipNetworkId,
    token: SwapToken,
    owner: Address,
    amount: bigint | undefined,
  ): Promise<{ to: Address; data: Hex; gas: bigint; gasPrice: bigint }> {
    if (token.asset === 'native')
      throw badRequest(
        'from',
        `Invalid from: ${token.info.symbol} is the native currency and needs no approval`,
      );
    const spender = await this.provider(chainId).spender();
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [spender, amount ?? maxUint256],
    });
    const [gas, { standard }] = await Promise.all([
      this.estimateGas(chainId, { from: owner, to: token.asset, data, value: 0n }).catch((error: unknown) => {
        if (error instanceof RpcCallError) return APPROVE_GAS;
        throw error;
      }),
      this.gasPrices(chainId),
    ]);
    return { to: token.asset, data, gas, gasPrice: standard };
  }

  async estimateGas(
    chainId: CaipNetworkId,
    call: { from: Address; to: Address; data: Hex; value: bigint },
  ): Promise<bigint> {
    const gas = await rpcCall(this.upstream, chainId, 'eth_estimateGas', [
      { ...call, value: `0x${call.value.toString(16)}` },
    ]);
    if (typeof gas !== 'string' || !isHex(gas))
      throw upstreamFailed(`eth_estimateGas on ${chainId}: not a quantity`);
    return withGasMargin(BigInt(gas));
  }
}

function unsupportedNetwork(message: string, chainId: string, field: string): ApiError {
  return new ApiError(400, 'UNSUPPORTED_NETWORK', `${message}: ${chainId}`, { field });
}
