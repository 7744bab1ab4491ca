// History of a chain the server does not index, from an Etherscan-compatible API (Etherscan, its clones and
// Blockscout's /api compatibility layer): module=account txlist, tokentx, tokennfttx and token1155tx, each
// read newest first at or below the cursor's block and merged (explorerRows.ts).
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

/** Rows asked of each list per page. */
export const ETHERSCAN_ROWS = 100;
const ETHERSCAN_MAX_ROWS = 10_000;

const Common = {
  blockNumber: DecimalString,
  timeStamp: DecimalString,
  hash: TxHashString,
  from: EvmAddressString,
  to: z.union([EvmAddressString, z.literal('')]),
};
const TxRow = z.object({
  ...Common,
  value: DecimalString,
  isError: z.optional(z.enum(['0', '1'])),
  txreceipt_status: z.optional(z.string()),
  input: z.optional(z.string()),
});
const TokenRow = z.object({
  ...Common,
  contractAddress: EvmAddressString,
  tokenName: z.optional(z.string()),
  tokenSymbol: z.optional(z.string()),
  tokenDecimal: z.optional(z.string()),
  value: z.optional(DecimalString),
  tokenID: z.optional(DecimalString),
  tokenValue: z.optional(DecimalString),
});
type TokenRow = z.infer<typeof TokenRow>;

/** `{ status, message, result }`: status "0" with an array is "No transactions found", with a text an error. */
const envelope = <T extends z.ZodMiniType>(row: T) =>
  z.object({ status: z.string(), message: z.string(), result: z.union([z.array(row), z.string()]) });

const ACTIONS = {
  tokentx: 'erc20',
  tokennfttx: 'erc721',
  token1155tx: 'erc1155',
} as const satisfies Record<string, ExplorerTransfer['standard']>;

export class EtherscanHistory implements HistorySource {
  constructor(
    private readonly api: ExplorerApi,
    private readonly chainId: CaipNetworkId,
    private readonly apiKey: string | undefined,
    private readonly tokens: () => Promise<ExplorerTokens>,
  ) {}

  async page(account: string, cursor: string | undefined): Promise<HistoryResponse> {
    const after = parseExplorerCursor(cursor);
    const endBlock = after?.block;
    const transactions = this.#list('txlist', account, endBlock, TxRow, transactionOf);
    const transfers = Object.entries(ACTIONS).map(([action, standard]) =>
      this.#list(action, account, endBlock, TokenRow, (row) => transferOf(row, standard)),
    );
    const [tokens, page] = await Promise.all([
      this.tokens(),
      explorerPage(this.chainId, account, { transactions, transfers }, after),
    ]);
    return page(tokens);
  }

  #list<Raw, Row>(
    action: string,
    account: string,
    endBlock: number | undefined,
    row: z.ZodMiniType<Raw>,
    map: (raw: Raw) => Row,
  ): ExplorerList<Row> {
    let page = 0;
    const list = {
      rows: [] as Row[],
      done: false,
      more: async () => {
        page += 1;
        const answer = await this.api.get(
          (url) => {
            const query = url.searchParams;
            query.set('module', 'account');
            query.set('action', action);
            query.set('address', account);
            query.set('startblock', '0');
            if (endBlock !== undefined) query.set('endblock', String(endBlock));
            query.set('page', String(page));
            query.set('offset', String(ETHERSCAN_ROWS));
            query.set('sort', 'desc');
            if (this.apiKey) query.set('apikey', this.apiKey);
          },
          envelope(row),
          (body) =>
            typeof body.result === 'string'
              ? `${action}: ${body.message} (${body.result.slice(0, 200)})`
              : body.status !== '1' && body.result.length > 0
                ? `${action}: status ${body.status.slice(0, 20)}`
                : null,
        );
        const rows = typeof answer.result === 'string' ? [] : (answer.result as Raw[]).map(map);
        list.rows.push(...rows);
        // Etherscan serves at most 10,000 rows of a query (page × offset).
        list.done = rows.length < ETHERSCAN_ROWS || page * ETHERSCAN_ROWS >= ETHERSCAN_MAX_ROWS;
      },
    };
    return list;
  }
}

function transactionOf(row: z.infer<typeof TxRow>): ExplorerTransaction {
  return {
    hash: row.hash,
    block: Number(row.blockNumber),
    timestamp: Number(row.timeStamp),
    from: row.from,
    to: row.to,
    value: BigInt(row.value),
    failed: row.isError === '1' || row.txreceipt_status === '0',
    selector: selectorOf(row.input),
  };
}

function transferOf(row: TokenRow, standard: ExplorerTransfer['standard']): ExplorerTransfer {
  const amount = standard === 'erc721' ? '1' : standard === 'erc1155' ? row.tokenValue : row.value;
  const decimals = Number(row.tokenDecimal ?? '0');
  return {
    hash: row.hash,
    block: Number(row.blockNumber),
    timestamp: Number(row.timeStamp),
    from: row.from,
    to: row.to,
    token: row.contractAddress,
    standard,
    amount: BigInt(amount ?? '0'),
    tokenId: standard === 'erc20' ? null : (row.tokenID ?? '0'),
    name: row.tokenName ?? '',
    symbol: row.tokenSymbol ?? '',
    decimals: Number.isInteger(decimals) && decimals <= 77 ? decimals : 0,
  };
}
