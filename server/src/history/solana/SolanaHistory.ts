// History of a Solana chain through its RPC upstream: getSignaturesForAddress of the account and of each of its
// token accounts (an SPL transfer into one need not name the owner), merged newest first with `before` the
// cursor's signature, then getTransaction (jsonParsed) of each in one batch, mapped to SOL and SPL transfers
// (solanaTransfers.ts). Token accounts are those the owner holds now: a closed one's transfers are not seen.
import type { CaipAddress, CaipNetworkId } from '@gangway/protocol';
import {
  HISTORY_PAGE_SIZE,
  type HistoryItem,
  type HistoryResponse,
  type JsonRpcRequest,
} from '@gangway/protocol';
import * as z from 'zod/mini';
import { upstreamFailed } from '../../errors/ApiError.ts';
import type { TokenCatalog } from '../../services/tokenCatalog.ts';
import type { RpcUpstream } from '../../upstreams/rpc/RpcUpstream.ts';
import { type HistorySource, invalidCursor } from '../HistorySource.ts';
import { directionOf, isSpam, nativeTransfer, operationOf, quantity } from '../historyItems.ts';
import { SignaturesSchema, type SolanaTransaction, TransactionSchema } from './solanaRpcSchemas.ts';
import { accountKeys, type SolanaMove, solanaMoves } from './solanaTransfers.ts';

const SIGNATURE = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/;
const COMMITMENT = 'confirmed';
/** SPL Token and Token-2022: the programs whose accounts hold an owner's tokens. */
export const TOKEN_PROGRAM_IDS = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
] as const;
/**
 * The most token accounts whose signatures a page reads: anyone can open token accounts for an owner, so their
 * number is not the owner's to bound.
 */
export const MAX_TOKEN_ACCOUNTS = 20;

const TokenAccountsSchema = z.object({
  value: z.array(z.object({ pubkey: z.string().check(z.minLength(32), z.maxLength(44)) })),
});
type Signatures = z.infer<typeof SignaturesSchema>;

/** The lists merged newest first (by slot; a list's own order within one), each signature once. */
function mergeNewestFirst(lists: readonly Signatures[]): Signatures {
  const seen = new Set<string>();
  const merged: Signatures = [];
  const positions = lists.map(() => 0);
  for (;;) {
    let pick = -1;
    for (const [index, list] of lists.entries()) {
      const candidate = list[positions[index] ?? 0];
      if (!candidate) continue;
      const best = pick < 0 ? undefined : lists[pick]?.[positions[pick] ?? 0];
      if (!best || candidate.slot > best.slot) pick = index;
    }
    if (pick < 0) return merged;
    const entry = lists[pick]?.[positions[pick] ?? 0];
    positions[pick] = (positions[pick] ?? 0) + 1;
    if (entry && !seen.has(entry.signature)) {
      seen.add(entry.signature);
      merged.push(entry);
    }
  }
}

export class SolanaHistory implements HistorySource {
  constructor(
    private readonly rpc: RpcUpstream,
    private readonly chainId: CaipNetworkId,
    private readonly catalog: TokenCatalog,
  ) {}

  async page(account: string, cursor: string | undefined): Promise<HistoryResponse> {
    if (cursor !== undefined && !SIGNATURE.test(cursor)) throw invalidCursor('not a transaction signature');
    const addresses = [account, ...(await this.#tokenAccounts(account))];
    // Each list gives its newest HISTORY_PAGE_SIZE + 1 before the cursor: the merged page's are among them, and
    // more than a page in all means there is a next one.
    const listed = await this.#call(
      addresses.map((address) => ({
        method: 'getSignaturesForAddress',
        params: [
          address,
          { limit: HISTORY_PAGE_SIZE + 1, commitment: COMMITMENT, ...(cursor ? { before: cursor } : {}) },
        ],
      })),
    );
    const signatures = mergeNewestFirst(
      listed.map((list) => this.#parse(SignaturesSchema, list, 'getSignaturesForAddress')),
    );
    const page = signatures.slice(0, HISTORY_PAGE_SIZE);
    const next = signatures.length > HISTORY_PAGE_SIZE ? (page.at(-1)?.signature ?? null) : null;
    if (page.length === 0) return { data: [], next };
    const answers = await this.#call(
      page.map(({ signature }) => ({
        method: 'getTransaction',
        params: [
          signature,
          { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0, commitment: COMMITMENT },
        ],
      })),
    );
    const data = page.flatMap(({ signature, blockTime }, index): HistoryItem[] => {
      const transaction = this.#parse(TransactionSchema, answers[index], 'getTransaction');
      // Listed but not served (yet): left out rather than shown empty.
      if (!transaction) return [];
      return [this.#item(account, signature, transaction, blockTime ?? transaction.blockTime ?? null)];
    });
    return { data, next };
  }

  async #tokenAccounts(owner: string): Promise<string[]> {
    const answers = await this.#call(
      TOKEN_PROGRAM_IDS.map((programId) => ({
        method: 'getTokenAccountsByOwner',
        params: [
          owner,
          { programId },
          { encoding: 'base64', dataSlice: { offset: 0, length: 0 }, commitment: COMMITMENT },
        ],
      })),
    );
    const accounts = answers.flatMap((answer) =>
      this.#parse(TokenAccountsSchema, answer, 'getTokenAccountsByOwner').value.map((entry) => entry.pubkey),
    );
    return accounts.slice(0, MAX_TOKEN_ACCOUNTS);
  }

  #item(
    account: string,
    signature: string,
    transaction: SolanaTransaction,
    blockTime: number | null,
  ): HistoryItem {
    const keys = accountKeys(transaction);
    const feePayer = keys[0]?.pubkey ?? '';
    const initiated = keys.some((key) => key.pubkey === account && key.signer);
    const moves = solanaMoves(transaction, account);
    const parts = moves.map((move) =>
      move.delta > 0n ? { from: move.other, to: account } : { from: account, to: move.other },
    );
    const firstOther = moves.find((move) => move.other !== '')?.other;
    const program = transaction.transaction.message.instructions[0]?.programId;
    return {
      id: signature,
      metadata: {
        minedAt: new Date((blockTime ?? Date.now() / 1000) * 1000).toISOString(),
        chain: this.chainId,
        operationType: operationOf(account, feePayer, null, parts),
        status:
          transaction.meta?.err === null || transaction.meta?.err === undefined ? 'confirmed' : 'failed',
        sentFrom: feePayer,
        sentTo: (feePayer === account ? firstOther : account) ?? program ?? '',
      },
      transfers: moves.map((move, index) =>
        this.#transfer(account, move, parts[index] ?? { from: '', to: '' }, initiated),
      ),
    };
  }

  #transfer(
    account: string,
    move: SolanaMove,
    part: { from: string; to: string },
    initiated: boolean,
  ): HistoryItem['transfers'][number] {
    const direction = directionOf(account, part.from, part.to);
    if (move.mint === null) {
      const native = this.catalog.native(this.chainId);
      return nativeTransfer(native, direction, move.delta);
    }
    const token = this.catalog.mints(this.chainId).find((mint) => mint.address === move.mint);
    return {
      direction,
      quantity: quantity(move.delta, move.decimals),
      fungible_info: {
        name: token?.name ?? 'Unknown token',
        symbol: token?.symbol ?? '?',
        icon: { url: token?.icon ?? null },
        address: `${this.chainId}:${move.mint}` as CaipAddress,
      },
      is_spam: isSpam(token !== undefined, initiated),
    };
  }

  async #call(calls: readonly { method: string; params: unknown[] }[]): Promise<unknown[]> {
    const requests: JsonRpcRequest[] = calls.map((entry, id) => ({ jsonrpc: '2.0', id, ...entry }));
    const answers = await this.rpc.send(this.chainId, requests);
    return answers.map((answer, index) => {
      if ('error' in answer)
        throw upstreamFailed(
          `Reading history on ${this.chainId} failed: ${requests[index]?.method}: ${answer.error.message} (${answer.error.code})`,
        );
      return answer.result;
    });
  }

  #parse<T>(schema: z.ZodMiniType<T>, value: unknown, method: string): T {
    const parsed = z.safeParse(schema, value);
    if (!parsed.success)
      throw upstreamFailed(
        `Reading history on ${this.chainId} failed: the node's ${method} answer is not readable`,
      );
    return parsed.data;
  }
}
