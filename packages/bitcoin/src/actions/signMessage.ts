import type { SignMessageParams } from '@gangway/core/internal';
import { GangwayError, parseBitcoinAddress } from '@gangway/protocol';
import { base64 } from '@scure/base';
import { verifyMessageSignature } from '../message/verifySignature.ts';
import type { RuntimeContext } from '../runtime/RuntimeContext.ts';

/** BIP-322 for segwit and taproot addresses, the legacy signature for P2PKH; checked, then base64. */
export async function signMessage(ctx: RuntimeContext, params: SignMessageParams): Promise<string> {
  const address = parseBitcoinAddress(params.address);
  if (!address)
    throw new GangwayError('INVALID_OPTION', { option: 'address', reason: 'not a Bitcoin address' });
  const client = ctx.client(params.connector);
  const signature = await client.signMessage(
    params.address,
    params.message,
    address.type === 'p2pkh' ? 'ecdsa' : 'bip322',
  );
  if (!verifyMessageSignature(address, new TextEncoder().encode(params.message), signature)) {
    throw new GangwayError(
      'INVALID_RESPONSE',
      {
        source: `the wallet (${client.methods.signMessage})`,
        reason: `the signature does not verify for ${params.address}`,
      },
      { category: 'WALLET_ERROR' },
    );
  }
  return base64.encode(signature);
}
