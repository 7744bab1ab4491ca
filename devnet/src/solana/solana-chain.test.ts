import {
  address,
  airdropFactory,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  getTransactionEncoder,
  isSolanaError,
  lamports,
  type Signature,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_TRANSACTION_SIGNATURE_VERIFICATION_FAILURE,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAMPORTS_PER_SOL, SOL_PER_ACCOUNT, SOLANA_MINTS } from './dev-keys.ts';
import { type KitClient, kitClient, signedTransaction, signerOf } from './kit-client.fixture.ts';
import { type SolanaDevnetChain, startSolanaChain } from './start-solana-chain.ts';

let devnet: SolanaDevnetChain;
let client: KitClient;

beforeAll(async () => {
  devnet = await startSolanaChain({ port: 'auto' });
  client = kitClient(devnet);
});
afterAll(() => devnet?.stop());

describe('Solana devnet chain, through @solana/kit', () => {
  it('starts with funded dev accounts and both mints', async () => {
    const [first] = devnet.accounts;
    const { value: balance } = await client.rpc.getBalance(first!.address).send();
    expect(balance).toBe(SOL_PER_ACCOUNT * LAMPORTS_PER_SOL);

    const { value: usdc } = await client.rpc.getTokenAccountBalance(first!.tokenAccounts.usdc).send();
    expect(usdc).toMatchObject({ amount: '1000000000000', decimals: 6, uiAmountString: '1000000' });
    const { value: supply } = await client.rpc.getTokenSupply(SOLANA_MINTS.gway.address).send();
    expect(supply).toMatchObject({ decimals: 9, uiAmountString: '10000000' });

    const { value: owned } = await client.rpc
      .getTokenAccountsByOwner(
        first!.address,
        { programId: TOKEN_PROGRAM_ADDRESS },
        { encoding: 'jsonParsed' },
      )
      .send();
    expect(owned.map((entry) => entry.account.data.parsed.info.mint).sort()).toEqual(
      [SOLANA_MINTS.usdc.address, SOLANA_MINTS.gway.address].sort(),
    );
    const { value: account } = await client.rpc
      .getAccountInfo(SOLANA_MINTS.usdc.address, { encoding: 'jsonParsed' })
      .send();
    expect(account?.owner).toBe(TOKEN_PROGRAM_ADDRESS);
  });

  it('sends and confirms a SOL transfer, then lists and returns it', async () => {
    const sender = await signerOf(devnet.accounts[1]!);
    const receiver = devnet.accounts[2]!.address;
    const amount = lamports(1_500_000_000n);
    const transaction = await signedTransaction(client, sender, [
      getTransferSolInstruction({ source: sender, destination: receiver, amount }),
    ]);
    await client.sendAndConfirm(transaction, { commitment: 'confirmed' });
    const signature = getSignatureFromTransaction(transaction);

    const { value: received } = await client.rpc.getBalance(receiver).send();
    expect(received).toBe(SOL_PER_ACCOUNT * LAMPORTS_PER_SOL + amount);

    const listed = await client.rpc.getSignaturesForAddress(receiver, { limit: 5 }).send();
    expect(listed[0]).toMatchObject({ signature, err: null, confirmationStatus: 'finalized' });

    const fetched = await client.rpc
      .getTransaction(signature, {
        encoding: 'json',
        maxSupportedTransactionVersion: 0,
        commitment: 'confirmed',
      })
      .send();
    expect(fetched?.slot).toBe(listed[0]!.slot);
    expect(Number(fetched?.blockTime)).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(fetched?.meta?.err).toBeNull();
    expect(fetched?.meta?.fee).toBe(5000n);
    const keys = fetched!.transaction.message.accountKeys;
    const receiverIndex = keys.indexOf(receiver);
    expect(fetched!.meta!.postBalances[receiverIndex]! - fetched!.meta!.preBalances[receiverIndex]!).toBe(
      amount,
    );
  });

  it('transfers USDC to an owner without a token account, creating it', async () => {
    const sender = await signerOf(devnet.accounts[3]!);
    const receiver = (await generateKeyPairSigner()).address;
    const mint = SOLANA_MINTS.usdc.address;
    const [receiverAta] = await findAssociatedTokenPda({
      owner: receiver,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    const transaction = await signedTransaction(client, sender, [
      await getCreateAssociatedTokenIdempotentInstructionAsync({ payer: sender, owner: receiver, mint }),
      getTransferCheckedInstruction({
        source: devnet.accounts[3]!.tokenAccounts.usdc,
        mint,
        destination: receiverAta,
        authority: sender,
        amount: 25_500_000n,
        decimals: 6,
      }),
    ]);
    await client.sendAndConfirm(transaction, { commitment: 'confirmed' });
    const signature = getSignatureFromTransaction(transaction);

    const { value: owned } = await client.rpc
      .getTokenAccountsByOwner(receiver, { mint }, { encoding: 'jsonParsed' })
      .send();
    expect(owned).toHaveLength(1);
    expect(owned[0]!.pubkey).toBe(receiverAta);
    expect(owned[0]!.account.data.parsed.info.tokenAmount.uiAmountString).toBe('25.5');

    const [listed] = await client.rpc.getSignaturesForAddress(receiverAta).send();
    expect(listed?.signature).toBe(signature);
    const fetched = await client.rpc
      .getTransaction(signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send();
    expect(fetched?.meta?.preTokenBalances?.some((balance) => balance.owner === receiver)).toBe(false);
    expect(fetched?.meta?.postTokenBalances).toContainEqual(
      expect.objectContaining({
        mint,
        owner: receiver,
        uiTokenAmount: expect.objectContaining({ amount: '25500000' }),
      }),
    );
  });

  it('airdrops SOL to a new address', async () => {
    const recipient = (await generateKeyPairSigner()).address;
    const airdrop = airdropFactory({ rpc: client.rpc, rpcSubscriptions: client.rpcSubscriptions });
    const signature = await airdrop({
      recipientAddress: recipient,
      lamports: lamports(2n * LAMPORTS_PER_SOL),
      commitment: 'confirmed',
    });
    const { value: balance } = await client.rpc.getBalance(recipient).send();
    expect(balance).toBe(2n * LAMPORTS_PER_SOL);
    const { value: statuses } = await client.rpc.getSignatureStatuses([signature]).send();
    expect(statuses[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' });
  });

  it('sets any u64 of lamports with devnet_setLamports, read back exactly (beyond 2^53)', async () => {
    const holder = (await generateKeyPairSigner()).address;
    const set = async (amount: unknown) =>
      (
        await fetch(devnet.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'devnet_setLamports',
            params: [holder, amount],
          }),
        })
      ).json();
    const beyond = 2n ** 53n + 1n;
    expect(await set(beyond.toString())).toEqual({ jsonrpc: '2.0', id: 1, result: null });
    const { value: account } = await client.rpc.getAccountInfo(holder, { encoding: 'base64' }).send();
    expect(account).toMatchObject({ lamports: beyond, owner: '11111111111111111111111111111111' });
    expect((await client.rpc.getBalance(holder).send()).value).toBe(beyond);
    // A JSON number is refused: the request would already have lost digits past 2^53.
    for (const bad of [1_000, '-1', (2n ** 64n).toString(), '1e3'])
      expect(await set(bad)).toMatchObject({ error: { code: -32602 } });
    expect((await client.rpc.getBalance(holder).send()).value).toBe(beyond);
  });

  it('rejects a transfer beyond the balance with a preflight error, and nothing lands', async () => {
    const poor = await generateKeyPairSigner();
    const payer = await signerOf(devnet.accounts[4]!);
    const transaction = await signedTransaction(client, payer, [
      getTransferSolInstruction({
        source: payer,
        destination: poor.address,
        amount: lamports(10_000n * LAMPORTS_PER_SOL),
      }),
    ]);
    const error = await client.rpc
      .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
      .send()
      .catch((caught: unknown) => caught);
    expect(
      isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE),
    ).toBe(true);
    const { value: statuses } = await client.rpc
      .getSignatureStatuses([getSignatureFromTransaction(transaction)])
      .send();
    expect(statuses[0]).toBeNull();
  });

  it('rejects a transaction whose signature does not match', async () => {
    const payer = await signerOf(devnet.accounts[5]!);
    const transaction = await signedTransaction(client, payer, [
      getTransferSolInstruction({
        source: payer,
        destination: devnet.accounts[6]!.address,
        amount: lamports(1n),
      }),
    ]);
    const wire = Buffer.from(getBase64EncodedWireTransaction(transaction), 'base64');
    wire[10] = (wire[10] ?? 0) ^ 0xff;
    const error = await client.rpc
      .sendTransaction(wire.toString('base64') as ReturnType<typeof getBase64EncodedWireTransaction>, {
        encoding: 'base64',
        skipPreflight: true,
      })
      .send()
      .catch((caught: unknown) => caught);
    expect(
      isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_TRANSACTION_SIGNATURE_VERIFICATION_FAILURE),
    ).toBe(true);
    expect(await client.rpc.getHealth().send()).toBe('ok');
  });

  it('notifies slot and account subscribers', async () => {
    const abort = new AbortController();
    try {
      const watched = devnet.accounts[7]!.address;
      const accounts = await client.rpcSubscriptions
        .accountNotifications(watched, { encoding: 'base64' })
        .subscribe({ abortSignal: abort.signal });
      const slots = await client.rpcSubscriptions
        .slotNotifications()
        .subscribe({ abortSignal: abort.signal });
      // Kit delivers only to an iterator that is already waiting.
      const nextAccount = accounts[Symbol.asyncIterator]().next();
      const nextSlot = slots[Symbol.asyncIterator]().next();
      const payer = await signerOf(devnet.accounts[8]!);
      await client.sendAndConfirm(
        await signedTransaction(client, payer, [
          getTransferSolInstruction({ source: payer, destination: watched, amount: lamports(7n) }),
        ]),
        { commitment: 'processed' },
      );
      const account = await nextAccount;
      expect(account.done).toBe(false);
      if (!account.done) expect(account.value.value.lamports).toBe(SOL_PER_ACCOUNT * LAMPORTS_PER_SOL + 7n);
      const slot = await nextSlot;
      if (!slot.done) expect(slot.value.slot).toBeGreaterThan(0n);
    } finally {
      abort.abort();
    }
  });

  it('answers batches, unknown methods and bad params as a node does', async () => {
    const post = async (body: unknown) =>
      (
        await fetch(devnet.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json();
    const replies = await post([
      { jsonrpc: '2.0', id: 1, method: 'getSlot' },
      { jsonrpc: '2.0', id: 2, method: 'getNothing' },
      { jsonrpc: '2.0', id: 3, method: 'getBalance', params: ['not-an-address'] },
      { jsonrpc: '2.0', id: 4, method: 'getVersion', params: [] },
    ]);
    expect(replies).toMatchObject([
      { id: 1, result: expect.any(Number) },
      { id: 2, error: { code: -32601 } },
      { id: 3, error: { code: -32602 } },
      { id: 4, result: { 'solana-core': expect.any(String) } },
    ]);
    expect(await post({ jsonrpc: '2.0', id: 5, method: 'getGenesisHash' })).toMatchObject({
      result: expect.any(String),
    });
  });

  it('takes base58 transactions and pages an address history with before, until and limit', async () => {
    const payer = await signerOf(devnet.accounts[9]!);
    const receiver = address((await generateKeyPairSigner()).address);
    const sent: Signature[] = [];
    for (const amount of [1_000_000n, 2_000_000n, 3_000_000n]) {
      const transaction = await signedTransaction(client, payer, [
        getTransferSolInstruction({ source: payer, destination: receiver, amount: lamports(amount) }),
      ]);
      // Kit only sends base64; base58 is the encoding a node assumes when none is named.
      const wire = getBase58Decoder().decode(getTransactionEncoder().encode(transaction));
      const response = await fetch(devnet.rpcUrl, {
        method: 'POST',
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [wire] }),
      });
      const { result } = (await response.json()) as { result: Signature };
      expect(result).toBe(getSignatureFromTransaction(transaction));
      sent.push(result);
    }
    const newestFirst = [...sent].reverse();
    const all = await client.rpc.getSignaturesForAddress(receiver).send();
    expect(all.map((entry) => entry.signature)).toEqual(newestFirst);
    const page = await client.rpc
      .getSignaturesForAddress(receiver, { before: newestFirst[0]!, limit: 1 })
      .send();
    expect(page.map((entry) => entry.signature)).toEqual([newestFirst[1]]);
    const since = await client.rpc.getSignaturesForAddress(receiver, { until: newestFirst[2]! }).send();
    expect(since.map((entry) => entry.signature)).toEqual(newestFirst.slice(0, 2));
  });
});
