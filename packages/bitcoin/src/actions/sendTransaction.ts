import type { TransactionRequest } from '@gangway/core/internal';
import { GangwayError } from '@gangway/protocol';
import { esploraClient } from '../esplora/esploraClient.ts';
import { buildTransfer } from '../psbt/buildTransfer.ts';
import type { RuntimeContext } from '../runtime/RuntimeContext.ts';

const TXID = /^[0-9a-fA-F]{64}$/;

/** Builds the PSBT from `from`'s coins (Esplora), the wallet signs and broadcasts it; resolves with the txid. */
export async function sendTransaction(
  ctx: RuntimeContext,
  request: TransactionRequest<'bip122'>,
): Promise<string> {
  const client = ctx.client(request.connector);
  const plan = await buildTransfer({
    esplora: esploraClient(request.network),
    network: request.network,
    from: request.from,
    publicKey: ctx.publicKeyOf(request.from),
    to: request.to,
    value: request.value,
  });
  const txid = await client.signAndSend(plan.psbt, request.from, plan.indexes, request.network);
  if (typeof txid !== 'string' || !TXID.test(txid)) {
    throw new GangwayError(
      'INVALID_RESPONSE',
      {
        source: `the wallet (${client.methods.sendTransaction})`,
        reason: 'the transaction id is not 64 hex characters',
      },
      { cause: txid, category: 'WALLET_ERROR' },
    );
  }
  return txid.toLowerCase();
}
