import type { SignMessageParams } from '@gangway/core/internal';
import { GangwayError, parseEvmAddress } from '@gangway/protocol';
import { stringToHex } from 'viem';
import type { RuntimeContext } from '../runtime/RuntimeContext.ts';
import { requestWallet } from '../wallet/requestWallet.ts';

const SIGNATURE = /^0x(?:[0-9a-fA-F]{2})+$/;

/**
 * personal_sign with params [message, address] (SPEC §7). The message goes hex-encoded UTF-8, as EIP-1193 wallets
 * expect: sent raw, a message that happens to look like hex would be signed as bytes.
 */
export async function signMessage(ctx: RuntimeContext, params: SignMessageParams): Promise<`0x${string}`> {
  const { connector, address, message } = params;
  const { provider } = ctx.wallet(connector);
  if (!parseEvmAddress(address)) {
    throw new GangwayError('INVALID_OPTION', { option: 'address', reason: 'not an EVM address' });
  }
  const signature = await requestWallet(provider, 'personal_sign', [stringToHex(message), address]);
  if (typeof signature !== 'string' || !SIGNATURE.test(signature)) {
    throw new GangwayError(
      'INVALID_RESPONSE',
      { source: 'the wallet (personal_sign)', reason: 'the signature is not hex data' },
      { cause: signature, category: 'WALLET_ERROR' },
    );
  }
  return signature as `0x${string}`;
}
