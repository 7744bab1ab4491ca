import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { balanceOf, type EsploraClient, esploraClient } from './esplora-client.fixture.ts';
import { type BitcoinChain, startBitcoinChain } from './start-bitcoin-chain.ts';
import { paymentOf, signedTransfer } from './wallet.fixture.ts';

let chain: BitcoinChain;
let client: EsploraClient;

describe('broadcasting signed transactions', () => {
  beforeEach(async () => {
    chain = await startBitcoinChain({ port: 'auto', mineDelayMs: false });
    client = esploraClient(chain.esploraUrl);
  });
  afterEach(() => chain.stop());

  it('accepts a P2WPKH transfer built as a PSBT, and balances, coins, history and status agree before and after mining', async () => {
    const [alice, bob] = chain.accounts;
    const from = alice!.payment;
    const to = bob!.payment.address;
    const before = {
      from: balanceOf(await client.address(from.address)),
      to: balanceOf(await client.address(to)),
    };
    const amount = 123_456_789n;

    const hex = await signedTransfer(client, { from, kind: 'p2wpkh', to, amount, target: 1 });
    const sent = await client.broadcast(hex);
    expect(sent.status).toBe(200);
    const txid = sent.text;
    expect(txid).toMatch(/^[0-9a-f]{64}$/);

    const tx = await client.tx(txid);
    expect(tx.status).toEqual({ confirmed: false });
    expect(await client.txHex(txid)).toBe(hex);
    expect(tx.fee).toBeGreaterThan(0);
    // The fee rate is the one the estimate asked for (selectUTXO rounds the size up a little).
    const estimates = await client.feeEstimates();
    expect(tx.fee / (tx.weight / 4)).toBeGreaterThanOrEqual(estimates[1]!);
    expect(tx.fee / (tx.weight / 4)).toBeLessThan(estimates[1]! * 1.1);

    const sender = await client.address(from.address);
    expect(sender.mempool_stats.tx_count).toBe(1);
    expect(sender.mempool_stats.spent_txo_sum - sender.mempool_stats.funded_txo_sum).toBe(
      Number(amount) + tx.fee,
    );
    expect(balanceOf(sender)).toBe(before.from - Number(amount) - tx.fee);
    const recipient = await client.address(to);
    expect(recipient.mempool_stats).toMatchObject({ funded_txo_count: 1, funded_txo_sum: Number(amount) });
    expect(balanceOf(recipient)).toBe(before.to + Number(amount));
    expect(await client.mempool()).toMatchObject({ count: 1, total_fee: tx.fee });
    expect((await client.utxos(to)).find((utxo) => utxo.txid === txid)).toMatchObject({
      vout: expect.any(Number),
      value: Number(amount),
      status: { confirmed: false },
    });
    expect((await client.txs(to))[0]!.txid).toBe(txid);
    const spentInputs = tx.vin.map((input) => `${input.txid}:${input.vout}`);
    expect(
      (await client.utxos(from.address)).some((utxo) => spentInputs.includes(`${utxo.txid}:${utxo.vout}`)),
    ).toBe(false);
    const outspends = await client.outspends(tx.vin[0]!.txid);
    expect(outspends[tx.vin[0]!.vout]).toMatchObject({
      spent: true,
      txid,
      vin: 0,
      status: { confirmed: false },
    });

    const { height, hashes } = await client.mine();
    expect(height).toBe(2);
    const status = await client.txStatus(txid);
    expect(status).toMatchObject({ confirmed: true, block_height: 2, block_hash: hashes[0] });
    expect(await client.tipHash()).toBe(hashes[0]);
    const block = await client.block(hashes[0]!);
    expect(block).toMatchObject({ height: 2, tx_count: 2, previousblockhash: await client.blockHashAt(1) });
    expect(await client.mempool()).toMatchObject({ count: 0 });
    const confirmedSender = await client.address(from.address);
    expect(confirmedSender.mempool_stats.tx_count).toBe(0);
    expect(confirmedSender.chain_stats.tx_count).toBe(2);
    expect(balanceOf(confirmedSender)).toBe(before.from - Number(amount) - tx.fee);
    expect(balanceOf(await client.address(to))).toBe(before.to + Number(amount));
    const utxo = (await client.utxos(to)).find((candidate) => candidate.txid === txid);
    expect(utxo?.status).toEqual(status);
  });

  it('accepts a P2TR key-path spend from the ordinal address', async () => {
    const [alice] = chain.accounts;
    const from = alice!.ordinal;
    const to = alice!.payment.address;
    const hex = await signedTransfer(client, { from, kind: 'p2tr', to, amount: 5_000n });
    const sent = await client.broadcast(hex);
    expect(sent).toMatchObject({ status: 200 });
    const tx = await client.tx(sent.text);
    expect(tx.vin[0]!.prevout).toMatchObject({
      scriptpubkey_type: 'v1_p2tr',
      scriptpubkey_address: from.address,
    });
    expect(tx.vin[0]!.witness).toHaveLength(1);
    await client.mine();
    const ordinal = await client.address(from.address);
    expect(balanceOf(ordinal)).toBe(10_000 - 5_000 - tx.fee);
    expect(ordinal.chain_stats).toMatchObject({ spent_txo_count: 1, spent_txo_sum: 10_000, tx_count: 2 });
  });

  it('accepts P2PKH and P2SH-P2WPKH spends of the same key', async () => {
    const key = chain.accounts[2]!.payment;
    for (const kind of ['p2pkh', 'p2sh-p2wpkh'] as const) {
      const address = paymentOf(key, kind).address!;
      const funding = await client.broadcast(
        await signedTransfer(client, { from: key, kind: 'p2wpkh', to: address, amount: 200_000n }),
      );
      expect(funding.status).toBe(200);
      await client.mine();
      const spend = await client.broadcast(
        await signedTransfer(client, { from: key, kind, to: key.address, amount: 150_000n }),
      );
      expect(spend, kind).toMatchObject({ status: 200 });
      const tx = await client.tx(spend.text);
      expect(tx.vin[0]!.prevout?.scriptpubkey_type).toBe(kind === 'p2pkh' ? 'p2pkh' : 'p2sh');
      await client.mine();
      expect(balanceOf(await client.address(address))).toBe(200_000 - 150_000 - tx.fee);
    }
  });

  it('spends an unconfirmed change output, and pages a long history 25 at a time', async () => {
    const key = chain.accounts[3]!.payment;
    const to = chain.accounts[4]!.payment.address;
    const txids: string[] = [];
    for (let i = 0; i < 27; i++) {
      const sent = await client.broadcast(
        await signedTransfer(client, { from: key, kind: 'p2wpkh', to, amount: 10_000n }),
      );
      expect(sent.status).toBe(200);
      txids.push(sent.text);
    }
    const unconfirmed = await client.txs(key.address);
    expect(unconfirmed.slice(0, 27).map((tx) => tx.txid)).toEqual([...txids].reverse());
    await client.mine();
    // Newest first: 25 of the 27 transfers, then the last 2 and the funding transaction.
    const first = await client.txs(key.address);
    expect(first.map((tx) => tx.txid)).toEqual([...txids].reverse().slice(0, 25));
    const second = await client.chainTxsAfter(key.address, first[24]!.txid);
    expect(second.map((tx) => tx.txid)).toEqual([txids[1], txids[0], expect.any(String)]);
    expect(second[2]!.vin[0]!.is_coinbase).toBe(true);
    expect(await client.chainTxsAfter(key.address, second[2]!.txid)).toEqual([]);
  });
});

describe('mining after each accepted transaction', () => {
  afterEach(() => chain.stop());

  it('confirms within the delay, several transactions in one block', async () => {
    // A delay that two broadcasts in a row fall within on a loaded machine; both are signed before the first goes.
    chain = await startBitcoinChain({ port: 'auto', mineDelayMs: 1_000 });
    client = esploraClient(chain.esploraUrl);
    const [alice, bob] = chain.accounts;
    const transfers = await Promise.all([
      signedTransfer(client, {
        from: alice!.payment,
        kind: 'p2wpkh',
        to: bob!.payment.address,
        amount: 50_000n,
      }),
      signedTransfer(client, {
        from: bob!.payment,
        kind: 'p2wpkh',
        to: alice!.payment.address,
        amount: 50_000n,
      }),
    ]);
    const first = await client.broadcast(transfers[0]);
    const second = await client.broadcast(transfers[1]);
    expect(await client.txStatus(first.text)).toEqual({ confirmed: false });
    await expect
      .poll(() => client.txStatus(second.text), { timeout: 10_000, interval: 20 })
      .toMatchObject({ confirmed: true });
    expect(await client.txStatus(first.text)).toMatchObject({ confirmed: true, block_height: 2 });
    expect(await client.tipHeight()).toBe(2);
  });

  it('confirms before answering with a delay of 0', async () => {
    chain = await startBitcoinChain({ port: 'auto', mineDelayMs: 0 });
    client = esploraClient(chain.esploraUrl);
    const [alice, bob] = chain.accounts;
    const sent = await client.broadcast(
      await signedTransfer(client, {
        from: alice!.payment,
        kind: 'p2wpkh',
        to: bob!.payment.address,
        amount: 50_000n,
      }),
    );
    expect(await client.txStatus(sent.text)).toMatchObject({ confirmed: true, block_height: 2 });
  });
});
