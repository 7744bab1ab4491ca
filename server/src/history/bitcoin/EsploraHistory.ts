// History of a Bitcoin chain through its Esplora upstream: the first page from /address/:a/txs (mempool
// transactions, listed first as pending, then the newest confirmed), later ones from
// /address/:a/txs/chain/:last_seen_txid. What left the account's outputs to other addresses is sent; what
// reached it from others is received. A pending transaction's minedAt is when this server first saw it in the
// mempool (an Esplora does not say), kept in history_pending until a page shows it confirmed.
import type { CaipNetworkId } from '@gangway/protocol';
import { HISTORY_PAGE_SIZE, type HistoryItem, type HistoryResponse } from '@gangway/protocol';
import * as z from 'zod/mini';
import type { GangwayDatabase } from '../../db/openDatabase.ts';
import { upstreamFailed } from '../../errors/ApiError.ts';
import type { TokenCatalog } from '../../services/tokenCatalog.ts';
import type { HttpEsploraUpstream } from '../../upstreams/esplora/HttpEsploraUpstream.ts';
import { type HistorySource, invalidCursor } from '../HistorySource.ts';
import { directionOf, nativeTransfer, operationOf } from '../historyItems.ts';

const Sats = z.number().check(z.int(), z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER));
const Output = z.object({ scriptpubkey_address: z.optional(z.string()), value: Sats });
const EsploraTxSchema = z.object({
  txid: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  vin: z.array(z.object({ prevout: z.nullable(Output) })),
  vout: z.array(Output),
  status: z.object({ confirmed: z.boolean(), block_time: z.optional(z.number()) }),
});
type EsploraTx = z.infer<typeof EsploraTxSchema>;
const TxListSchema = z.array(EsploraTxSchema);

const TXID = /^[0-9a-f]{64}$/;
/** Confirmed transactions an Esplora answers per request. */
const ESPLORA_CHAIN_PAGE = 25;
/** The cursor of a first page filled by mempool transactions: the confirmed ones from the newest. */
const CHAIN_START = 'chain';

export class EsploraHistory implements HistorySource {
  constructor(
    private readonly esplora: HttpEsploraUpstream,
    private readonly chainId: CaipNetworkId,
    private readonly catalog: TokenCatalog,
    private readonly database: GangwayDatabase,
  ) {}

  async page(account: string, cursor: string | undefined): Promise<HistoryResponse> {
    if (cursor !== undefined && cursor !== CHAIN_START && !TXID.test(cursor))
      throw invalidCursor('not a transaction id');
    const path =
      cursor === undefined
        ? `address/${account}/txs`
        : cursor === CHAIN_START
          ? `address/${account}/txs/chain`
          : `address/${account}/txs/chain/${cursor}`;
    const listed = await this.#get(path);
    // /txs lists the mempool first; an Esplora pages the chain by 25, more than a page here.
    const pending = listed.filter((tx) => !tx.status.confirmed).slice(0, HISTORY_PAGE_SIZE);
    const confirmed = listed.filter((tx) => tx.status.confirmed);
    const shown = [...pending, ...confirmed.slice(0, HISTORY_PAGE_SIZE - pending.length)];
    const lastConfirmed = shown.filter((tx) => tx.status.confirmed).at(-1);
    // A full chain page of the Esplora may have more behind it.
    const more = shown.length - pending.length < confirmed.length || confirmed.length >= ESPLORA_CHAIN_PAGE;
    const next = !more ? null : (lastConfirmed?.txid ?? CHAIN_START);
    const items = shown.map((tx) => this.#item(account, tx));
    const firstSeen = await this.#firstSeen(
      items.filter((item) => item.metadata.status === 'pending'),
      items.filter((item) => item.metadata.status === 'confirmed').map((item) => item.id),
    );
    return {
      data: items.map((item) => {
        const seen = firstSeen.get(item.id);
        return seen === undefined
          ? item
          : { ...item, metadata: { ...item.metadata, minedAt: new Date(seen).toISOString() } };
      }),
      next,
    };
  }

  /** When each pending item was first seen (recorded now if never before); forgets the confirmed ones. */
  async #firstSeen(
    pending: readonly HistoryItem[],
    confirmed: readonly string[],
  ): Promise<Map<string, number>> {
    const db = this.database.db;
    if (confirmed.length > 0)
      await db
        .deleteFrom('history_pending')
        .where('chain_id', '=', this.chainId)
        .where('hash', 'in', confirmed)
        .execute();
    if (pending.length === 0) return new Map();
    const now = Date.now();
    await db
      .insertInto('history_pending')
      .values(
        pending.map((item) => ({
          chain_id: this.chainId,
          hash: item.id,
          from_address: item.metadata.sentFrom,
          to_address: item.metadata.sentTo || null,
          value: '0',
          seen_at: now,
        })),
      )
      .onConflict((oc) => oc.columns(['chain_id', 'hash']).doNothing())
      .execute();
    const rows = await db
      .selectFrom('history_pending')
      .select(['hash', 'seen_at'])
      .where('chain_id', '=', this.chainId)
      .where(
        'hash',
        'in',
        pending.map((item) => item.id),
      )
      .execute();
    return new Map(rows.map((row) => [row.hash, Number(row.seen_at)]));
  }

  async #get(path: string): Promise<EsploraTx[]> {
    const answer = await this.esplora.get(this.chainId, path, {
      json: true,
      valid: (value) => z.safeParse(TxListSchema, value).success,
    });
    if (answer.status !== 200)
      throw upstreamFailed(
        `Reading history on ${this.chainId} failed: the Esplora answered ${answer.status}: ${answer.body}`,
      );
    return z.parse(TxListSchema, JSON.parse(answer.body));
  }

  #item(account: string, tx: EsploraTx): HistoryItem {
    const native = this.catalog.native(this.chainId);
    const inputs = tx.vin.flatMap((input) => (input.prevout ? [input.prevout] : []));
    const spent = inputs.filter((output) => output.scriptpubkey_address === account);
    const sentFrom = inputs[0]?.scriptpubkey_address ?? '';
    const toOthers = tx.vout.filter((output) => output.scriptpubkey_address !== account);
    const toAccount = tx.vout.filter((output) => output.scriptpubkey_address === account);
    const sum = (outputs: readonly { value: number }[]) =>
      outputs.reduce((total, output) => total + BigInt(output.value), 0n);
    const sentTo = (spent.length > 0 ? toOthers[0] : toAccount[0])?.scriptpubkey_address ?? '';
    // Sent: what the account's inputs paid to other addresses (change and fee are not transfers).
    const parts =
      spent.length > 0
        ? toOthers.length > 0
          ? [{ from: account, to: sentTo, amount: sum(toOthers) }]
          : [{ from: account, to: account, amount: sum(toAccount) }]
        : [{ from: sentFrom, to: account, amount: sum(toAccount) }];
    return {
      id: tx.txid,
      metadata: {
        // Pending: replaced by the first-seen time in page().
        minedAt: new Date((tx.status.block_time ?? 0) * 1000).toISOString(),
        chain: this.chainId,
        operationType: operationOf(account, sentFrom, null, parts),
        status: tx.status.confirmed ? 'confirmed' : 'pending',
        sentFrom,
        sentTo,
      },
      transfers: parts.map((part) =>
        nativeTransfer(native, directionOf(account, part.from, part.to), part.amount),
      ),
    };
  }
}
