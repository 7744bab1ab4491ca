// The Esplora HTTP server over a BitcoinNode: plain-text bodies, open CORS (the dev wallet calls it from pages),
// and no 5xx for anything a client sends.
import Fastify, { type FastifyInstance } from 'fastify';
import type { BitcoinNode } from './node.ts';
import { addressRoutes } from './routes/addresses.ts';
import { blockRoutes } from './routes/blocks.ts';
import { mempoolRoutes } from './routes/mempool.ts';
import { sendText } from './routes/params.ts';
import { transactionRoutes } from './routes/transactions.ts';

/** A standard transaction weighs at most 400 000 WU: 400 kB, 800 kB as hex. */
const BODY_LIMIT = 1024 * 1024;

export function createEsploraServer(node: BitcoinNode, log: (line: string) => void): FastifyInstance {
  const app = Fastify({ logger: false, bodyLimit: BODY_LIMIT });

  // Esplora reads POST bodies as text whatever their content type (curl sends form-encoded by default).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
  });
  app.options('*', (_request, reply) =>
    reply
      .code(204)
      .header('access-control-allow-methods', 'GET, POST, OPTIONS')
      .header('access-control-allow-headers', 'content-type')
      .header('access-control-max-age', '600')
      .send(),
  );

  blockRoutes(app, node.ledger);
  transactionRoutes(app, node);
  addressRoutes(app, node.ledger);
  mempoolRoutes(app, node);

  app.setNotFoundHandler((_request, reply) => sendText(reply, 404, 'Not found'));
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const status =
      error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status === 500)
      log(`bitcoin devnet: ${request.method} ${request.url} failed: ${error.message ?? String(error)}`);
    return sendText(reply, status, status === 500 ? 'Internal error' : (error.message ?? 'Bad request'));
  });
  return app;
}
