// A small Esplora client for the tests: what a wallet or the widget would call.
import type { AddressTxoStats, EsploraBlock, EsploraTx, EsploraUtxo, TxStatus } from './esplora-json.ts';

export interface AddressInfo {
  address: string;
  chain_stats: AddressTxoStats;
  mempool_stats: AddressTxoStats;
}

export interface Outspend {
  spent: boolean;
  txid?: string;
  vin?: number;
  status?: TxStatus;
}

export function esploraClient(baseUrl: string) {
  const request = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${baseUrl}${path}`, init);
    return { status: response.status, text: await response.text() };
  };
  const json = async <T>(path: string): Promise<T> => {
    const { status, text } = await request(path);
    if (status !== 200) throw new Error(`GET ${path}: ${status} ${text}`);
    return JSON.parse(text) as T;
  };
  const text = async (path: string): Promise<string> => {
    const response = await request(path);
    if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${response.text}`);
    return response.text;
  };
  return {
    request,
    tipHeight: async () => Number(await text('/blocks/tip/height')),
    tipHash: () => text('/blocks/tip/hash'),
    blockHashAt: (height: number) => text(`/block-height/${height}`),
    block: (hash: string) => json<EsploraBlock>(`/block/${hash}`),
    address: (address: string) => json<AddressInfo>(`/address/${address}`),
    utxos: (address: string) => json<EsploraUtxo[]>(`/address/${address}/utxo`),
    txs: (address: string) => json<EsploraTx[]>(`/address/${address}/txs`),
    chainTxsAfter: (address: string, lastSeen: string) =>
      json<EsploraTx[]>(`/address/${address}/txs/chain/${lastSeen}`),
    tx: (txid: string) => json<EsploraTx>(`/tx/${txid}`),
    txHex: (txid: string) => text(`/tx/${txid}/hex`),
    txStatus: (txid: string) => json<TxStatus>(`/tx/${txid}/status`),
    outspends: (txid: string) => json<Outspend[]>(`/tx/${txid}/outspends`),
    feeEstimates: () => json<Record<string, number>>('/fee-estimates'),
    mempool: () => json<{ count: number; vsize: number; total_fee: number }>('/mempool'),
    /** POST /tx: the txid on 200, the error text otherwise. */
    broadcast: (hex: string) =>
      request('/tx', { method: 'POST', body: hex, headers: { 'content-type': 'text/plain' } }),
    mine: async (blocks = 1) => {
      const response = await request('/mine', { method: 'POST', body: JSON.stringify({ blocks }) });
      if (response.status !== 200) throw new Error(`POST /mine: ${response.status} ${response.text}`);
      return JSON.parse(response.text) as { height: number; hashes: string[] };
    },
  };
}

export type EsploraClient = ReturnType<typeof esploraClient>;

/** Confirmed plus unconfirmed balance, as a wallet shows it. */
export const balanceOf = ({ chain_stats: c, mempool_stats: m }: AddressInfo) =>
  c.funded_txo_sum - c.spent_txo_sum + m.funded_txo_sum - m.spent_txo_sum;
