// GET /mempool…, /fee-estimates, /v1/fees/recommended, and the devnet's own POST /mine.
import type { FastifyInstance } from 'fastify';
import { feeEstimates, recommendedFees } from '../fee-estimates.ts';
import type { BitcoinNode } from '../node.ts';
import { MAX_BLOCKS_PER_MINE } from '../node.ts';
import { sendText } from './params.ts';

const RECENT_MAX = 10;

/** From `{ "blocks": n }` in the body or `?blocks=n`; one block when neither is given. */
function blocksToMine(body: unknown, queryBlocks: string | undefined): number | undefined {
  let value: unknown = queryBlocks === undefined ? 1 : Number(queryBlocks);
  if (typeof body === 'string' && body.trim() !== '') {
    try {
      value = (JSON.parse(body) as { blocks?: unknown } | null)?.blocks;
    } catch {
      return undefined;
    }
  }
  return typeof value === 'number' &&
    Number.isSafeInteger(value) &&
    value >= 1 &&
    value <= MAX_BLOCKS_PER_MINE
    ? value
    : undefined;
}

export function mempoolRoutes(app: FastifyInstance, node: BitcoinNode): void {
  const { ledger } = node;
  const mempoolEntries = () => ledger.mempoolTxids().map((txid) => ledger.tx(txid)!);

  app.get('/mempool', () => {
    const entries = mempoolEntries();
    const vsizes = entries.map((entry) => entry.tx.virtualSize());
    return {
      count: entries.length,
      vsize: vsizes.reduce((sum, vsize) => sum + vsize, 0),
      total_fee: entries.reduce((sum, entry) => sum + Number(entry.fee), 0),
      fee_histogram: entries
        .map((entry, i) => [Number(entry.fee) / vsizes[i]!, vsizes[i]!])
        .sort((a, b) => b[0]! - a[0]!),
    };
  });
  app.get('/mempool/txids', () => ledger.mempoolTxids());
  app.get('/mempool/recent', () =>
    mempoolEntries()
      .slice(-RECENT_MAX)
      .reverse()
      .map((entry) => ({
        txid: entry.txid,
        fee: Number(entry.fee),
        vsize: entry.tx.virtualSize(),
        value: entry.outputs.reduce((sum, out) => sum + Number(out.value), 0),
      })),
  );
  app.get('/fee-estimates', () => feeEstimates());
  app.get('/v1/fees/recommended', () => recommendedFees());

  app.post<{ Querystring: { blocks?: string } }>('/mine', (request, reply) => {
    const count = blocksToMine(request.body, request.query.blocks);
    if (count === undefined)
      return sendText(reply, 400, `blocks must be an integer from 1 to ${MAX_BLOCKS_PER_MINE}`);
    const blocks = node.mine(count);
    return { height: ledger.tip().height, hashes: blocks.map((block) => block.hash) };
  });
}
