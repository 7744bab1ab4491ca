// Test helpers: a Kit client on a running devnet chain, signers for the dev keys, and build-sign-send.
import {
  appendTransactionMessageInstructions,
  assertIsTransactionWithBlockhashLifetime,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  type Instruction,
  type KeyPairSigner,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import type { SolanaDevAccount } from './dev-keys.ts';
import type { SolanaDevnetChain } from './start-solana-chain.ts';

export function kitClient(devnet: SolanaDevnetChain) {
  const rpc = createSolanaRpc(devnet.rpcUrl);
  const rpcSubscriptions = createSolanaRpcSubscriptions(devnet.wsUrl);
  return {
    rpc,
    rpcSubscriptions,
    sendAndConfirm: sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions }),
  };
}

export type KitClient = ReturnType<typeof kitClient>;

export function signerOf(account: SolanaDevAccount): Promise<KeyPairSigner> {
  return createKeyPairSignerFromPrivateKeyBytes(Buffer.from(account.secretKey, 'hex'));
}

export async function signedTransaction(
  client: KitClient,
  payer: KeyPairSigner,
  instructions: readonly Instruction[],
) {
  const { value: blockhash } = await client.rpc.getLatestBlockhash().send();
  const signed = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayerSigner(payer, message),
      (message) => setTransactionMessageLifetimeUsingBlockhash(blockhash, message),
      (message) => appendTransactionMessageInstructions(instructions, message),
    ),
  );
  assertIsTransactionWithBlockhashLifetime(signed);
  return signed;
}
