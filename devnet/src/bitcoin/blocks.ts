// Blocks as regtest would make them: a real header (regtest difficulty, so a nonce or two meets it) over a
// coinbase and the mempool's transactions. Block 0 is the regtest genesis header itself.
import { Block, script as scripts, Transaction } from 'bitcoinjs-lib';
import { REGTEST_GENESIS_HASH } from './network.ts';

/** Regtest's proof-of-work limit, which every regtest block carries. */
const REGTEST_BITS = 0x207fffff;
const GENESIS_TIME = 1296688602;
const GENESIS_MERKLE_ROOT = '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b';
const COINBASE_TAG = new TextEncoder().encode('gangway devnet');
const OP_RETURN = 0x6a;

export interface BlockRecord {
  hash: string;
  height: number;
  /** Unix seconds. */
  time: number;
  header: Block;
  /** In block order, coinbase first. */
  txids: readonly string[];
  size: number;
  weight: number;
}

const fromHexReversed = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex').reverse());

/** The regtest genesis block. Its coinbase is not indexed, as in bitcoind, where it is unspendable. */
export function genesisBlock(): BlockRecord {
  const header = new Block();
  header.version = 1;
  header.prevHash = new Uint8Array(32);
  header.merkleRoot = fromHexReversed(GENESIS_MERKLE_ROOT);
  header.timestamp = GENESIS_TIME;
  header.bits = REGTEST_BITS;
  header.nonce = 2;
  const hash = header.getId();
  if (hash !== REGTEST_GENESIS_HASH) throw new Error(`Genesis header hashes to ${hash}`);
  return {
    hash,
    height: 0,
    time: GENESIS_TIME,
    header,
    txids: [GENESIS_MERKLE_ROOT],
    size: 285,
    weight: 1140,
  };
}

export interface CoinbaseOutput {
  script: Uint8Array;
  value: bigint;
}

/**
 * A coinbase for `height` (BIP-34 height push first, which also keeps every coinbase txid distinct). Without
 * outputs it pays nothing to an OP_RETURN: devnet blocks mint no coins, and fees go unclaimed.
 */
export function coinbaseTransaction(height: number, outputs: readonly CoinbaseOutput[] = []): Transaction {
  const tx = new Transaction();
  tx.version = 2;
  tx.addInput(
    new Uint8Array(32),
    0xffffffff,
    0xffffffff,
    scripts.compile([scripts.number.encode(height), COINBASE_TAG]),
  );
  const paid = outputs.length > 0 ? outputs : [{ script: Uint8Array.of(OP_RETURN), value: 0n }];
  for (const output of paid) tx.addOutput(output.script, output.value);
  return tx;
}

export function buildBlock(
  previous: BlockRecord,
  time: number,
  transactions: readonly Transaction[],
): BlockRecord {
  const header = new Block();
  header.version = 0x20000000;
  header.prevHash = previous.header.getHash();
  header.merkleRoot = Block.calculateMerkleRoot([...transactions]);
  header.timestamp = time;
  header.bits = REGTEST_BITS;
  header.nonce = 0;
  while (!header.checkProofOfWork()) header.nonce++;
  header.transactions = [...transactions];
  return {
    hash: header.getId(),
    height: previous.height + 1,
    time,
    header,
    txids: transactions.map((tx) => tx.getId()),
    size: header.byteLength(false, true),
    weight: header.weight(),
  };
}
