// An account as RPC methods and accountNotification return it, in the encoding the client asked for.
import { type Address, type EncodedAccount, getBase58Decoder, lamports } from '@solana/kit';
import type { LiteSVM } from 'litesvm';
import { JsonRpcError } from '../json-rpc.ts';
import { type Config, optionalEnum, optionalInteger } from './params.ts';
import { invalidParams, RPC_ERROR } from './rpc-error.ts';
import { parsedMint, parsedTokenAccount, readMint, readTokenAccount } from './token-accounts.ts';

export const ACCOUNT_ENCODINGS = ['binary', 'base58', 'base64', 'base64+zstd', 'jsonParsed'] as const;
export type AccountEncoding = (typeof ACCOUNT_ENCODINGS)[number];
// Rent-exempt accounts report u64::MAX as their rent epoch.
const RENT_EXEMPT_EPOCH = 18_446_744_073_709_551_615n;
const BASE58_DATA_LIMIT = 128;

export interface AccountView {
  encoding: AccountEncoding;
  dataSlice?: { offset: number; length: number };
}

export function accountView(config: Config, fallback: AccountEncoding = 'binary'): AccountView {
  const encoding = optionalEnum(config, 'encoding', ACCOUNT_ENCODINGS) ?? fallback;
  if (encoding === 'base64+zstd')
    throw invalidParams('base64+zstd is not supported by the devnet; use base64');
  const slice = config.dataSlice;
  if (slice === undefined || slice === null) return { encoding };
  if (typeof slice !== 'object' || Array.isArray(slice)) throw invalidParams('dataSlice must be an object');
  const sliceConfig = slice as Config;
  const offset = optionalInteger(sliceConfig, 'offset');
  const length = optionalInteger(sliceConfig, 'length');
  if (offset === undefined || length === undefined) throw invalidParams('dataSlice needs offset and length');
  return { encoding, dataSlice: { offset, length } };
}

function parsedData(svm: LiteSVM, account: EncodedAccount) {
  const token = readTokenAccount(account);
  if (token) {
    const mint = svm.getAccount(token.mint);
    const decimals = mint.exists ? (readMint(mint)?.decimals ?? 0) : 0;
    return { program: 'spl-token', parsed: parsedTokenAccount(token, decimals), space: account.data.length };
  }
  const mint = readMint(account);
  if (mint) return { program: 'spl-token', parsed: parsedMint(mint), space: account.data.length };
  return undefined;
}

function encodeData(svm: LiteSVM, account: EncodedAccount, view: AccountView) {
  if (view.encoding === 'jsonParsed' && !view.dataSlice) {
    const parsed = parsedData(svm, account);
    if (parsed) return parsed;
  }
  const data = view.dataSlice
    ? account.data.subarray(view.dataSlice.offset, view.dataSlice.offset + view.dataSlice.length)
    : account.data;
  if (view.encoding === 'binary' || view.encoding === 'base58') {
    if (data.length > BASE58_DATA_LIMIT)
      throw new JsonRpcError(
        RPC_ERROR.invalidRequest,
        'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
      );
    const text = getBase58Decoder().decode(data);
    return view.encoding === 'binary' ? text : [text, 'base58'];
  }
  return [Buffer.from(data).toString('base64'), 'base64'];
}

export function encodeAccount(svm: LiteSVM, account: EncodedAccount, view: AccountView) {
  return {
    data: encodeData(svm, account, view),
    executable: account.executable,
    lamports: account.lamports,
    owner: account.programAddress,
    rentEpoch: RENT_EXEMPT_EPOCH,
    space: account.data.length,
  };
}

/** A closed account reads as an empty one owned by the System Program, as a node notifies it. */
export function accountOrClosed(svm: LiteSVM, address: Address): EncodedAccount {
  const account = svm.getAccount(address);
  if (account.exists) return account;
  return {
    address,
    data: new Uint8Array(),
    executable: false,
    lamports: lamports(0n),
    programAddress: '11111111111111111111111111111111' as Address,
    space: 0n,
  };
}
