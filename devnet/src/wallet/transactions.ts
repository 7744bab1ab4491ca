import {
  type Address,
  type Hex,
  numberToHex,
  type PrivateKeyAccount,
  type SignedAuthorizationList,
} from 'viem';
import { jsonRpc } from '../json-rpc.ts';
import type { TransactionRequest } from './params.ts';
import type { DevWalletChain } from './types.ts';

const ONE_GWEI = 1_000_000_000n;

interface LatestBlock {
  baseFeePerGas?: Hex | null;
}

/**
 * Fills nonce, gas and fees from the chain, signs locally and broadcasts the raw transaction. `overrides` are what a
 * user set in the wallet (a gas limit, a nonce past the next one), over what the app asked for. With an
 * `authorizationList` it is an EIP-7702 transaction.
 */
export async function signAndSendTransaction(
  account: PrivateKeyAccount,
  chain: DevWalletChain,
  tx: TransactionRequest,
  overrides: { gas?: bigint; nonceGap?: number } = {},
  authorizationList?: SignedAuthorizationList,
): Promise<Hex> {
  const rpc = <T>(method: string, params: unknown[] = []) => jsonRpc<T>(chain.rpcUrl, method, params);
  const from: Address = account.address;
  const call = {
    from,
    to: tx.to,
    value: tx.value === undefined ? undefined : numberToHex(tx.value),
    data: tx.data,
  };
  const [next, gas] = await Promise.all([
    tx.nonce ?? rpc<Hex>('eth_getTransactionCount', [from, 'pending']).then(Number),
    overrides.gas ?? tx.gas ?? rpc<Hex>('eth_estimateGas', [call]).then(BigInt),
  ]);
  const nonce = next + (overrides.nonceGap ?? 0);
  const common = { chainId: chain.chainId, nonce, gas, to: tx.to, value: tx.value, data: tx.data };

  if (tx.gasPrice !== undefined) {
    return rpc<Hex>('eth_sendRawTransaction', [
      await account.signTransaction({ ...common, type: 'legacy', gasPrice: tx.gasPrice }),
    ]);
  }
  const block = await rpc<LatestBlock>('eth_getBlockByNumber', ['latest', false]);
  if (!block.baseFeePerGas) {
    const gasPrice = BigInt(await rpc<Hex>('eth_gasPrice'));
    return rpc<Hex>('eth_sendRawTransaction', [
      await account.signTransaction({ ...common, type: 'legacy', gasPrice }),
    ]);
  }
  const maxPriorityFeePerGas =
    tx.maxPriorityFeePerGas ?? (await rpc<Hex>('eth_maxPriorityFeePerGas').then(BigInt, () => ONE_GWEI));
  const maxFeePerGas = tx.maxFeePerGas ?? BigInt(block.baseFeePerGas) * 2n + maxPriorityFeePerGas;
  const signed = await account.signTransaction(
    authorizationList
      ? { ...common, type: 'eip7702', maxFeePerGas, maxPriorityFeePerGas, authorizationList }
      : { ...common, type: 'eip1559', maxFeePerGas, maxPriorityFeePerGas },
  );
  return rpc<Hex>('eth_sendRawTransaction', [signed]);
}
