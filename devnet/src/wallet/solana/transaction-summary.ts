// The approval panel's lines for a Solana transaction: each instruction decoded where the wallet knows its program
// (System transfers; SPL Token transfers and associated token account creations), otherwise named by program; the fee.
import {
  type AccountMeta,
  AccountRole,
  type Address,
  getCompiledTransactionMessageDecoder,
  type Transaction,
} from '@solana/kit';
import { formatUnits } from 'viem';
import { type DecodedInstruction, type TokenAccountOwners, tokenInstructionLine } from './token-summary.ts';

const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const SYSTEM_TRANSFER = 2;
const SOL_DECIMALS = 9;
// The devnet charges a flat 5 000 lamports per signature (devnet/README.md): good enough for a summary line.
const LAMPORTS_PER_SIGNATURE = 5_000n;

/** Only what the summary reads; legacy, v0 and v1 compiled messages all have these. */
interface MessageShape {
  header?: {
    numSignerAccounts?: number;
    numReadonlySignerAccounts?: number;
    numReadonlyNonSignerAccounts?: number;
  };
  staticAccounts?: readonly string[];
  instructions?: readonly CompiledInstruction[];
}

interface CompiledInstruction {
  programAddressIndex: number;
  accountIndices?: readonly number[];
  data?: ArrayLike<number>;
}

const sol = (lamports: bigint): string => `${formatUnits(lamports, SOL_DECIMALS)} SOL`;

function littleEndian(data: ArrayLike<number>, from: number, bytes: number): bigint {
  let value = 0n;
  for (let index = bytes - 1; index >= 0; index--) value = (value << 8n) | BigInt(data[from + index] ?? 0);
  return value;
}

/** The role the message header gives the static account at `index`. */
function accountRole(message: MessageShape, index: number): AccountRole {
  const signers = message.header?.numSignerAccounts ?? 0;
  const total = message.staticAccounts?.length ?? 0;
  if (index < signers) {
    return index < signers - (message.header?.numReadonlySignerAccounts ?? 0)
      ? AccountRole.WRITABLE_SIGNER
      : AccountRole.READONLY_SIGNER;
  }
  return index < total - (message.header?.numReadonlyNonSignerAccounts ?? 0)
    ? AccountRole.WRITABLE
    : AccountRole.READONLY;
}

/** The instruction with its accounts' addresses; undefined when one comes from an address lookup table. */
function decompile(message: MessageShape, compiled: CompiledInstruction): DecodedInstruction | undefined {
  const staticAccounts = message.staticAccounts ?? [];
  const program = staticAccounts[compiled.programAddressIndex];
  if (program === undefined) return undefined;
  const accounts: AccountMeta[] = [];
  for (const index of compiled.accountIndices ?? []) {
    const address = staticAccounts[index];
    if (address === undefined) return undefined;
    accounts.push({ address: address as Address, role: accountRole(message, index) });
  }
  return { programAddress: program as Address, accounts, data: Uint8Array.from(compiled.data ?? []) };
}

function systemTransferLine(message: MessageShape, compiled: CompiledInstruction): string | undefined {
  const accounts = message.staticAccounts ?? [];
  const data = compiled.data ?? [];
  if (
    accounts[compiled.programAddressIndex] !== SYSTEM_PROGRAM ||
    data.length !== 12 ||
    littleEndian(data, 0, 4) !== BigInt(SYSTEM_TRANSFER)
  ) {
    return undefined;
  }
  const to = accounts[compiled.accountIndices?.[1] ?? -1] ?? 'a looked-up account';
  return `Send ${sol(littleEndian(data, 4, 8))} to ${to}`;
}

/** Lines for the panel: each System or SPL transfer decoded, other instructions by program; the fee. */
export function transactionSummary(transaction: Transaction): string[] {
  let message: MessageShape;
  try {
    message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes) as MessageShape;
  } catch {
    return ['A transaction the wallet cannot decode'];
  }
  const owners: TokenAccountOwners = new Map();
  const lines = (message.instructions ?? []).map((compiled) => {
    const systemTransfer = systemTransferLine(message, compiled);
    if (systemTransfer) return systemTransfer;
    const instruction = decompile(message, compiled);
    const tokenLine = instruction && tokenInstructionLine(instruction, owners);
    if (tokenLine) return tokenLine;
    return `Call program ${message.staticAccounts?.[compiled.programAddressIndex] ?? 'an address lookup table program'}`;
  });
  const signers = BigInt(message.header?.numSignerAccounts ?? Object.keys(transaction.signatures).length);
  return [...lines, `Fee: ${sol(signers * LAMPORTS_PER_SIGNATURE)}`];
}
