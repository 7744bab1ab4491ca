// The state every devnet Solana chain starts from: the faucet, the dev accounts with SOL, and both SPL
// mints with an associated token account per dev account. Written directly into litesvm's accounts (no
// transactions), so the dev accounts start with an empty history.
import { type Address, lamports } from '@solana/kit';
import { SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system';
import {
  AccountState,
  findAssociatedTokenPda,
  getMintEncoder,
  getMintSize,
  getTokenEncoder,
  getTokenSize,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import type { LiteSVM } from 'litesvm';
import {
  LAMPORTS_PER_SOL,
  SOL_PER_ACCOUNT,
  SOLANA_DEV_ACCOUNTS,
  SOLANA_FAUCET,
  SOLANA_MINTS,
  type SolanaMintKey,
} from './dev-keys.ts';

/**
 * What the faucet starts with: a million SOL, 1e15 lamports. Every lamport count on the devnet stays within a JSON
 * number's exact range (2^53), so a transaction listing the faucet's balance reads back exactly in any client.
 */
export const FAUCET_SOL = 1_000_000n;

function setSystemAccount(svm: LiteSVM, address: Address, sol: bigint): void {
  svm.setAccount({
    address,
    lamports: lamports(sol * LAMPORTS_PER_SOL),
    programAddress: SYSTEM_PROGRAM_ADDRESS,
    executable: false,
    data: new Uint8Array(),
    space: 0n,
  });
}

function setTokenProgramAccount(svm: LiteSVM, address: Address, data: Uint8Array): void {
  svm.setAccount({
    address,
    lamports: lamports(svm.minimumBalanceForRentExemption(BigInt(data.length))),
    programAddress: TOKEN_PROGRAM_ADDRESS,
    executable: false,
    data,
    space: BigInt(data.length),
  });
}

export function baseUnits(key: SolanaMintKey, whole: bigint): bigint {
  return whole * 10n ** BigInt(SOLANA_MINTS[key].decimals);
}

export async function associatedTokenAddress(owner: Address, mint: Address): Promise<Address> {
  const [address] = await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS });
  return address;
}

export async function writeGenesis(svm: LiteSVM): Promise<void> {
  setSystemAccount(svm, SOLANA_FAUCET.address, FAUCET_SOL);
  for (const account of SOLANA_DEV_ACCOUNTS) setSystemAccount(svm, account.address, SOL_PER_ACCOUNT);

  const mintAuthority = SOLANA_DEV_ACCOUNTS[0]!.address;
  for (const mint of Object.values(SOLANA_MINTS)) {
    const perAccount = baseUnits(mint.key, mint.wholeTokensPerAccount);
    const mintData = getMintEncoder().encode({
      mintAuthority,
      supply: perAccount * BigInt(SOLANA_DEV_ACCOUNTS.length),
      decimals: mint.decimals,
      isInitialized: true,
      freezeAuthority: null,
    });
    if (mintData.length !== getMintSize()) throw new Error('Unexpected mint size');
    setTokenProgramAccount(svm, mint.address, Uint8Array.from(mintData));
    for (const account of SOLANA_DEV_ACCOUNTS) {
      const tokenData = getTokenEncoder().encode({
        mint: mint.address,
        owner: account.address,
        amount: perAccount,
        delegate: null,
        state: AccountState.Initialized,
        isNative: null,
        delegatedAmount: 0,
        closeAuthority: null,
      });
      if (tokenData.length !== getTokenSize()) throw new Error('Unexpected token account size');
      setTokenProgramAccount(
        svm,
        await associatedTokenAddress(account.address, mint.address),
        Uint8Array.from(tokenData),
      );
    }
  }
}
