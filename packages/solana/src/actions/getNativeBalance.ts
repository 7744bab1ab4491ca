import type { CaipNetwork } from '@gangway/core';
import type { NativeBalance } from '@gangway/core/internal';
import { GangwayError, isSolanaAddress } from '@gangway/protocol';
import { address } from '@solana/kit';
import { readRpc } from '../network/solanaRpc.ts';

/** getBalance through the network's own RPC URL (rpcUrls.default.http), never through the wallet. */
export async function getNativeBalance(params: {
  address: string;
  network: CaipNetwork;
}): Promise<NativeBalance> {
  const { network } = params;
  if (!isSolanaAddress(params.address)) {
    throw new GangwayError('INVALID_OPTION', { option: 'address', reason: 'not a Solana address' });
  }
  const value = await readRpc(network, async (rpc, abortSignal) => {
    const reply = await rpc.getBalance(address(params.address)).send({ abortSignal });
    if (typeof reply.value !== 'bigint' || reply.value < 0n)
      throw new Error('the balance is not a lamport count');
    return reply.value;
  });
  const { decimals, symbol } = network.nativeCurrency;
  return { value, decimals, symbol };
}
