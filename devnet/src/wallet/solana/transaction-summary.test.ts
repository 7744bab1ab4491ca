// The approval panel's lines for real wire transactions, built with @solana-program/token's instruction builders
// and Kit's compiler as a site would build them, then decoded from their bytes as the wallet receives them.
import {
  type Address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  generateKeyPairSigner,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getCreateAssociatedTokenInstruction,
  getTransferCheckedInstruction,
  getTransferInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { describe, expect, it } from 'vitest';
import { SOLANA_DEV_ACCOUNTS, SOLANA_MINTS } from '../../solana/dev-keys.ts';
import { decodeWireTransaction } from './transaction.ts';
import { transactionSummary } from './transaction-summary.ts';

const sender = SOLANA_DEV_ACCOUNTS[0]!.address;
const recipient = SOLANA_DEV_ACCOUNTS[1]!.address;
const usdc = SOLANA_MINTS.usdc.address;
const FEE = 'Fee: 0.000005 SOL';

/** The summary of a version 0 transaction paid and signed by `sender`, as the wallet decodes it from the wire. */
function summaryOf(instructions: readonly Instruction[]): string[] {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(sender, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: sender as string as Blockhash, lastValidBlockHeight: 100n },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  const wire = new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
  return transactionSummary(decodeWireTransaction(wire));
}

async function ataOf(owner: Address, mint: Address): Promise<Address> {
  const [ata] = await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS });
  return ata;
}

async function transferChecked(mint: Address, to: Address, amount: bigint, decimals: number) {
  return getTransferCheckedInstruction({
    source: await ataOf(sender, mint),
    mint,
    destination: await ataOf(to, mint),
    authority: createNoopSigner(sender),
    amount,
    decimals,
  });
}

describe('the Solana approval panel', () => {
  it('shows a System transfer as before: recipient and SOL amount', () => {
    const transfer = getTransferSolInstruction({
      source: createNoopSigner(sender),
      destination: recipient,
      amount: 1_500_000_000n,
    });
    expect(summaryOf([transfer])).toEqual([`Send 1.5 SOL to ${recipient}`, FEE]);
  });

  it('names the owner of a token account created earlier in the transaction (CreateIdempotent, TransferChecked)', async () => {
    const destination = await ataOf(recipient, usdc);
    const create = getCreateAssociatedTokenIdempotentInstruction({
      payer: createNoopSigner(sender),
      ata: destination,
      owner: recipient,
      mint: usdc,
    });
    expect(summaryOf([create, await transferChecked(usdc, recipient, 2_500_000n, 6)])).toEqual([
      `Create ${recipient}'s token account for USDC`,
      `Send 2.5 USDC to ${recipient} (token account ${destination})`,
      FEE,
    ]);
  });

  it('shows the token account alone when no creation names its owner, and the mint of an unknown token', async () => {
    const mint = (await generateKeyPairSigner()).address;
    const destination = await ataOf(recipient, mint);
    expect(summaryOf([await transferChecked(mint, recipient, 1n, 9)])).toEqual([
      `Send 0.000000001 ${mint} to token account ${destination}`,
      FEE,
    ]);
  });

  it('uses the decimals TransferChecked carries, not those the wallet knows for the mint', async () => {
    const [line] = summaryOf([await transferChecked(usdc, recipient, 2_500_000n, 9)]);
    expect(line).toBe(`Send 0.0025 USDC to token account ${await ataOf(recipient, usdc)}`);
  });

  it('names the owner after a plain Create, and only for the account it creates', async () => {
    const gway = SOLANA_MINTS.gway.address;
    const created = await ataOf(recipient, gway);
    const create = getCreateAssociatedTokenInstruction({
      payer: createNoopSigner(sender),
      ata: created,
      owner: recipient,
      mint: gway,
    });
    const other = SOLANA_DEV_ACCOUNTS[2]!.address;
    expect(
      summaryOf([
        create,
        await transferChecked(gway, recipient, 10n ** 9n, 9),
        await transferChecked(gway, other, 10n ** 9n, 9),
      ]),
    ).toEqual([
      `Create ${recipient}'s token account for GWAY`,
      `Send 1 GWAY to ${recipient} (token account ${created})`,
      `Send 1 GWAY to token account ${await ataOf(other, gway)}`,
      FEE,
    ]);
  });

  it('does not name an owner whose account is created only after the transfer', async () => {
    const destination = await ataOf(recipient, usdc);
    const create = getCreateAssociatedTokenIdempotentInstruction({
      payer: createNoopSigner(sender),
      ata: destination,
      owner: recipient,
      mint: usdc,
    });
    expect(summaryOf([await transferChecked(usdc, recipient, 1_000_000n, 6), create])).toEqual([
      `Send 1 USDC to token account ${destination}`,
      `Create ${recipient}'s token account for USDC`,
      FEE,
    ]);
  });

  it('shows a plain Transfer in base units from the sending token account (it names no mint or decimals)', async () => {
    const source = await ataOf(sender, usdc);
    const destination = await ataOf(recipient, usdc);
    const transfer = getTransferInstruction({
      source,
      destination,
      authority: createNoopSigner(sender),
      amount: 2_500_000n,
    });
    expect(summaryOf([transfer])).toEqual([
      `Send 2500000 base units from token account ${source} to token account ${destination}`,
      FEE,
    ]);
  });

  it('names the program of a token instruction it cannot decode (truncated data, other instructions)', async () => {
    const transfer = await transferChecked(usdc, recipient, 1n, 6);
    const truncated = { ...transfer, data: transfer.data.slice(0, 5) };
    const approve = { ...transfer, data: Uint8Array.of(4, 1, 0, 0, 0, 0, 0, 0, 0) };
    expect(summaryOf([truncated, approve])).toEqual([
      `Call program ${TOKEN_PROGRAM_ADDRESS}`,
      `Call program ${TOKEN_PROGRAM_ADDRESS}`,
      FEE,
    ]);
  });
});
