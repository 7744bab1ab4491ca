// The sendTransaction payload of a token transfer, per family (ChainAdapter's TransactionPayloads).
import type { TransactionPayloads } from '../adapter/ChainAdapter.ts';
import type { TokenBalance } from '../api/schemas/balance.ts';
import { parseCaipAddress } from '../caip/ids.ts';
import { GangwayError } from '../errors/GangwayError.ts';
import { erc20TransferData } from './erc20Transfer.ts';
import { isNativeToken } from './validateSend.ts';

export type TransferPayload =
  | ({ namespace: 'eip155' } & TransactionPayloads['eip155'])
  | ({ namespace: 'solana' } & { to: string; value: bigint; mint?: string });

export function buildTransfer(token: TokenBalance, receiver: string, amount: bigint): TransferPayload {
  const { namespace, address: tokenAddress } = parseCaipAddress(token.address);
  const to = receiver.trim();
  const native = isNativeToken(token);
  if (namespace === 'eip155') {
    return native
      ? { namespace, to, value: amount }
      : { namespace, to: tokenAddress, value: 0n, data: erc20TransferData(to, amount) };
  }
  if (namespace === 'solana') {
    return native ? { namespace, to, value: amount } : { namespace, to, value: amount, mint: tokenAddress };
  }
  throw new GangwayError('CHAIN_NOT_SUPPORTED', { category: 'WALLET_ERROR' });
}
