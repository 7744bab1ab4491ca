// SPL token accounts and mints read from raw account data, and their jsonParsed / UiTokenAmount shapes.
import { type Address, type EncodedAccount, unwrapOption } from '@solana/kit';
import {
  AccountState,
  getMintDecoder,
  getMintSize,
  getTokenDecoder,
  getTokenSize,
  type Mint,
  TOKEN_PROGRAM_ADDRESS,
  type Token,
} from '@solana-program/token';

export const TOKEN_2022_PROGRAM_ADDRESS = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb' as Address;
export const TOKEN_PROGRAMS: readonly Address[] = [TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS];
const TOKEN_SIZE = getTokenSize();
const MINT_SIZE = getMintSize();
// Token-2022 puts an account-type byte after the base 165 bytes when extensions follow.
const TOKEN_2022_ACCOUNT_TYPE = { mint: 1, account: 2 } as const;

function isTokenProgram(owner: Address): boolean {
  return TOKEN_PROGRAMS.includes(owner);
}

function extendedType(data: EncodedAccount['data']): number | undefined {
  return data.length > TOKEN_SIZE ? data[TOKEN_SIZE] : undefined;
}

export function readTokenAccount(account: EncodedAccount): Token | undefined {
  if (!isTokenProgram(account.programAddress) || account.data.length < TOKEN_SIZE) return undefined;
  const type = extendedType(account.data);
  if (type !== undefined && type !== TOKEN_2022_ACCOUNT_TYPE.account) return undefined;
  if (account.data.length === MINT_SIZE) return undefined;
  const token = getTokenDecoder().decode(account.data.subarray(0, TOKEN_SIZE));
  return token.state === AccountState.Uninitialized ? undefined : token;
}

export function readMint(account: EncodedAccount): Mint | undefined {
  if (!isTokenProgram(account.programAddress) || account.data.length < MINT_SIZE) return undefined;
  if (account.data.length !== MINT_SIZE && extendedType(account.data) !== TOKEN_2022_ACCOUNT_TYPE.mint)
    return undefined;
  const mint = getMintDecoder().decode(account.data.subarray(0, MINT_SIZE));
  return mint.isInitialized ? mint : undefined;
}

export interface UiTokenAmount {
  amount: string;
  decimals: number;
  uiAmount: number | null;
  uiAmountString: string;
}

export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const digits = amount.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  const uiAmountString = fraction ? `${whole}.${fraction}` : whole;
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString };
}

export function parsedTokenAccount(token: Token, decimals: number) {
  const delegate = unwrapOption(token.delegate);
  const closeAuthority = unwrapOption(token.closeAuthority);
  const rentExemptReserve = unwrapOption(token.isNative);
  return {
    type: 'account',
    info: {
      isNative: rentExemptReserve !== null,
      mint: token.mint,
      owner: token.owner,
      state: token.state === AccountState.Frozen ? 'frozen' : 'initialized',
      tokenAmount: uiTokenAmount(token.amount, decimals),
      ...(delegate ? { delegate, delegatedAmount: uiTokenAmount(token.delegatedAmount, decimals) } : {}),
      ...(closeAuthority ? { closeAuthority } : {}),
      ...(rentExemptReserve !== null ? { rentExemptReserve: uiTokenAmount(rentExemptReserve, 9) } : {}),
    },
  };
}

export function parsedMint(mint: Mint) {
  return {
    type: 'mint',
    info: {
      decimals: mint.decimals,
      freezeAuthority: unwrapOption(mint.freezeAuthority),
      isInitialized: mint.isInitialized,
      mintAuthority: unwrapOption(mint.mintAuthority),
      supply: mint.supply.toString(),
    },
  };
}
