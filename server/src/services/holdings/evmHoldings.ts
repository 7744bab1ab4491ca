// EVM: the native balance and the listed ERC20 balances in one deployless read (BalanceReader).
import type { CaipNetworkId } from '@gangway/protocol';
import type { Address } from 'viem';
import { readWithBalanceReader } from '../../upstreams/balances/balanceReader.ts';
import { balanceOfCall, decodeUint } from '../../upstreams/balances/erc20Calls.ts';
import type { RpcUpstream } from '../../upstreams/rpc/RpcUpstream.ts';
import type { TokenCatalog } from '../tokenCatalog.ts';
import type { Holding, HoldingsReader } from './Holdings.ts';

export class EvmHoldings implements HoldingsReader {
  constructor(
    private readonly upstream: RpcUpstream,
    private readonly catalog: TokenCatalog,
  ) {}

  async read(chainId: CaipNetworkId, account: string): Promise<Holding[]> {
    const tokens = await this.catalog.listed(chainId);
    const { nativeBalance, results } = await readWithBalanceReader(
      this.upstream,
      chainId,
      tokens.map((token) => balanceOfCall(token.address as Address, account as Address)),
      account as Address,
    );
    const held: Holding[] = [{ token: this.catalog.native(chainId), amount: nativeBalance }];
    tokens.forEach((token, index) => {
      const amount = decodeUint(results[index]);
      if (amount !== null) held.push({ token, amount });
    });
    return held;
  }
}
