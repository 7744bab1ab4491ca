// Panel lines for the SPL Token program's transfers and the Associated Token Account program's creations, decoded
// with @solana-program/token. The owner of a recipient token account is known only when an earlier instruction of
// the same transaction creates that account for it.
import type {
  AccountMeta,
  Address,
  Instruction,
  InstructionWithAccounts,
  InstructionWithData,
} from '@solana/kit';
import {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  CREATE_ASSOCIATED_TOKEN_DISCRIMINATOR,
  CREATE_ASSOCIATED_TOKEN_IDEMPOTENT_DISCRIMINATOR,
  parseCreateAssociatedTokenIdempotentInstruction,
  parseCreateAssociatedTokenInstruction,
  parseTransferCheckedInstruction,
  parseTransferInstruction,
  TOKEN_PROGRAM_ADDRESS,
  TRANSFER_CHECKED_DISCRIMINATOR,
  TRANSFER_DISCRIMINATOR,
} from '@solana-program/token';
import { formatUnits } from 'viem';
import { SOLANA_MINTS } from '../../solana/dev-keys.ts';

export type DecodedInstruction = Instruction &
  InstructionWithAccounts<readonly AccountMeta[]> &
  InstructionWithData<Uint8Array>;

/** Token account → owner, from the creations seen so far in the transaction. */
export type TokenAccountOwners = Map<Address, Address>;

function tokenName(mint: Address): string {
  return Object.values(SOLANA_MINTS).find((known) => known.address === mint)?.symbol ?? mint;
}

function recipient(tokenAccount: Address, owners: TokenAccountOwners): string {
  const owner = owners.get(tokenAccount);
  return owner ? `${owner} (token account ${tokenAccount})` : `token account ${tokenAccount}`;
}

// The discriminators, not identify*Instruction: those test every instruction the programs have (+1.6 KB bundled).
function tokenLine(instruction: DecodedInstruction, owners: TokenAccountOwners): string | undefined {
  switch (instruction.data[0]) {
    case TRANSFER_CHECKED_DISCRIMINATOR: {
      const { accounts, data } = parseTransferCheckedInstruction(instruction);
      const amount = formatUnits(data.amount, data.decimals);
      return `Send ${amount} ${tokenName(accounts.mint.address)} to ${recipient(accounts.destination.address, owners)}`;
    }
    case TRANSFER_DISCRIMINATOR: {
      // Transfer names neither the mint nor its decimals: base units, from the sender's token account.
      const { accounts, data } = parseTransferInstruction(instruction);
      return `Send ${data.amount} base units from token account ${accounts.source.address} to ${recipient(accounts.destination.address, owners)}`;
    }
    default:
      return undefined;
  }
}

function associatedTokenLine(
  instruction: DecodedInstruction,
  owners: TokenAccountOwners,
): string | undefined {
  // The program's first version took Create with empty data, and still does.
  const kind = instruction.data[0] ?? CREATE_ASSOCIATED_TOKEN_DISCRIMINATOR;
  let parsed: { accounts: { ata: AccountMeta; owner: AccountMeta; mint: AccountMeta } };
  if (kind === CREATE_ASSOCIATED_TOKEN_DISCRIMINATOR) {
    parsed = parseCreateAssociatedTokenInstruction({ ...instruction, data: Uint8Array.of(kind) });
  } else if (kind === CREATE_ASSOCIATED_TOKEN_IDEMPOTENT_DISCRIMINATOR) {
    parsed = parseCreateAssociatedTokenIdempotentInstruction(instruction);
  } else {
    return undefined;
  }
  const { accounts } = parsed;
  const owner = accounts.owner.address;
  owners.set(accounts.ata.address, owner);
  return `Create ${owner}'s token account for ${tokenName(accounts.mint.address)}`;
}

/**
 * The line for an SPL Token transfer or an associated token account creation; undefined for any other instruction,
 * and for one these programs would refuse (too few accounts, data that does not decode).
 */
export function tokenInstructionLine(
  instruction: DecodedInstruction,
  owners: TokenAccountOwners,
): string | undefined {
  try {
    if (instruction.programAddress === TOKEN_PROGRAM_ADDRESS) return tokenLine(instruction, owners);
    if (instruction.programAddress === ASSOCIATED_TOKEN_PROGRAM_ADDRESS) {
      return associatedTokenLine(instruction, owners);
    }
  } catch {
    // Not a well-formed instruction of these programs: the caller names the program instead.
  }
  return undefined;
}
