// Signatures checked outside the wallet, the way a server verifying a login would.
import { createPublicKey, verify } from 'node:crypto';
import { getBase58Encoder } from '@solana/kit';
import { createPublicClient, http } from 'viem';
import { readStack } from './stackInfo.ts';

/** DER prefix of an Ed25519 SubjectPublicKeyInfo: the raw 32-byte key follows it. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** A Solana signMessage signature: base58 ed25519 over the message's UTF-8 bytes, by the base58 address's key. */
export function isValidSolanaSignature(address: string, message: string, signature: string): boolean {
  const base58 = getBase58Encoder();
  const key = createPublicKey({
    key: Buffer.concat([ED25519_SPKI_PREFIX, Buffer.from(base58.encode(address))]),
    format: 'der',
    type: 'spki',
  });
  return verify(null, Buffer.from(message, 'utf8'), key, Buffer.from(base58.encode(signature)));
}

/**
 * An EVM personal_sign signature by `address`, checked on the stack's Ethereum chain as viem does for any account:
 * an EOA's by recovery, a smart account's with ERC-1271 (ERC-6492 before it is deployed).
 */
export function isValidEvmSignature(address: string, message: string, signature: string): Promise<boolean> {
  const stack = readStack();
  const chain = stack.chains.find((candidate) => candidate.chainId === 1) ?? stack.chains[0];
  if (!chain) throw new Error('The stack runs no EVM chain');
  return createPublicClient({ transport: http(chain.rpcUrl) }).verifyMessage({
    address: address as `0x${string}`,
    message,
    signature: signature as `0x${string}`,
  });
}
