// GET /blocks…, /block/…, /block-height/…
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { BlockRecord } from '../blocks.ts';
import { blockJson, txJson } from '../esplora-json.ts';
import type { Ledger } from '../ledger.ts';
import { blockNotFound, invalidHash, parseHash, parseIndex, sendText } from './params.ts';

const BLOCKS_PER_PAGE = 10;
const TXS_PER_PAGE = 25;

export function blockRoutes(app: FastifyInstance, ledger: Ledger): void {
  app.get('/blocks/tip/height', (_request, reply) => sendText(reply, 200, String(ledger.tip().height)));
  app.get('/blocks/tip/hash', (_request, reply) => sendText(reply, 200, ledger.tip().hash));

  const blocksFrom = (start: number) => {
    const blocks = [];
    for (let height = start; height >= 0 && blocks.length < BLOCKS_PER_PAGE; height--) {
      const block = ledger.blockAt(height);
      if (block) blocks.push(blockJson(ledger, block));
    }
    return blocks;
  };
  app.get('/blocks', () => blocksFrom(ledger.tip().height));
  app.get<{ Params: { height: string } }>('/blocks/:height', (request, reply) => {
    const height = parseIndex(request.params.height);
    if (height === undefined) return sendText(reply, 400, 'Invalid height');
    return blocksFrom(Math.min(height, ledger.tip().height));
  });

  app.get<{ Params: { height: string } }>('/block-height/:height', (request, reply) => {
    const height = parseIndex(request.params.height);
    const block = height === undefined ? undefined : ledger.blockAt(height);
    return block ? sendText(reply, 200, block.hash) : blockNotFound(reply);
  });

  const withBlock = <T>(hashParam: string, reply: FastifyReply, read: (block: BlockRecord) => T) => {
    const hash = parseHash(hashParam);
    if (!hash) return invalidHash(reply);
    const block = ledger.blockByHash(hash);
    return block ? read(block) : blockNotFound(reply);
  };

  app.get<{ Params: { hash: string } }>('/block/:hash', (request, reply) =>
    withBlock(request.params.hash, reply, (block) => blockJson(ledger, block)),
  );
  app.get<{ Params: { hash: string } }>('/block/:hash/status', (request, reply) =>
    withBlock(request.params.hash, reply, (block) => ({
      in_best_chain: true,
      height: block.height,
      next_best: ledger.blockAt(block.height + 1)?.hash ?? null,
    })),
  );
  app.get<{ Params: { hash: string } }>('/block/:hash/header', (request, reply) =>
    withBlock(request.params.hash, reply, (block) => sendText(reply, 200, block.header.toHex(true))),
  );
  app.get<{ Params: { hash: string } }>('/block/:hash/txids', (request, reply) =>
    withBlock(request.params.hash, reply, (block) => block.txids),
  );
  const blockTxs = (hash: string, start: number, reply: FastifyReply) =>
    withBlock(hash, reply, (block) => {
      if (start % TXS_PER_PAGE !== 0)
        return sendText(reply, 400, `start index must be a multiple of ${TXS_PER_PAGE}`);
      return block.txids.slice(start, start + TXS_PER_PAGE).flatMap((txid) => {
        const entry = ledger.tx(txid);
        return entry ? [txJson(entry)] : [];
      });
    });
  app.get<{ Params: { hash: string } }>('/block/:hash/txs', (request, reply) =>
    blockTxs(request.params.hash, 0, reply),
  );
  app.get<{ Params: { hash: string; start: string } }>('/block/:hash/txs/:start', (request, reply) => {
    const start = parseIndex(request.params.start);
    return start === undefined
      ? sendText(reply, 400, 'Invalid start index')
      : blockTxs(request.params.hash, start, reply);
  });
}
