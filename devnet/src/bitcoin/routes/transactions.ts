// GET /tx/…, POST /tx
import type { FastifyInstance, FastifyReply } from 'fastify';
import { statusJson, txJson } from '../esplora-json.ts';
import type { LedgerTx } from '../ledger.ts';
import type { BitcoinNode } from '../node.ts';
import { TransactionRejectedError } from '../validate-transaction.ts';
import { invalidHash, parseHash, parseIndex, sendText, txNotFound } from './params.ts';

export function transactionRoutes(app: FastifyInstance, node: BitcoinNode): void {
  const { ledger } = node;
  const withTx = <T>(txidParam: string, reply: FastifyReply, read: (entry: LedgerTx) => T) => {
    const txid = parseHash(txidParam);
    if (!txid) return invalidHash(reply);
    const entry = ledger.tx(txid);
    return entry ? read(entry) : txNotFound(reply);
  };

  const outspend = (entry: LedgerTx, vout: number) => {
    const spend = ledger.spendOf(entry.txid, vout);
    if (!spend) return { spent: false };
    return {
      spent: true,
      txid: spend.txid,
      vin: spend.vin,
      status: statusJson(ledger.tx(spend.txid)?.block),
    };
  };

  app.get<{ Params: { txid: string } }>('/tx/:txid', (request, reply) =>
    withTx(request.params.txid, reply, txJson),
  );
  app.get<{ Params: { txid: string } }>('/tx/:txid/status', (request, reply) =>
    withTx(request.params.txid, reply, (entry) => statusJson(entry.block)),
  );
  app.get<{ Params: { txid: string } }>('/tx/:txid/hex', (request, reply) =>
    withTx(request.params.txid, reply, (entry) => sendText(reply, 200, entry.tx.toHex())),
  );
  app.get<{ Params: { txid: string } }>('/tx/:txid/raw', (request, reply) =>
    withTx(request.params.txid, reply, (entry) =>
      reply.type('application/octet-stream').send(Buffer.from(entry.tx.toBuffer())),
    ),
  );
  app.get<{ Params: { txid: string } }>('/tx/:txid/outspends', (request, reply) =>
    withTx(request.params.txid, reply, (entry) => entry.outputs.map((_, vout) => outspend(entry, vout))),
  );
  app.get<{ Params: { txid: string; vout: string } }>('/tx/:txid/outspend/:vout', (request, reply) =>
    withTx(request.params.txid, reply, (entry) => {
      const vout = parseIndex(request.params.vout);
      if (vout === undefined || vout >= entry.outputs.length)
        return sendText(reply, 400, 'Invalid output index');
      return outspend(entry, vout);
    }),
  );

  // Esplora takes the raw hex as the whole body, whatever the content type says.
  app.post('/tx', (request, reply) => {
    const body = typeof request.body === 'string' ? request.body : '';
    try {
      return sendText(reply, 200, node.broadcast(body));
    } catch (error) {
      if (!(error instanceof TransactionRejectedError)) throw error;
      // bitcoind's JSON-RPC error, in the text Esplora forwards it as.
      const rpcError = JSON.stringify({ code: error.code, message: error.reason });
      return sendText(reply, 400, `sendrawtransaction RPC error: ${rpcError}`);
    }
  });
}
