import type { TransactionRequest } from '@gangway/core/internal';
import { GangwayError, parseEvmAddress, RPC_TIMEOUT_MS } from '@gangway/protocol';
import { numberToHex } from 'viem';
import { evmChainId } from '../network/evmChainId.ts';
import type { RuntimeContext } from '../runtime/RuntimeContext.ts';
import { parseChainIdReply } from '../wallet/parseReplies.ts';
import { requestWallet } from '../wallet/requestWallet.ts';
import { switchNetwork } from './switchNetwork.ts';

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/;

function requireAddress(value: string, option: 'from' | 'to') {
  const address = parseEvmAddress(value);
  if (!address) throw new GangwayError('INVALID_OPTION', { option, reason: 'not an EVM address' });
  return address;
}

/** eth_sendTransaction through the wallet, on `network` (the wallet is moved there first if it is elsewhere). */
export async function sendTransaction(
  ctx: RuntimeContext,
  request: TransactionRequest<'eip155'>,
): Promise<`0x${string}`> {
  const { connector, network, value, data, gas } = request;
  const { provider } = ctx.wallet(connector);
  const from = requireAddress(request.from, 'from');
  const to = requireAddress(request.to, 'to');
  const current = parseChainIdReply(
    await requestWallet(provider, 'eth_chainId', undefined, { timeoutMs: RPC_TIMEOUT_MS }),
  );
  if (current !== evmChainId(network)) await switchNetwork(ctx, { connector, network });
  const hash = await requestWallet(provider, 'eth_sendTransaction', [
    {
      from,
      to,
      value: numberToHex(value),
      ...(data ? { data } : {}),
      ...(gas ? { gas: numberToHex(gas) } : {}),
    },
  ]);
  if (typeof hash !== 'string' || !TRANSACTION_HASH.test(hash)) {
    throw new GangwayError(
      'INVALID_RESPONSE',
      { source: 'the wallet (eth_sendTransaction)', reason: 'the transaction hash is not 32 bytes of hex' },
      { cause: hash, category: 'WALLET_ERROR' },
    );
  }
  return hash as `0x${string}`;
}
