// sats-connect's sendTransfer: the wallet builds the PSBT itself from its payment address's coins.
import { selectUTXO, type Transaction } from '@scure/btc-signer';
import { REGTEST_BTC_NETWORK } from '../../bitcoin/chain-params.ts';
import { invalidParams } from '../errors.ts';
import { fetchFeeRate, fetchUtxos } from './esplora.ts';
import type { BitcoinWalletKey } from './keys.ts';

export interface TransferRecipient {
  address: string;
  amount: bigint;
}

/** An unsigned transaction paying the recipients from `from`'s coins, change back to `from`. */
export async function buildTransfer(
  esploraUrl: string,
  from: BitcoinWalletKey,
  recipients: readonly TransferRecipient[],
): Promise<Transaction> {
  const [utxos, feePerByte] = await Promise.all([
    fetchUtxos(esploraUrl, from.address),
    fetchFeeRate(esploraUrl),
  ]);
  const inputs = utxos.map((utxo) => ({
    txid: utxo.txid,
    index: utxo.vout,
    witnessUtxo: { script: from.scriptPubKey, amount: BigInt(utxo.value) },
  }));
  let selected: ReturnType<typeof selectUTXO>;
  try {
    selected = selectUTXO(inputs, [...recipients], 'default', {
      changeAddress: from.address,
      feePerByte,
      network: REGTEST_BTC_NETWORK,
      createTx: true,
    });
  } catch (error) {
    throw invalidParams(
      `Cannot pay these recipients: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!selected?.tx) throw invalidParams(`Not enough coins on ${from.address} for this transfer.`);
  return selected.tx;
}
