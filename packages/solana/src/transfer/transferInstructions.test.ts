import {
  type AccountMeta,
  type Address,
  type Blockhash,
  decompileTransactionMessage,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Instruction,
  type InstructionWithAccounts,
  type InstructionWithData,
  type ReadonlyUint8Array,
} from '@solana/kit';
import { parseTransferSolInstruction, SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system';
import {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  parseCreateAssociatedTokenIdempotentInstruction,
  parseTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { describe, expect, it } from 'vitest';
import { compileTransfer } from './compileTransfer.ts';
import { solTransferInstructions, splTransferInstructions } from './transferInstructions.ts';

const FROM = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96' as Address;
const TO = 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD' as Address;
const MINT = 'AECzBRhRHpHhBmuPoAhzY3caL9WNFRrXAzRK2mkjfiZx' as Address;
const SOURCE = 'CqMbRgMuEhQi9BUS8xP44Wk5nENm48FqJnfjEi4eNb1k' as Address;
const DESTINATION = '9Tj3srBSxH7RFRCm8uharreY7ZBS49XSfpwCeYa7Xaqp' as Address;
const LIFETIME = {
  blockhash: '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi' as Blockhash,
  lastValidBlockHeight: 150n,
};

type Parsable = Instruction &
  InstructionWithAccounts<readonly AccountMeta[]> &
  InstructionWithData<ReadonlyUint8Array>;

/** What the wallet receives, decoded back: the signature slots and the message's instructions. */
function decode(wire: Uint8Array) {
  const transaction = getTransactionDecoder().decode(wire);
  const message = decompileTransactionMessage(
    getCompiledTransactionMessageDecoder().decode(transaction.messageBytes),
  );
  return { transaction, message, instructions: message.instructions as unknown as Parsable[] };
}

describe('transfer builders', () => {
  it('compiles a SOL transfer the sender pays and signs, with the blockhash as lifetime', () => {
    const { wire } = compileTransfer(
      FROM,
      LIFETIME,
      solTransferInstructions({ from: FROM, to: TO, lamports: 1_500n }),
    );
    const { transaction, message, instructions } = decode(wire);
    expect(Object.entries(transaction.signatures)).toEqual([[FROM, null]]);
    expect(message.version).toBe(0);
    expect(message.feePayer.address).toBe(FROM);
    expect(message.lifetimeConstraint).toMatchObject({ blockhash: LIFETIME.blockhash });
    expect(instructions).toHaveLength(1);
    expect(instructions[0]!.programAddress).toBe(SYSTEM_PROGRAM_ADDRESS);
    const parsed = parseTransferSolInstruction(instructions[0]!);
    expect(parsed.data.amount).toBe(1_500n);
    expect(parsed.accounts.source.address).toBe(FROM);
    expect(parsed.accounts.destination.address).toBe(TO);
  });

  it('builds TransferChecked between the associated token accounts with the mint decimals', () => {
    const accounts = { from: FROM, to: TO, mint: MINT, source: SOURCE, destination: DESTINATION };
    const { wire } = compileTransfer(
      FROM,
      LIFETIME,
      splTransferInstructions({ ...accounts, createDestination: false }, { value: 2_500_000n, decimals: 6 }),
    );
    const { transaction, instructions } = decode(wire);
    expect(Object.keys(transaction.signatures)).toEqual([FROM]);
    expect(instructions).toHaveLength(1);
    expect(instructions[0]!.programAddress).toBe(TOKEN_PROGRAM_ADDRESS);
    const parsed = parseTransferCheckedInstruction(instructions[0]!);
    expect(parsed.data).toMatchObject({ amount: 2_500_000n, decimals: 6 });
    expect(parsed.accounts.source.address).toBe(SOURCE);
    expect(parsed.accounts.mint.address).toBe(MINT);
    expect(parsed.accounts.destination.address).toBe(DESTINATION);
    expect(parsed.accounts.authority.address).toBe(FROM);
  });

  it('creates the recipient’s associated token account idempotently first when it is missing', () => {
    const accounts = { from: FROM, to: TO, mint: MINT, source: SOURCE, destination: DESTINATION };
    const instructions = splTransferInstructions(
      { ...accounts, createDestination: true },
      { value: 1n, decimals: 9 },
    );
    const { instructions: decoded } = decode(compileTransfer(FROM, LIFETIME, instructions).wire);
    expect(decoded.map((instruction) => instruction.programAddress)).toEqual([
      ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
      TOKEN_PROGRAM_ADDRESS,
    ]);
    const create = parseCreateAssociatedTokenIdempotentInstruction(decoded[0]!);
    expect(create.accounts.payer.address).toBe(FROM);
    expect(create.accounts.ata.address).toBe(DESTINATION);
    expect(create.accounts.owner.address).toBe(TO);
    expect(create.accounts.mint.address).toBe(MINT);
    expect(parseTransferCheckedInstruction(decoded[1]!).data).toMatchObject({ amount: 1n, decimals: 9 });
  });
});
