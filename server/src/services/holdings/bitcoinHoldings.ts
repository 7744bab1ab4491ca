// Bitcoin: the address's balance from its Esplora stats, confirmed and mempool (funded minus spent outputs).
import type { CaipNetworkId } from '@gangway/protocol';
import * as z from 'zod/mini';
import { upstreamFailed } from '../../errors/ApiError.ts';
import type { HttpEsploraUpstream } from '../../upstreams/esplora/HttpEsploraUpstream.ts';
import type { TokenCatalog } from '../tokenCatalog.ts';
import type { Holding, HoldingsReader } from './Holdings.ts';

const sats = () => z.number().check(z.int(), z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER));
const StatsSchema = z.object({ funded_txo_sum: sats(), spent_txo_sum: sats() });
const AddressStatsSchema = z.object({ chain_stats: StatsSchema, mempool_stats: StatsSchema });
type AddressStats = z.infer<typeof AddressStatsSchema>;

const balanceOf = ({ chain_stats: chain, mempool_stats: mempool }: AddressStats): number =>
  chain.funded_txo_sum - chain.spent_txo_sum + mempool.funded_txo_sum - mempool.spent_txo_sum;

/** Stats an Esplora can send: the right shape, and never more spent than funded. */
function isAddressStats(value: unknown): boolean {
  const parsed = z.safeParse(AddressStatsSchema, value);
  return parsed.success && balanceOf(parsed.data) >= 0;
}

export class BitcoinHoldings implements HoldingsReader {
  constructor(
    private readonly esplora: HttpEsploraUpstream,
    private readonly catalog: TokenCatalog,
  ) {}

  async read(chainId: CaipNetworkId, account: string): Promise<Holding[]> {
    const answer = await this.esplora.get(chainId, `address/${account}`, {
      json: true,
      valid: isAddressStats,
    });
    if (answer.status !== 200) {
      throw upstreamFailed(
        `Reading balances on ${chainId} failed: the Esplora answered ${answer.status}: ${answer.body}`,
      );
    }
    const stats = z.parse(AddressStatsSchema, JSON.parse(answer.body));
    return [{ token: this.catalog.native(chainId), amount: BigInt(balanceOf(stats)) }];
  }
}
