// The WebSocket side of the RPC: signature, account and slot subscriptions, as Kit's subscriptions client
// and its send-and-confirm use them.
import type { Address, Signature } from '@solana/kit';
import { type WebSocket, WebSocketServer } from 'ws';
import { methodNotFound, respond } from '../json-rpc/envelope.ts';
import { stringifyJson } from '../json-rpc/stringify-json.ts';
import { type AccountView, accountOrClosed, accountView, encodeAccount } from './account-encoding.ts';
import type { SolanaChain } from './chain.ts';
import type { TransactionRecord } from './ledger.ts';
import { addressParam, arity, configParam, type Params, signatureParam, u64Param } from './params.ts';
import { invalidParams } from './rpc-error.ts';
import type { SlotInfo } from './slots.ts';

type Subscription =
  | { kind: 'signature'; signature: Signature }
  | { kind: 'account'; address: Address; view: AccountView }
  | { kind: 'slot' };

const MAX_MESSAGE_BYTES = 1024 * 1024;
let nextSubscriptionId = 1;

function serveConnection(socket: WebSocket, chain: SolanaChain): void {
  const subscriptions = new Map<number, Subscription>();

  function notify(method: string, subscription: number, result: unknown): void {
    if (socket.readyState !== socket.OPEN) return;
    socket.send(stringifyJson({ jsonrpc: '2.0', method, params: { result, subscription } }));
  }

  function notifySignature(id: number, record: TransactionRecord): void {
    subscriptions.delete(id);
    notify('signatureNotification', id, { context: { slot: record.slot }, value: { err: record.err } });
  }

  function subscribe(subscription: Subscription): number {
    const id = nextSubscriptionId++;
    subscriptions.set(id, subscription);
    if (subscription.kind === 'signature') {
      const landed = chain.ledger.get(subscription.signature);
      // After the reply that carries the id has gone out.
      if (landed) setImmediate(() => subscriptions.has(id) && notifySignature(id, landed));
    }
    return id;
  }

  function unsubscribe(params: Params, kind: Subscription['kind']): true {
    arity(params, 1, 1);
    const id = Number(u64Param(params[0], 'subscription id'));
    if (subscriptions.get(id)?.kind !== kind) throw invalidParams('Invalid subscription id.');
    subscriptions.delete(id);
    return true;
  }

  const methods: Readonly<Record<string, (params: Params) => unknown>> = {
    signatureSubscribe: (params) => {
      arity(params, 1, 2);
      const signature = signatureParam(params[0]);
      configParam(params[1]);
      return subscribe({ kind: 'signature', signature });
    },
    signatureUnsubscribe: (params) => unsubscribe(params, 'signature'),
    accountSubscribe: (params) => {
      arity(params, 1, 2);
      const address = addressParam(params[0]);
      return subscribe({ kind: 'account', address, view: accountView(configParam(params[1])) });
    },
    accountUnsubscribe: (params) => unsubscribe(params, 'account'),
    slotSubscribe: (params) => {
      arity(params, 0, 0);
      return subscribe({ kind: 'slot' });
    },
    slotUnsubscribe: (params) => unsubscribe(params, 'slot'),
  };

  const onTransaction = (record: TransactionRecord) => {
    const touched = new Set<string>(record.accountKeys);
    for (const [id, subscription] of subscriptions) {
      if (subscription.kind === 'signature' && subscription.signature === record.signature)
        notifySignature(id, record);
      else if (subscription.kind === 'account' && touched.has(subscription.address)) {
        const value = encodeAccount(
          chain.svm,
          accountOrClosed(chain.svm, subscription.address),
          subscription.view,
        );
        notify('accountNotification', id, { context: { slot: record.slot }, value });
      }
    }
  };
  const onSlot = (slot: SlotInfo) => {
    for (const [id, subscription] of subscriptions)
      if (subscription.kind === 'slot') notify('slotNotification', id, slot);
  };
  chain.events.on('transaction', onTransaction);
  chain.events.on('slot', onSlot);

  socket.on('message', (data, isBinary) => {
    const text = isBinary ? '' : data.toString();
    respond(text, (method, params) => {
      const handler = Object.hasOwn(methods, method) ? methods[method] : undefined;
      if (!handler) throw methodNotFound();
      return handler(params);
    })
      .then((reply) => {
        if (reply !== undefined && socket.readyState === socket.OPEN) socket.send(reply);
      })
      .catch(() => socket.close(1011));
  });
  socket.on('error', () => socket.terminate());
  socket.on('close', () => {
    subscriptions.clear();
    chain.events.off('transaction', onTransaction);
    chain.events.off('slot', onSlot);
  });
}

/** A WebSocket server for subscriptions; the caller routes HTTP upgrades to it. */
export function createSubscriptionServer(chain: SolanaChain): WebSocketServer {
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  server.on('connection', (socket) => serveConnection(socket, chain));
  return server;
}
