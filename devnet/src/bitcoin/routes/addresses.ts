// GET /address/…
import type { FastifyInstance, FastifyReply } from 'fastify';
import { addressStats, addressUtxos, txJson } from '../esplora-json.ts';
import type { Ledger } from '../ledger.ts';
import { invalidAddress, invalidHash, parseAddress, parseHash } from './params.ts';

/** Esplora's page sizes: confirmed history 25 at a time, mempool transactions up to 50. */
const CHAIN_TXS_PER_PAGE = 25;
const MEMPOOL_TXS_MAX = 50;

export function addressRoutes(app: FastifyInstance, ledger: Ledger): void {
  const withAddress = <T>(param: string, reply: FastifyReply, read: (address: string) => T) => {
    const address = parseAddress(param);
    return address ? read(address) : invalidAddress(reply);
  };

  /** Newest first. */
  const history = (address: string, confirmed: boolean) =>
    ledger
      .addressTxids(address)
      .map((txid) => ledger.tx(txid)!)
      .filter((entry) => (entry.block !== undefined) === confirmed)
      .reverse();

  const chainPage = (address: string, lastSeen: string | undefined) => {
    const chain = history(address, true);
    const start = lastSeen === undefined ? 0 : chain.findIndex((entry) => entry.txid === lastSeen) + 1;
    // An unknown last_seen_txid yields nothing, as Esplora skips until it finds it.
    if (lastSeen !== undefined && start === 0) return [];
    return chain.slice(start, start + CHAIN_TXS_PER_PAGE).map(txJson);
  };
  const mempoolPage = (address: string) => history(address, false).slice(0, MEMPOOL_TXS_MAX).map(txJson);

  app.get<{ Params: { address: string } }>('/address/:address', (request, reply) =>
    withAddress(request.params.address, reply, (address) => addressStats(ledger, address)),
  );
  app.get<{ Params: { address: string } }>('/address/:address/utxo', (request, reply) =>
    withAddress(request.params.address, reply, (address) => addressUtxos(ledger, address)),
  );
  app.get<{ Params: { address: string } }>('/address/:address/txs', (request, reply) =>
    withAddress(request.params.address, reply, (address) => [
      ...mempoolPage(address),
      ...chainPage(address, undefined),
    ]),
  );
  app.get<{ Params: { address: string } }>('/address/:address/txs/mempool', (request, reply) =>
    withAddress(request.params.address, reply, mempoolPage),
  );
  app.get<{ Params: { address: string } }>('/address/:address/txs/chain', (request, reply) =>
    withAddress(request.params.address, reply, (address) => chainPage(address, undefined)),
  );
  app.get<{ Params: { address: string; lastSeen: string } }>(
    '/address/:address/txs/chain/:lastSeen',
    (request, reply) =>
      withAddress(request.params.address, reply, (address) => {
        const lastSeen = parseHash(request.params.lastSeen);
        return lastSeen ? chainPage(address, lastSeen) : invalidHash(reply);
      }),
  );
}
