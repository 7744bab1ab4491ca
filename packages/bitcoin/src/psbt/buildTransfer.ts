// The PSBT of a transfer: `from`'s coins, one output paying `to`, change back to `from`, the fee at the estimated
// rate. The wallet signs every input (they are all `from`'s) and broadcasts.
import type { CaipNetwork } from '@gangway/core';
import { formatUnits } from '@gangway/core/internal';
import {
  GangwayError,
  isBitcoinAddress,
  type ParsedBitcoinAddress,
  parseBitcoinAddress,
} from '@gangway/protocol';
import { hex } from '@scure/base';
import { OutScript, p2wpkh, selectUTXO } from '@scure/btc-signer';
import type { EsploraClient } from '../esplora/esploraClient.ts';
import { bitcoinChainOf } from '../network/bitcoinNetworks.ts';
import { BTC_SIGNER_NETWORKS } from '../network/btcSignerNetwork.ts';
import { DUST_LIMIT_SATS, feeRateFor, SMALLEST_TRANSFER_VBYTES } from './transferRules.ts';

export interface TransferPlan {
  psbt: Uint8Array;
  /** The inputs the wallet signs: all of them. */
  indexes: number[];
  fee: bigint;
}

function invalid(option: string, reason: string): GangwayError {
  return new GangwayError('INVALID_OPTION', { option, reason }, { category: 'WALLET_ERROR' });
}

/** What the PSBT must carry for the wallet to sign a coin of `from`. */
function inputFields(from: ParsedBitcoinAddress, publicKey: Uint8Array | undefined) {
  const script = OutScript.encode(
    from.type === 'p2pkh'
      ? { type: 'pkh', hash: from.program }
      : from.type === 'p2sh'
        ? { type: 'sh', hash: from.program }
        : from.type === 'p2wpkh'
          ? { type: 'wpkh', hash: from.program }
          : from.type === 'p2tr'
            ? { type: 'tr', pubkey: from.program }
            : { type: 'wsh', hash: from.program },
  );
  if (from.type === 'p2tr') {
    if (publicKey?.length !== 32 && publicKey?.length !== 33)
      throw invalid('from', 'the wallet gave no key for it');
    return { script, tapInternalKey: publicKey.length === 33 ? publicKey.subarray(1) : publicKey };
  }
  if (from.type === 'p2sh') {
    // Wallets' P2SH accounts are P2SH-P2WPKH (BIP-49).
    if (publicKey?.length !== 33) throw invalid('from', 'the wallet gave no key for it');
    return { script, redeemScript: p2wpkh(publicKey).script };
  }
  if (from.type === 'p2wsh' || from.type === 'witness')
    throw invalid('from', `cannot spend from a ${from.type} address`);
  return { script };
}

export async function buildTransfer(params: {
  esplora: EsploraClient;
  network: CaipNetwork;
  from: string;
  publicKey: Uint8Array | undefined;
  to: string;
  value: bigint;
}): Promise<TransferPlan> {
  const { esplora, network, value } = params;
  const kind = bitcoinChainOf(network)?.addresses;
  if (!kind) throw new GangwayError('CHAIN_NOT_SUPPORTED', { category: 'WALLET_ERROR' });
  const to = parseBitcoinAddress(params.to);
  if (!to || !isBitcoinAddress(params.to, kind))
    throw invalid('to', `not a Bitcoin address on ${network.name}`);
  const from = parseBitcoinAddress(params.from);
  if (!from || !isBitcoinAddress(params.from, kind))
    throw invalid('from', `not a Bitcoin address on ${network.name}`);
  if (typeof value !== 'bigint' || value <= 0n)
    throw invalid('value', 'a positive number of satoshis is required');
  const dust = DUST_LIMIT_SATS[to.type];
  if (value < dust)
    throw invalid('value', `${value} sats is below the dust limit of ${dust} sats for ${params.to}`);

  const fields = inputFields(from, params.publicKey);
  const [utxos, estimates] = await Promise.all([esplora.utxos(params.from), esplora.feeEstimates()]);
  const inputs = await Promise.all(
    utxos.map(async (utxo) => ({
      txid: utxo.txid,
      index: utxo.vout,
      ...(from.type === 'p2pkh'
        ? { nonWitnessUtxo: hex.decode(await esplora.txHex(utxo.txid)) }
        : { witnessUtxo: { script: fields.script, amount: BigInt(utxo.value) } }),
      ...('tapInternalKey' in fields ? { tapInternalKey: fields.tapInternalKey } : {}),
      ...('redeemScript' in fields ? { redeemScript: fields.redeemScript } : {}),
    })),
  );
  const available = utxos.reduce((sum, utxo) => sum + BigInt(utxo.value), 0n);
  const feePerByte = BigInt(Math.ceil(feeRateFor(estimates)));
  const selected = selectUTXO(inputs, [{ address: params.to, amount: value }], 'default', {
    changeAddress: params.from,
    feePerByte,
    network: BTC_SIGNER_NETWORKS[kind],
    createTx: true,
    bip69: false,
  });
  if (!selected?.tx) {
    throw new GangwayError(
      'INSUFFICIENT_FUNDS',
      {
        asset: network.nativeCurrency.symbol,
        available: formatUnits(available, network.nativeCurrency.decimals),
        needed: formatUnits(value + feePerByte * SMALLEST_TRANSFER_VBYTES, network.nativeCurrency.decimals),
      },
      { category: 'WALLET_ERROR' },
    );
  }
  const { tx } = selected;
  return { psbt: tx.toPSBT(), indexes: Array.from({ length: tx.inputsLength }, (_, i) => i), fee: tx.fee };
}
