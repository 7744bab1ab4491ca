// History of a chain the server does not index, from a Blockscout instance's REST API v2:
// /api/v2/addresses/:a/transactions and /api/v2/addresses/:a/token-transfers, each read newest first at or
// below the cursor's block (Blockscout's block_number/index keyset) and merged (explorerRows.ts).
import type { CaipNetworkId, HistoryResponse } from '@gangway/protocol';
import * as z from 'zod/mini';
import type { HistorySource } from '../HistorySource.ts';
import type { ExplorerApi } from './explorerApi.ts';
import { DecimalString, EvmAddressString, selectorOf, TxHashString } from './explorerFields.ts';
import {
  type ExplorerList,
  type ExplorerTokens,
  type ExplorerTransaction,
  type ExplorerTransfer,
  explorerPage,
  parseExplorerCursor,
} from './explorerRows.ts';

const AddressRef = z.object({ hash: EvmAddressString });
const Block = z.nullable(z.number().check(z.int(), z.minimum(0)));
const Timestamp = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'not a date'));

const TransactionItem = z.object({
  hash: TxHashString,
  // Blockscout 6.x says block_number, older instances block; null while pending.
  block_number: z.optional(Block),
  block: z.optional(Block),
  timestamp: z.nullable(Timestamp),
  from: AddressRef,
  to: z.nullable(AddressRef),
  value: DecimalString,
  status: z.nullable(z.string()),
  raw_input: z.optional(z.nullable(z.string())),
});

const TransferItem = z.object({
  transaction_hash: z.optional(TxHashString),
  tx_hash: z.optional(TxHashString),
  block_number: z.optional(Block),
  timestamp: z.nullable(Timestamp),
  from: AddressRef,
  to: AddressRef,
  token: z.object({
    address_hash: z.optional(EvmAddressString),
    address: z.optional(EvmAddressString),
    name: z.nullable(z.string()),
    symbol: z.nullable(z.string()),
    decimals: z.nullable(DecimalString),
    type: z.string(),
  }),
  total: z.nullable(
    z.object({
      value: z.optional(z.nullable(DecimalString)),
      token_id: z.optional(z.nullable(DecimalString)),
      decimals: z.optional(z.nullable(DecimalString)),
    }),
  ),
});

const Page = <T extends z.ZodMiniType>(item: T) =>
  z.object({ items: z.array(item), next_page_params: z.nullable(z.record(z.string(), z.unknown())) });

const STANDARDS: Record<string, ExplorerTransfer['standard']> = {
  'ERC-20': 'erc20',
  'ERC-721': 'erc721',
  'ERC-1155': 'erc1155',
};

export class BlockscoutHistory implements HistorySource {
  constructor(
    private readonly api: ExplorerApi,
    private readonly chainId: CaipNetworkId,
    private readonly apiKey: string | undefined,
    private readonly tokens: () => Promise<ExplorerTokens>,
  ) {}

  async page(account: string, cursor: string | undefined): Promise<HistoryResponse> {
    const after = parseExplorerCursor(cursor);
    const transactions = this.#list('transactions', account, after?.block, TransactionItem, transactionOf);
    const transfers = this.#list('token-transfers', account, after?.block, TransferItem, transferOf);
    const [tokens, page] = await Promise.all([
      this.tokens(),
      explorerPage(this.chainId, account, { transactions, transfers: [transfers] }, after),
    ]);
    return page(tokens);
  }

  #list<Raw, Row>(
    list: string,
    account: string,
    atOrBelow: number | undefined,
    item: z.ZodMiniType<Raw>,
    map: (raw: Raw) => Row | null,
  ): ExplorerList<Row> {
    // Keyset paging: items before (block_number, index); the first chunk starts above atOrBelow.
    let next: Record<string, unknown> | null =
      atOrBelow === undefined ? {} : { block_number: atOrBelow + 1, index: 0 };
    const reader = {
      rows: [] as Row[],
      done: false,
      more: async () => {
        const from = next ?? {};
        const answer = await this.api.get((url) => {
          url.pathname = `${url.pathname.replace(/\/+$/, '')}/api/v2/addresses/${account}/${list}`;
          for (const [key, value] of Object.entries(from))
            if (value !== null && value !== undefined) url.searchParams.set(key, String(value));
          if (this.apiKey) url.searchParams.set('apikey', this.apiKey);
        }, Page(item));
        for (const raw of answer.items as Raw[]) {
          const row = map(raw);
          if (row !== null) reader.rows.push(row);
        }
        next = answer.next_page_params;
        reader.done = next === null || answer.items.length === 0;
      },
    };
    return reader;
  }
}

const seconds = (timestamp: string | null) =>
  timestamp === null ? 0 : Math.floor(Date.parse(timestamp) / 1000);

function transactionOf(item: z.infer<typeof TransactionItem>): ExplorerTransaction | null {
  const block = item.block_number ?? item.block ?? null;
  if (block === null) return null;
  return {
    hash: item.hash,
    block,
    timestamp: seconds(item.timestamp),
    from: item.from.hash,
    to: item.to?.hash ?? '',
    value: BigInt(item.value),
    failed: item.status === 'error',
    selector: selectorOf(item.raw_input),
  };
}

function transferOf(item: z.infer<typeof TransferItem>): ExplorerTransfer | null {
  const hash = item.transaction_hash ?? item.tx_hash;
  const token = item.token.address_hash ?? item.token.address;
  const standard = STANDARDS[item.token.type];
  const block = item.block_number ?? null;
  if (!hash || !token || !standard || block === null) return null;
  const tokenId = standard === 'erc20' ? null : (item.total?.token_id ?? '0');
  return {
    hash,
    block,
    timestamp: seconds(item.timestamp),
    from: item.from.hash,
    to: item.to.hash,
    token,
    standard,
    amount: BigInt(standard === 'erc721' ? '1' : (item.total?.value ?? '0')),
    tokenId,
    name: item.token.name ?? '',
    symbol: item.token.symbol ?? '',
    decimals: Math.min(Number(item.token.decimals ?? item.total?.decimals ?? '0'), 77),
  };
}
