// The client side of a transfer, as the Bitcoin adapter and the dev wallet do it with @scure/btc-signer:
// coins from /address/:a/utxo, a fee rate from /fee-estimates, a PSBT handed over and signed by the key.
import { p2pkh, p2sh, p2tr, p2wpkh, selectUTXO, Transaction } from '@scure/btc-signer';
import type { BitcoinDevKey } from './accounts.ts';
import { REGTEST_BTC_NETWORK } from './chain-params.ts';
import type { EsploraClient } from './esplora-client.fixture.ts';

export type KeyKind = 'p2wpkh' | 'p2tr' | 'p2pkh' | 'p2sh-p2wpkh';

const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'));

/** The key's payment of the given kind (its own address kind by default). */
export function paymentOf(key: BitcoinDevKey, kind: KeyKind) {
  const publicKey = bytes(key.publicKey);
  switch (kind) {
    case 'p2wpkh':
      return p2wpkh(publicKey, REGTEST_BTC_NETWORK);
    case 'p2pkh':
      return p2pkh(publicKey, REGTEST_BTC_NETWORK);
    case 'p2sh-p2wpkh':
      return p2sh(p2wpkh(publicKey, REGTEST_BTC_NETWORK), REGTEST_BTC_NETWORK);
    case 'p2tr':
      return p2tr(publicKey, undefined, REGTEST_BTC_NETWORK);
  }
}

export interface TransferOptions {
  from: BitcoinDevKey;
  kind: KeyKind;
  to: string;
  amount: bigint;
  /** Confirmation target whose fee estimate is used (default 6). */
  target?: number;
}

/** The unsigned PSBT a site builds from the server's coins and fee estimate (change back to the sender). */
export async function transferPsbt(client: EsploraClient, options: TransferOptions): Promise<Uint8Array> {
  const payment = paymentOf(options.from, options.kind);
  const address = payment.address!;
  const [utxos, estimates] = await Promise.all([client.utxos(address), client.feeEstimates()]);
  const feePerByte = BigInt(Math.ceil(estimates[options.target ?? 6]!));
  const inputs = await Promise.all(
    utxos.map(async (utxo) => ({
      txid: utxo.txid,
      index: utxo.vout,
      ...(options.kind === 'p2pkh'
        ? { nonWitnessUtxo: bytes(await client.txHex(utxo.txid)) }
        : { witnessUtxo: { script: payment.script, amount: BigInt(utxo.value) } }),
      ...(options.kind === 'p2tr' ? { tapInternalKey: bytes(options.from.publicKey) } : {}),
      ...('redeemScript' in payment ? { redeemScript: payment.redeemScript } : {}),
    })),
  );
  const selected = selectUTXO(inputs, [{ address: options.to, amount: options.amount }], 'default', {
    changeAddress: address,
    feePerByte,
    network: REGTEST_BTC_NETWORK,
    createTx: true,
    allowLegacyWitnessUtxo: true,
  });
  if (!selected?.tx) throw new Error(`Not enough coins on ${address}`);
  return selected.tx.toPSBT();
}

/** transferPsbt, signed as a wallet would: the raw hex. */
export async function signedTransfer(client: EsploraClient, options: TransferOptions): Promise<string> {
  const psbt = await transferPsbt(client, options);
  const signer = Transaction.fromPSBT(psbt, { allowLegacyWitnessUtxo: true });
  signer.sign(bytes(options.from.privateKey));
  signer.finalize();
  return signer.hex;
}

export interface Coin {
  txid: string;
  vout: number;
  value: number;
}

/** Signs a spend of exactly these coins to exactly these outputs: no coin selection, no change, no checks. */
export function signedSpend(
  from: BitcoinDevKey,
  kind: 'p2wpkh' | 'p2tr',
  coins: readonly Coin[],
  outputs: readonly { address: string; amount: bigint }[],
): string {
  const payment = paymentOf(from, kind);
  const tx = new Transaction();
  for (const coin of coins) {
    tx.addInput({
      txid: coin.txid,
      index: coin.vout,
      witnessUtxo: { script: payment.script, amount: BigInt(coin.value) },
      ...(kind === 'p2tr' ? { tapInternalKey: bytes(from.publicKey) } : {}),
    });
  }
  for (const output of outputs) tx.addOutputAddress(output.address, output.amount, REGTEST_BTC_NETWORK);
  tx.sign(bytes(from.privateKey));
  tx.finalize();
  return tx.hex;
}
