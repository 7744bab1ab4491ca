import type { CaipNetwork } from '@gangway/core';
import { GangwayError } from '@gangway/protocol';
import { type Address, decodeAccount, fetchEncodedAccounts, type MaybeEncodedAccount } from '@solana/kit';
import {
  findAssociatedTokenPda,
  getMintDecoder,
  getMintSize,
  getTokenDecoder,
  getTokenSize,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { readRpc } from '../network/solanaRpc.ts';
import { compileTransfer } from './compileTransfer.ts';
import { requireFunds } from './requireFunds.ts';
import { transactionFee } from './transactionFee.ts';
import { splTransferInstructions } from './transferInstructions.ts';

async function associatedTokenAccount(owner: Address, mint: Address): Promise<Address> {
  const [found] = await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS });
  return found;
}

/** The mint's decimals; INVALID_OPTION `mint` unless the account is an initialized SPL Token mint. */
function mintDecimals(account: MaybeEncodedAccount, network: CaipNetwork): number {
  if (
    account.exists &&
    account.programAddress === TOKEN_PROGRAM_ADDRESS &&
    account.data.length === getMintSize()
  ) {
    const mint = decodeAccount(account, getMintDecoder()).data;
    if (mint.isInitialized) return mint.decimals;
  }
  throw new GangwayError('INVALID_OPTION', {
    option: 'mint',
    reason: `${account.address} is not an SPL Token mint on ${network.name}`,
  });
}

/** Base units the token account holds; none when it does not exist. */
function tokenAmount(account: MaybeEncodedAccount): bigint {
  return account.exists ? decodeAccount(account, getTokenDecoder()).data.amount : 0n;
}

/**
 * The unsigned wire transaction of an SPL transfer between associated token accounts, once the network's RPC shows it
 * can land: `mint` is a mint, the sender holds the amount, and SOL for the fee and a new recipient account's rent.
 */
export async function prepareSplTransfer(
  network: CaipNetwork,
  from: Address,
  intent: { to: Address; value: bigint; mint: Address },
): Promise<Uint8Array> {
  const { to, value, mint } = intent;
  const [source, destination] = await Promise.all([
    associatedTokenAccount(from, mint),
    associatedTokenAccount(to, mint),
  ]);
  const { decimals: nativeDecimals, symbol } = network.nativeCurrency;
  return readRpc(network, async (rpc, abortSignal) => {
    const [accounts, lifetime, lamports, accountRent] = await Promise.all([
      fetchEncodedAccounts(rpc, [mint, to, source, destination], { abortSignal }),
      rpc
        .getLatestBlockhash()
        .send({ abortSignal })
        .then((reply) => reply.value),
      rpc
        .getBalance(from)
        .send({ abortSignal })
        .then((reply) => reply.value),
      rpc.getMinimumBalanceForRentExemption(BigInt(getTokenSize())).send({ abortSignal }),
    ]);
    const [mintAccount, recipient, sourceAccount, destinationAccount] = accounts;
    if (!mintAccount || !recipient || !sourceAccount || !destinationAccount) {
      throw new Error('getMultipleAccounts answered fewer accounts than asked for');
    }
    const decimals = mintDecimals(mintAccount, network);
    if (recipient.exists && recipient.programAddress === TOKEN_PROGRAM_ADDRESS) {
      throw new GangwayError('INVALID_OPTION', {
        option: 'to',
        reason: 'a token account: give the wallet address that owns it',
      });
    }
    requireFunds({
      needed: value,
      available: tokenAmount(sourceAccount),
      decimals,
      asset: `tokens of ${mint}`,
    });
    const createDestination = !destinationAccount.exists;
    const compiled = compileTransfer(
      from,
      lifetime,
      splTransferInstructions(
        { from, to, mint, source, destination, createDestination },
        { value, decimals },
      ),
    );
    const fee = await transactionFee(rpc, compiled, abortSignal);
    requireFunds({
      needed: fee + (createDestination ? accountRent : 0n),
      available: lamports,
      decimals: nativeDecimals,
      asset: symbol,
    });
    return compiled.wire;
  });
}
