// The Sign In With Farcaster message (FIP-11): an EIP-4361 message for the channel's app, on chain 10, naming the
// FID as its resource, signed with personal_sign by the FID's custody key.
import {
  FARCASTER_CHAIN_ID,
  FARCASTER_SIGN_IN_STATEMENT,
  type FarcasterChannelParams,
  farcasterFidResource,
} from '@gangway/protocol';
import type { Address, Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import type { FarcasterAccount } from './accounts.ts';

/** The message `custody` signs to sign in to the channel's app as `fid`. Throws on a field SIWE refuses. */
export function farcasterSignInMessage(
  request: FarcasterChannelParams,
  signer: { fid: number; custody: Address },
  issuedAt: Date = new Date(),
): string {
  return createSiweMessage({
    domain: request.domain,
    address: signer.custody,
    statement: FARCASTER_SIGN_IN_STATEMENT,
    uri: request.siweUri,
    version: '1',
    chainId: FARCASTER_CHAIN_ID,
    nonce: request.nonce,
    issuedAt,
    ...(request.notBefore ? { notBefore: new Date(request.notBefore) } : {}),
    ...(request.expirationTime ? { expirationTime: new Date(request.expirationTime) } : {}),
    ...(request.requestId ? { requestId: request.requestId } : {}),
    resources: [farcasterFidResource(signer.fid)],
  });
}

/** The message for `account` and its custody key's personal_sign signature. */
export async function signFarcasterSignIn(
  request: FarcasterChannelParams,
  account: Pick<FarcasterAccount, 'fid' | 'custody' | 'custodyPrivateKey'>,
  issuedAt?: Date,
): Promise<{ message: string; signature: Hex }> {
  const message = farcasterSignInMessage(request, account, issuedAt);
  const signature = await privateKeyToAccount(account.custodyPrivateKey).signMessage({ message });
  return { message, signature };
}
