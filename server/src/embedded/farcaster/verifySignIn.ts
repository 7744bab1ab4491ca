// Sign In With Farcaster (FIP-11): the message a Farcaster client signed for a channel is an EIP-4361 message on
// Optimism (chain 10) naming the fid in its resources, signed by the fid's custody address (its key, or, for a
// contract, its ERC-1271 answer on chain 10). Everything the channel fixed is checked against what gangway-server
// asked for, never against what the message claims.
import { FARCASTER_CHAIN_ID, farcasterFidResource } from '@gangway/protocol';
import { isAddressEqual } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import type { FarcasterApproval } from './FarcasterRelay.ts';
import type { FidRegistry } from './FidRegistry.ts';

/** What the channel asked for. */
export interface ExpectedSignIn {
  domain: string;
  uri: string;
  nonce: string;
}

export class SignInRefused extends Error {
  override readonly name = 'SignInRefused';
}

export async function verifySignIn(
  approval: Pick<FarcasterApproval, 'message' | 'signature' | 'fid'>,
  expected: ExpectedSignIn,
  registry: FidRegistry,
  now: Date = new Date(),
): Promise<void> {
  const fields = parseSiweMessage(approval.message);
  const refuse = (reason: string): never => {
    throw new SignInRefused(reason);
  };
  if (!fields.address || !fields.domain || !fields.uri || fields.version !== '1')
    refuse('the message is not a sign-in message');
  if (fields.domain !== expected.domain)
    refuse(`the message is for ${fields.domain}, not ${expected.domain}`);
  if (fields.uri !== expected.uri) refuse('the message names another uri');
  if (fields.nonce !== expected.nonce) refuse("the message does not carry this channel's nonce");
  if (fields.chainId !== FARCASTER_CHAIN_ID)
    refuse(`the message is for chain ${fields.chainId}, not ${FARCASTER_CHAIN_ID}`);
  const resources = fields.resources ?? [];
  if (resources.length !== 1 || resources[0] !== farcasterFidResource(approval.fid))
    refuse(`the message does not name fid ${approval.fid}`);
  const time = now.getTime();
  if (!fields.issuedAt || Number.isNaN(fields.issuedAt.getTime())) refuse('the message has no issue time');
  if (fields.expirationTime && !(fields.expirationTime.getTime() > time)) refuse('the message has expired');
  if (fields.notBefore && fields.notBefore.getTime() > time) refuse('the message is not valid yet');
  const custody = await registry.custodyOf(approval.fid);
  if (!custody) refuse(`fid ${approval.fid} is not registered`);
  if (!isAddressEqual(fields.address as `0x${string}`, custody as `0x${string}`))
    refuse(`the message is signed for another address than fid ${approval.fid}'s custody`);
  const valid = await registry.isSignedBy(custody as `0x${string}`, approval.message, approval.signature);
  if (!valid) refuse("the signature is not the fid's custody address's");
}
