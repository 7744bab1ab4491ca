import {
  requireWalletFeature,
  type SignMessageParams,
  type TransactionRequest,
} from '@gangway/core/internal';
import { GangwayError } from '@gangway/protocol';
import { getBase58Decoder } from '@solana/kit';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { walletStandardChain } from '../network/solanaChain.ts';
import type { RuntimeContext } from '../runtime/RuntimeContext.ts';
import { prepareTransfer } from '../transfer/prepareTransfer.ts';
import { FEATURES, type SignAndSendTransactionFeature, type SignMessageFeature } from '../wallet/features.ts';

const SIGNATURE_BYTES = 64;

function accountOf(wallet: Wallet, address: string, option: string): WalletAccount {
  const account = wallet.accounts.find((candidate) => candidate.address === address);
  if (!account) {
    throw new GangwayError('INVALID_OPTION', { option, reason: 'not an account the wallet granted' });
  }
  return account;
}

/** A 64-byte ed25519 signature from the wallet, as base58. */
function signatureOf(reply: unknown, method: string): string {
  const signature = Array.isArray(reply)
    ? (reply[0] as { signature?: unknown } | undefined)?.signature
    : undefined;
  if (!(signature instanceof Uint8Array) || signature.length !== SIGNATURE_BYTES) {
    throw new GangwayError(
      'INVALID_RESPONSE',
      { source: `the wallet (${method})`, reason: 'the signature is not 64 bytes' },
      { cause: reply, category: 'WALLET_ERROR' },
    );
  }
  return getBase58Decoder().decode(signature);
}

/** solana:signMessage over the UTF-8 bytes of `message` (SPEC §3: message and pubkey). */
export async function signMessage(ctx: RuntimeContext, params: SignMessageParams): Promise<string> {
  const wallet = ctx.wallet(params.connector);
  const account = accountOf(wallet, params.address, 'address');
  const signer = requireWalletFeature<SignMessageFeature>(wallet, FEATURES.signMessage);
  const reply = await signer.signMessage({ account, message: new TextEncoder().encode(params.message) });
  return signatureOf(reply, FEATURES.signMessage);
}

/**
 * solana:signAndSendTransaction with SPEC §3's options; resolves with the transaction signature. A transfer intent
 * (`to`, `value`, `mint`) is built into a transaction first, and refused before the wallet is asked when it cannot land.
 */
export async function sendTransaction(
  ctx: RuntimeContext,
  request: TransactionRequest<'solana'>,
): Promise<string> {
  const wallet = ctx.wallet(request.connector);
  const account = accountOf(wallet, request.from, 'from');
  const sender = requireWalletFeature<SignAndSendTransactionFeature>(wallet, FEATURES.signAndSendTransaction);
  const transaction =
    'transaction' in request
      ? request.transaction
      : await prepareTransfer(request.network, request.from, request);
  const reply = await sender.signAndSendTransaction({
    account,
    chain: walletStandardChain(request.network),
    transaction,
    ...(request.options ? { options: request.options } : {}),
  });
  return signatureOf(reply, FEATURES.signAndSendTransaction);
}
