import { Transaction } from 'bitcoinjs-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type EsploraClient, esploraClient } from './esplora-client.fixture.ts';
import { type BitcoinChain, startBitcoinChain } from './start-bitcoin-chain.ts';
import { type Coin, signedSpend, signedTransfer } from './wallet.fixture.ts';

let chain: BitcoinChain;
let client: EsploraClient;

/** Everything a rejected transaction must leave as it was. */
async function observableState() {
  const addresses = chain.accounts
    .slice(0, 3)
    .flatMap((account) => [account.payment.address, account.ordinal.address]);
  return {
    tip: await client.tipHash(),
    mempool: await client.mempool(),
    addresses: await Promise.all(addresses.map((address) => client.address(address))),
    utxos: await Promise.all(addresses.map((address) => client.utxos(address))),
  };
}

/** Broadcasts, expects 400 with the reason and no change at all, and returns the error text. */
async function expectRejected(hex: string, reason: string | RegExp): Promise<string> {
  const before = await observableState();
  const response = await client.broadcast(hex);
  expect(response.status).toBe(400);
  expect(response.text).toMatch(/^sendrawtransaction RPC error: \{"code":-2\d,"message":".+"\}$/);
  const { message } = JSON.parse(response.text.slice(response.text.indexOf('{'))) as { message: string };
  expect(message).toMatch(reason);
  expect(await observableState()).toEqual(before);
  return message;
}

const tamper = (hex: string, change: (tx: Transaction) => void) => {
  const tx = Transaction.fromHex(hex);
  change(tx);
  return tx.toHex();
};

const flipByte = (bytes: Uint8Array, index: number) => {
  const copy = Uint8Array.from(bytes);
  copy[index]! ^= 0x01;
  return copy;
};

describe('POST /tx refuses bad transactions with the reason and changes nothing', () => {
  beforeAll(async () => {
    chain = await startBitcoinChain({ port: 'auto', mineDelayMs: false });
    client = esploraClient(chain.esploraUrl);
  });
  afterAll(() => chain.stop());

  let alice: BitcoinChain['accounts'][number];
  let bob: BitcoinChain['accounts'][number];
  let smallCoin: Coin;
  beforeEach(async () => {
    [alice, bob] = chain.accounts as [typeof alice, typeof bob];
    const coins = await client.utxos(alice.payment.address);
    smallCoin = coins.reduce((smallest, coin) => (coin.value < smallest.value ? coin : smallest));
  });

  it('unparsable bodies', async () => {
    for (const body of ['', 'zz', '0', '00', 'deadbeef', '0200000001']) {
      await expectRejected(body, /^TX decode failed/);
    }
    // Version 2, no inputs, no outputs, lock time 0: it parses, and is empty.
    await expectRejected('02000000000000000000', /^bad-txns-vin-empty$/);
  });

  it('a signature that does not match the transaction (an amount changed after signing)', async () => {
    const hex = await signedTransfer(client, {
      from: alice.payment,
      kind: 'p2wpkh',
      to: bob.payment.address,
      amount: 10_000n,
    });
    await expectRejected(
      tamper(hex, (tx) => {
        tx.outs[0]!.value -= 1_000n;
      }),
      /^mandatory-script-verify-flag-failed \(input 0: invalid signature\)$/,
    );
  });

  it('a corrupted ECDSA signature, a corrupted Schnorr signature, a foreign public key', async () => {
    const hex = await signedTransfer(client, {
      from: alice.payment,
      kind: 'p2wpkh',
      to: bob.payment.address,
      amount: 10_000n,
    });
    await expectRejected(
      tamper(hex, (tx) => {
        const [signature, publicKey] = tx.ins[0]!.witness;
        tx.setWitness(0, [flipByte(signature!, 10), publicKey!]);
      }),
      /input 0: invalid signature/,
    );
    await expectRejected(
      tamper(hex, (tx) => {
        const [signature] = tx.ins[0]!.witness;
        tx.setWitness(0, [signature!, Buffer.from(bob.payment.publicKey, 'hex')]);
      }),
      /input 0: public key does not match the address/,
    );
    const taproot = await signedTransfer(client, {
      from: alice.ordinal,
      kind: 'p2tr',
      to: bob.payment.address,
      amount: 5_000n,
    });
    await expectRejected(
      tamper(taproot, (tx) => tx.setWitness(0, [flipByte(tx.ins[0]!.witness[0]!, 5)])),
      /input 0: invalid Schnorr signature/,
    );
    await expectRejected(
      tamper(taproot, (tx) => tx.setWitness(0, [])),
      /input 0: the devnet verifies P2TR key-path spends only/,
    );
  });

  it('a double spend, a spent output, the same transaction twice', async () => {
    const toBob = signedSpend(
      alice.payment,
      'p2wpkh',
      [smallCoin],
      [{ address: bob.payment.address, amount: 90_000n }],
    );
    const toCarol = signedSpend(
      alice.payment,
      'p2wpkh',
      [smallCoin],
      [{ address: chain.accounts[2]!.payment.address, amount: 90_000n }],
    );
    const accepted = await client.broadcast(toBob);
    expect(accepted.status).toBe(200);
    const outpoint = `${smallCoin.txid}:${smallCoin.vout}`;
    await expectRejected(
      toCarol,
      `txn-mempool-conflict (input 0: ${outpoint} is spent by ${accepted.text} in the mempool)`,
    );
    await expectRejected(toBob, /^txn-already-in-mempool$/);
    await client.mine();
    await expectRejected(
      toCarol,
      `bad-txns-inputs-missingorspent (input 0: ${outpoint} is spent by ${accepted.text})`,
    );
    await expectRejected(toBob, /^Transaction already in block chain$/);
  });

  it('an unknown input and a missing output index', async () => {
    const unknown = { txid: 'ab'.repeat(32), vout: 0, value: 100_000 };
    await expectRejected(
      signedSpend(alice.payment, 'p2wpkh', [unknown], [{ address: bob.payment.address, amount: 90_000n }]),
      `bad-txns-inputs-missingorspent (input 0: ${unknown.txid}:0 is unknown)`,
    );
    const missing = { ...smallCoin, vout: 999 };
    await expectRejected(
      signedSpend(alice.payment, 'p2wpkh', [missing], [{ address: bob.payment.address, amount: 90_000n }]),
      `bad-txns-inputs-missingorspent (input 0: ${smallCoin.txid}:999 does not exist)`,
    );
  });

  it('outputs exceeding inputs, a fee under 1 sat/vB, dust', async () => {
    const coin = (await client.utxos(alice.payment.address)).find(
      (candidate) => candidate.value === 1_000_000,
    )!;
    // Signers refuse to sign this, so the amount grows after signing: values are checked before signatures.
    const spend = signedSpend(
      alice.payment,
      'p2wpkh',
      [coin],
      [{ address: bob.payment.address, amount: 999_000n }],
    );
    await expectRejected(
      tamper(spend, (tx) => {
        tx.outs[0]!.value = 1_000_001n;
      }),
      /^bad-txns-in-belowout, 1000000 < 1000001$/,
    );
    await expectRejected(
      signedSpend(alice.payment, 'p2wpkh', [coin], [{ address: bob.payment.address, amount: 999_990n }]),
      /^min relay fee not met, 10 < 110$/,
    );
    await expectRejected(
      signedSpend(
        alice.payment,
        'p2wpkh',
        [coin],
        [
          { address: bob.payment.address, amount: 900_000n },
          { address: bob.ordinal.address, amount: 329n },
        ],
      ),
      /^dust \(output 1: 329 < 330 sats\)$/,
    );
    await expectRejected(
      signedSpend(
        alice.payment,
        'p2wpkh',
        [coin],
        [
          { address: bob.payment.address, amount: 900_000n },
          { address: bob.payment.address, amount: 293n },
        ],
      ),
      /^dust \(output 1: 293 < 294 sats\)$/,
    );
  });
});
