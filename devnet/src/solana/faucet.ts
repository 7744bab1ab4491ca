// requestAirdrop as a real transfer from the faucet key, so an airdrop has a signature, a slot and a
// history entry like any other transaction.
import {
  type Address,
  appendTransactionMessageInstruction,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  type KeyPairSigner,
  pipe,
  type Signature,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import type { SolanaChain } from './chain.ts';
import { SOLANA_FAUCET } from './dev-keys.ts';
import { decodeWireTransaction } from './wire-transaction.ts';

let faucetSigner: Promise<KeyPairSigner> | undefined;

function faucet(): Promise<KeyPairSigner> {
  faucetSigner ??= createKeyPairSignerFromPrivateKeyBytes(Buffer.from(SOLANA_FAUCET.secretKey, 'hex'));
  return faucetSigner;
}

export async function airdrop(chain: SolanaChain, recipient: Address, amount: bigint): Promise<Signature> {
  const signer = await faucet();
  const transaction = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayerSigner(signer, message),
      (message) => setTransactionMessageLifetimeUsingBlockhash(chain.slots.latestBlockhash(), message),
      (message) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({ source: signer, destination: recipient, amount }),
          message,
        ),
    ),
  );
  return chain.send(decodeWireTransaction(getBase64EncodedWireTransaction(transaction), 'base64'));
}
