// A read-only Esplora client on the network's rpcUrls.default.http[0] (gangway-server's proxy in production).
// Every answer is checked; a timeout or anything malformed is a catalogue error.
import type { CaipNetwork } from '@gangway/core';
import { GangwayError, RPC_TIMEOUT_MS } from '@gangway/protocol';
import { esploraUrl } from './esploraUrl.ts';

export interface Utxo {
  txid: string;
  vout: number;
  value: number;
}
export interface AddressStats {
  funded_txo_sum: number;
  spent_txo_sum: number;
}

const TXID = /^[0-9a-f]{64}$/;
const HEX = /^([0-9a-f]{2})+$/;
const isAmount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

class Malformed extends Error {}

function check<T>(condition: boolean, value: T, reason: string): T {
  if (!condition) throw new Malformed(reason);
  return value;
}

function parseUtxos(text: string): Utxo[] {
  const list: unknown = JSON.parse(text);
  if (!Array.isArray(list)) throw new Malformed('the UTXO list is not an array');
  return list.map((entry: Partial<Utxo> | null) =>
    check(
      typeof entry?.txid === 'string' &&
        TXID.test(entry.txid) &&
        isAmount(entry.vout) &&
        isAmount(entry.value),
      { txid: entry!.txid!, vout: entry!.vout!, value: entry!.value! },
      'a UTXO has no txid, vout or value',
    ),
  );
}

function parseStats(text: string): { chain: AddressStats; mempool: AddressStats } {
  const body = JSON.parse(text) as {
    chain_stats?: Partial<AddressStats>;
    mempool_stats?: Partial<AddressStats>;
  } | null;
  const stats = (value: Partial<AddressStats> | undefined) =>
    check(
      isAmount(value?.funded_txo_sum) && isAmount(value?.spent_txo_sum),
      { funded_txo_sum: value!.funded_txo_sum!, spent_txo_sum: value!.spent_txo_sum! },
      'the address stats have no funded and spent sums',
    );
  return { chain: stats(body?.chain_stats), mempool: stats(body?.mempool_stats) };
}

function parseFeeEstimates(text: string): Map<number, number> {
  const body: unknown = JSON.parse(text);
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new Malformed('the fee estimates are not an object');
  const estimates = new Map<number, number>();
  for (const [target, rate] of Object.entries(body)) {
    check(
      /^\d+$/.test(target) && typeof rate === 'number' && Number.isFinite(rate) && rate > 0,
      null,
      'a fee estimate is not a positive rate',
    );
    estimates.set(Number(target), rate as number);
  }
  return estimates;
}

export function esploraClient(network: CaipNetwork) {
  const base = network.rpcUrls.default.http[0];
  if (!base) {
    throw new GangwayError('INVALID_OPTION', {
      option: 'networks',
      reason: `${network.caipNetworkId} has no rpcUrls.default.http`,
    });
  }
  const source = `The Esplora API of ${network.name}`;

  async function get<T>(path: string, parse: (text: string) => T): Promise<T> {
    const options = { category: 'NETWORK_ERROR' } as const;
    try {
      const response = await fetch(esploraUrl(base!, path), { signal: AbortSignal.timeout(RPC_TIMEOUT_MS) });
      const text = await response.text();
      if (!response.ok) throw new Malformed(`HTTP ${response.status} for ${path}: ${text.slice(0, 120)}`);
      return parse(text);
    } catch (error) {
      if (error instanceof GangwayError) throw error;
      if (error instanceof DOMException && error.name === 'TimeoutError') {
        throw new GangwayError(
          'REQUEST_TIMEOUT',
          { source, ms: RPC_TIMEOUT_MS },
          { ...options, cause: error },
        );
      }
      const reason = error instanceof Error ? error.message : String(error);
      throw new GangwayError('INVALID_RESPONSE', { source, reason }, { ...options, cause: error });
    }
  }

  const address = (value: string) => encodeURIComponent(value);
  return {
    utxos: (of: string) => get(`/address/${address(of)}/utxo`, parseUtxos),
    stats: (of: string) => get(`/address/${address(of)}`, parseStats),
    txHex: (txid: string) =>
      get(`/tx/${txid}/hex`, (text) =>
        check(HEX.test(text.trim()), text.trim(), 'the transaction is not hex'),
      ),
    feeEstimates: () => get('/fee-estimates', parseFeeEstimates),
  };
}
export type EsploraClient = ReturnType<typeof esploraClient>;
