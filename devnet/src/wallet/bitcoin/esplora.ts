// The wallet's own Esplora calls: coins and a fee rate for sendTransfer, and POST /tx to broadcast.
import { internalError } from '../errors.ts';

export interface EsploraUtxo {
  txid: string;
  vout: number;
  value: number;
}

/** Esplora's confirmation target the wallet pays for. */
const FEE_TARGET_BLOCKS = '6';

async function call(esploraUrl: string, path: string, init?: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`${esploraUrl}${path}`, init);
  } catch (error) {
    throw internalError(`The Esplora API at ${esploraUrl} did not answer.`, {
      cause: error instanceof Error ? error.message : String(error),
    });
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw internalError(`Esplora ${init?.method ?? 'GET'} ${path} failed (${response.status}): ${text}`);
  }
  return response;
}

/** POST /tx: the node's txid, or the node's reason for refusing the transaction. */
export async function broadcastTransaction(esploraUrl: string, txHex: string): Promise<string> {
  const response = await call(esploraUrl, '/tx', { method: 'POST', body: txHex });
  return (await response.text()).trim();
}

export async function fetchUtxos(esploraUrl: string, address: string): Promise<EsploraUtxo[]> {
  const response = await call(esploraUrl, `/address/${address}/utxo`);
  return (await response.json()) as EsploraUtxo[];
}

/** Sats per vbyte for a confirmation in about 6 blocks (at least 1). */
export async function fetchFeeRate(esploraUrl: string): Promise<bigint> {
  const estimates = (await (await call(esploraUrl, '/fee-estimates')).json()) as Record<string, number>;
  return BigInt(Math.max(1, Math.ceil(estimates[FEE_TARGET_BLOCKS] ?? 1)));
}
