// The instructions of a transfer intent, from addresses and amounts alone (no RPC). The sender signs in the wallet,
// so it stands here as a no-op signer: the compiled transaction keeps an empty signature slot for it.
import { type Address, createNoopSigner, type Instruction } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token';

/** A System Program transfer of `lamports` from `from` to `to`. */
export function solTransferInstructions(params: {
  from: Address;
  to: Address;
  lamports: bigint;
}): Instruction[] {
  return [
    getTransferSolInstruction({
      source: createNoopSigner(params.from),
      destination: params.to,
      amount: params.lamports,
    }),
  ];
}

export interface SplTransferAccounts {
  from: Address;
  /** The recipient's wallet address: the owner of `destination`. */
  to: Address;
  mint: Address;
  /** The sender's associated token account of `mint`. */
  source: Address;
  /** The recipient's associated token account of `mint`. */
  destination: Address;
  /** Whether `destination` must be created first (paid by the sender). */
  createDestination: boolean;
}

/** TransferChecked of `amount` base units between associated token accounts, creating the recipient's when asked. */
export function splTransferInstructions(
  accounts: SplTransferAccounts,
  amount: { value: bigint; decimals: number },
): Instruction[] {
  const sender = createNoopSigner(accounts.from);
  const transfer = getTransferCheckedInstruction({
    source: accounts.source,
    mint: accounts.mint,
    destination: accounts.destination,
    authority: sender,
    amount: amount.value,
    decimals: amount.decimals,
  });
  if (!accounts.createDestination) return [transfer];
  const create = getCreateAssociatedTokenIdempotentInstruction({
    payer: sender,
    ata: accounts.destination,
    owner: accounts.to,
    mint: accounts.mint,
  });
  return [create, transfer];
}
