// Local stand-ins for an Etherscan-compatible API and a Blockscout instance (no vendor cloud is reachable):
// one dataset of transactions and token transfers answered in each API's real response shape, with their
// paging (Etherscan: endblock + offset, newest first; Blockscout v2: block_number/index keyset, 50 a page),
// or misbehaving as a test switches it.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ExplorerTransfer } from '../../src/history/explorers/explorerRows.ts';

export interface FakeTransaction {
  hash: string;
  block: number;
  index: number;
  timestamp: number;
  from: string;
  to: string;
  value: bigint;
  failed: boolean;
  input: string;
}

/** A token transfer as the explorers hold it: what the widget's reader maps it to, and its log's place. */
export interface FakeTransfer extends ExplorerTransfer {
  logIndex: number;
}

export type ExplorerBehaviour = 'answer' | 'hang' | 'html' | 'wrongShape' | 'http500';

export interface FakeExplorer {
  url: string;
  behaviour: ExplorerBehaviour;
  readonly requests: URL[];
  close(): Promise<void>;
}

export interface FakeDataset {
  transactions: FakeTransaction[];
  transfers: FakeTransfer[];
}

const BLOCKSCOUT_PAGE = 50;
const byNewest =
  <T extends { block: number }>(position: (row: T) => number) =>
  (a: T, b: T) =>
    b.block - a.block || position(b) - position(a);
const involves = (address: string) => (row: { from: string; to: string }) =>
  row.from === address || row.to === address;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString().replace('Z', '000Z');

async function serve(answer: (url: URL) => { status: number; body: unknown }): Promise<FakeExplorer> {
  const hanging: ServerResponse[] = [];
  const explorer: FakeExplorer = { url: '', behaviour: 'answer', requests: [], close: async () => {} };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    explorer.requests.push(url);
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    switch (explorer.behaviour) {
      case 'hang':
        hanging.push(response);
        return;
      case 'html':
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html>Just a moment…</html>');
        return;
      case 'http500':
        response.writeHead(500).end('Internal Server Error');
        return;
      case 'wrongShape':
        json(200, { items: 'none', result: { rows: 3 } });
        return;
      case 'answer': {
        const { status, body } = answer(url);
        json(status, body);
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  explorer.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  explorer.close = async () => {
    for (const response of hanging) response.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return explorer;
}

/** Etherscan's /api: module=account, action txlist, tokentx, tokennfttx, token1155tx. */
export function startFakeEtherscan(data: FakeDataset, apiKey: string): Promise<FakeExplorer> {
  return serve((url) => {
    const query = url.searchParams;
    if (url.pathname !== '/api' || query.get('module') !== 'account')
      return {
        status: 404,
        body: { status: '0', message: 'NOTOK', result: 'Error! Missing Or invalid Module name' },
      };
    if (query.get('apikey') !== apiKey)
      return { status: 200, body: { status: '0', message: 'NOTOK', result: 'Invalid API Key' } };
    const address = (query.get('address') ?? '').toLowerCase();
    const start = Number(query.get('startblock') ?? 0);
    const end = Number(query.get('endblock') ?? 99_999_999);
    const page = Number(query.get('page') ?? 1);
    const offset = Number(query.get('offset') ?? 10_000);
    const inRange = (row: { block: number }) => row.block >= start && row.block <= end;
    const slice = <T>(rows: T[]) => rows.slice((page - 1) * offset, page * offset);
    const common = (row: FakeTransaction | FakeTransfer, index: number) => ({
      blockNumber: String(row.block),
      timeStamp: String(row.timestamp),
      hash: row.hash,
      nonce: '0',
      blockHash: `0x${'b'.repeat(64)}`,
      transactionIndex: String(index),
      from: row.from,
      to: row.to,
      gas: '21000',
      gasPrice: '1000000000',
      gasUsed: '21000',
      cumulativeGasUsed: '21000',
      confirmations: '10',
    });
    const action = query.get('action');
    let result: object[];
    if (action === 'txlist') {
      result = slice(
        data.transactions
          .filter((row) => involves(address)(row) && inRange(row))
          .sort(byNewest((row) => row.index)),
      ).map((row) => ({
        ...common(row, row.index),
        value: String(row.value),
        isError: row.failed ? '1' : '0',
        txreceipt_status: row.failed ? '0' : '1',
        input: row.input,
        contractAddress: '',
        methodId: row.input.slice(0, 10),
        functionName: '',
      }));
    } else {
      const standard = { tokentx: 'erc20', tokennfttx: 'erc721', token1155tx: 'erc1155' }[action ?? ''];
      if (!standard)
        return { status: 200, body: { status: '0', message: 'NOTOK', result: 'Error! Invalid action' } };
      result = slice(
        data.transfers
          .filter((row) => row.standard === standard && involves(address)(row) && inRange(row))
          .sort(byNewest((row) => row.logIndex)),
      ).map((row) => ({
        ...common(row, row.logIndex),
        contractAddress: row.token,
        tokenName: row.name,
        tokenSymbol: row.symbol,
        input: 'deprecated',
        ...(row.standard === 'erc20'
          ? { value: String(row.amount), tokenDecimal: String(row.decimals) }
          : row.standard === 'erc721'
            ? { tokenID: row.tokenId, tokenDecimal: '0' }
            : { tokenID: row.tokenId, tokenValue: String(row.amount) }),
      }));
    }
    return {
      status: 200,
      body:
        result.length > 0
          ? { status: '1', message: 'OK', result }
          : { status: '0', message: 'No transactions found', result: [] },
    };
  });
}

/** Blockscout's REST API v2: /api/v2/addresses/:a/transactions and /token-transfers. */
export function startFakeBlockscout(data: FakeDataset): Promise<FakeExplorer> {
  return serve((url) => {
    const match = /^\/api\/v2\/addresses\/(0x[0-9a-fA-F]{40})\/(transactions|token-transfers)$/.exec(
      url.pathname,
    );
    if (!match) return { status: 404, body: { message: 'Not found' } };
    const address = (match[1] ?? '').toLowerCase();
    const keyBlock = url.searchParams.get('block_number');
    const keyIndex = Number(url.searchParams.get('index') ?? 0);
    const before = (block: number, index: number) =>
      keyBlock === null || block < Number(keyBlock) || (block === Number(keyBlock) && index < keyIndex);
    const ref = (hash: string) => ({ hash, is_contract: false, name: null, ens_domain_name: null });
    const pageOf = <T extends { block: number }>(
      rows: T[],
      position: (row: T) => number,
      item: (row: T) => object,
    ) => {
      const page = rows.slice(0, BLOCKSCOUT_PAGE);
      const last = page.at(-1);
      return {
        status: 200,
        body: {
          items: page.map(item),
          next_page_params:
            rows.length > BLOCKSCOUT_PAGE && last
              ? { block_number: last.block, index: position(last), items_count: BLOCKSCOUT_PAGE }
              : null,
        },
      };
    };
    if (match[2] === 'transactions') {
      const rows = data.transactions
        .filter((row) => involves(address)(row) && before(row.block, row.index))
        .sort(byNewest((row) => row.index));
      return pageOf(
        rows,
        (row) => row.index,
        (row) => ({
          hash: row.hash,
          block_number: row.block,
          timestamp: iso(row.timestamp),
          from: ref(row.from),
          to: ref(row.to),
          value: String(row.value),
          status: row.failed ? 'error' : 'ok',
          result: row.failed ? 'Reverted' : 'success',
          raw_input: row.input,
          method: null,
          position: row.index,
          fee: { type: 'actual', value: '21000000000000' },
          transaction_types: ['coin_transfer'],
          confirmations: 10,
        }),
      );
    }
    const rows = data.transfers
      .filter((row) => involves(address)(row) && before(row.block, row.logIndex))
      .sort(byNewest((row) => row.logIndex));
    return pageOf(
      rows,
      (row) => row.logIndex,
      (row) => ({
        block_hash: `0x${'b'.repeat(64)}`,
        block_number: row.block,
        log_index: row.logIndex,
        method: 'transfer',
        timestamp: iso(row.timestamp),
        transaction_hash: row.hash,
        type: 'token_transfer',
        from: ref(row.from),
        to: ref(row.to),
        token: {
          address_hash: row.token,
          name: row.name,
          symbol: row.symbol,
          decimals: row.standard === 'erc20' ? String(row.decimals) : null,
          type: { erc20: 'ERC-20', erc721: 'ERC-721', erc1155: 'ERC-1155' }[row.standard],
          icon_url: null,
          holders_count: '12',
          exchange_rate: null,
          total_supply: '1000',
        },
        total:
          row.standard === 'erc20'
            ? { decimals: String(row.decimals), value: String(row.amount) }
            : row.standard === 'erc721'
              ? { token_id: row.tokenId, token_instance: null }
              : { token_id: row.tokenId, decimals: null, value: String(row.amount) },
      }),
    );
  });
}
