// The Esplora paths the proxy forwards: reads a wallet needs (address stats, UTXOs and history, transactions,
// the tip, fee estimates), each with its parameters checked and what its answer must look like. An allowlist:
// anything else (POST /tx, /mine, mempool and block listings) is refused before any upstream sees it.

import { parseBitcoinAddress } from '../../chains/bitcoinAddress.ts';
import type { BitcoinNetworkName } from '../../chains/bitcoinNetworks.ts';
import { badRequest, notFound } from '../../errors/ApiError.ts';
import type { EsploraAnswerCheck } from './HttpEsploraUpstream.ts';

const JSON_ANSWER: EsploraAnswerCheck = { json: true };
const HASH = /^[0-9a-f]{64}$/;

/** Segments: literals, or ":address" / ":txid" parameters. */
const PATHS: readonly { segments: readonly string[]; answer: EsploraAnswerCheck }[] = [
  { segments: ['address', ':address'], answer: JSON_ANSWER },
  { segments: ['address', ':address', 'utxo'], answer: JSON_ANSWER },
  { segments: ['address', ':address', 'txs'], answer: JSON_ANSWER },
  { segments: ['address', ':address', 'txs', 'mempool'], answer: JSON_ANSWER },
  { segments: ['address', ':address', 'txs', 'chain'], answer: JSON_ANSWER },
  { segments: ['address', ':address', 'txs', 'chain', ':txid'], answer: JSON_ANSWER },
  { segments: ['tx', ':txid'], answer: JSON_ANSWER },
  { segments: ['tx', ':txid', 'status'], answer: JSON_ANSWER },
  { segments: ['tx', ':txid', 'hex'], answer: { json: false, pattern: /^([0-9a-f]{2})+$/ } },
  { segments: ['blocks', 'tip', 'height'], answer: { json: false, pattern: /^\d{1,10}$/ } },
  { segments: ['blocks', 'tip', 'hash'], answer: { json: false, pattern: HASH } },
  { segments: ['fee-estimates'], answer: JSON_ANSWER },
];

/** For error messages: "address/:address/utxo, tx/:txid, …". */
export const ESPLORA_PATHS: readonly string[] = PATHS.map(({ segments }) => segments.join('/'));

export interface EsploraRequest {
  /** The path to forward, parameters in canonical form. */
  path: string;
  answer: EsploraAnswerCheck;
}

/** The allowlisted path `path` names on a chain of `network`; 404 for any other path, 400 for a bad parameter. */
export function esploraRequest(path: string, network: BitcoinNetworkName): EsploraRequest {
  const parts = path.split('/');
  const route = PATHS.find(
    ({ segments }) =>
      segments.length === parts.length &&
      segments.every((segment, index) => segment.startsWith(':') || segment === parts[index]),
  );
  if (!route) {
    throw notFound(
      `The Esplora proxy does not serve /${path.slice(0, 200)} (it serves ${ESPLORA_PATHS.join(', ')})`,
    );
  }
  const canonical = route.segments.map((segment, index) => {
    const value = parts[index] ?? '';
    if (segment === ':address') {
      const address = parseBitcoinAddress(value, network);
      if (!address)
        throw badRequest('address', `Invalid path parameter "address": not a Bitcoin ${network} address`);
      return address;
    }
    if (segment === ':txid') {
      if (!HASH.test(value.toLowerCase()))
        throw badRequest('txid', 'Invalid path parameter "txid": must be 64 hex characters');
      return value.toLowerCase();
    }
    return segment;
  });
  return { path: canonical.join('/'), answer: route.answer };
}
