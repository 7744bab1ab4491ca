import type { SolanaRpc } from '../network/solanaRpc.ts';
import type { CompiledTransfer } from './compileTransfer.ts';

/** The network's fee for the compiled message, in lamports. */
export async function transactionFee(
  rpc: SolanaRpc,
  compiled: CompiledTransfer,
  abortSignal: AbortSignal,
): Promise<bigint> {
  const { value } = await rpc.getFeeForMessage(compiled.messageBase64).send({ abortSignal });
  if (typeof value !== 'bigint')
    throw new Error('getFeeForMessage gave no fee for the blockhash it had just given');
  return value;
}
