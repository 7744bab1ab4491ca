// Solana: SOL from getBalance and the configured mints' amounts from the account's token accounts
// (getTokenAccountsByOwner, jsonParsed, under the Token and Token-2022 programs), in one batch.
import type { CaipNetworkId, JsonRpcRequest } from '@gangway/protocol';
import * as z from 'zod/mini';
import { upstreamFailed } from '../../errors/ApiError.ts';
import { Lamports } from '../../history/solana/solanaRpcSchemas.ts';
import type { RpcUpstream } from '../../upstreams/rpc/RpcUpstream.ts';
import type { TokenCatalog } from '../tokenCatalog.ts';
import type { Holding, HoldingsReader } from './Holdings.ts';

const TOKEN_PROGRAMS = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
] as const;
const COMMITMENT = { commitment: 'confirmed' } as const;

const BalanceResultSchema = z.object({ value: Lamports });
const TokenAccountsResultSchema = z.object({
  value: z.array(
    z.object({
      account: z.object({
        data: z.object({
          parsed: z.object({
            info: z.object({
              mint: z.string(),
              tokenAmount: z.object({
                amount: z.string().check(z.regex(/^\d{1,40}$/)),
                decimals: z.number().check(z.int(), z.minimum(0), z.maximum(255)),
              }),
            }),
          }),
        }),
      }),
    }),
  ),
});

export class SolanaHoldings implements HoldingsReader {
  constructor(
    private readonly upstream: RpcUpstream,
    private readonly catalog: TokenCatalog,
  ) {}

  async read(chainId: CaipNetworkId, account: string): Promise<Holding[]> {
    const mints = this.catalog.mints(chainId);
    const requests: JsonRpcRequest[] = [
      { jsonrpc: '2.0', id: 0, method: 'getBalance', params: [account, COMMITMENT] },
      ...(mints.length === 0 ? [] : TOKEN_PROGRAMS).map((programId, index) => ({
        jsonrpc: '2.0' as const,
        id: index + 1,
        method: 'getTokenAccountsByOwner',
        params: [account, { programId }, { encoding: 'jsonParsed', ...COMMITMENT }],
      })),
    ];
    const [balance, ...tokenAccounts] = (await this.upstream.send(chainId, requests)).map((answer, index) => {
      const method = requests[index]?.method;
      if ('error' in answer) {
        throw upstreamFailed(
          `Reading balances on ${chainId} failed: ${method}: ${answer.error.message} (${answer.error.code})`,
        );
      }
      return answer.result;
    });
    const lamports = z.safeParse(BalanceResultSchema, balance);
    if (!lamports.success) throw unreadable(chainId, 'getBalance');
    const held: Holding[] = [{ token: this.catalog.native(chainId), amount: BigInt(lamports.data.value) }];
    // An owner may hold a mint in several token accounts; unlisted mints are left out (anyone can send any).
    const amounts = new Map<string, { amount: bigint; decimals: number }>();
    for (const result of tokenAccounts) {
      const parsed = z.safeParse(TokenAccountsResultSchema, result);
      if (!parsed.success) throw unreadable(chainId, 'getTokenAccountsByOwner');
      for (const { account: tokenAccount } of parsed.data.value) {
        const { mint, tokenAmount } = tokenAccount.data.parsed.info;
        const total = (amounts.get(mint)?.amount ?? 0n) + BigInt(tokenAmount.amount);
        amounts.set(mint, { amount: total, decimals: tokenAmount.decimals });
      }
    }
    for (const token of mints) {
      const found = amounts.get(token.address);
      // The chain's decimals are the amount's truth, whatever the configuration says.
      if (found) held.push({ token: { ...token, decimals: found.decimals }, amount: found.amount });
    }
    return held;
  }
}

function unreadable(chainId: CaipNetworkId, method: string) {
  return upstreamFailed(`Reading balances on ${chainId} failed: the node's ${method} answer is not readable`);
}
