// The signature of a sign-in message, checked per family: EIP-4361 through verifyEvmSignature (an EOA's signature,
// ERC-1271 for a deployed smart account, ERC-6492 for one not deployed yet, over the chain's RPC upstream), Solana's
// sign-in message through Wallet Standard's verifySignIn (ed25519), Bitcoin through bip322-js (BIP-322, and legacy
// BIP-137 for P2PKH addresses).

import type { SignInNamespace, SiwxMessageData, SiwxSessionRecord } from '@gangway/protocol';
import { base58 } from '@scure/base';
import { verifySignIn } from '@solana/wallet-standard-util';
import { Verifier } from 'bip322-js';
import type { Hex } from 'viem';
import { isErc6492Signature } from 'viem/utils';
import { ApiError, upstreamFailed } from '../errors/ApiError.ts';
import { verifyEvmSignature } from '../signatures/verifyEvmSignature.ts';
import { RpcCallError, type RpcUpstream, rpcCall } from '../upstreams/rpc/RpcUpstream.ts';

export type VerifiedAs = SiwxSessionRecord['verifiedAs'];

export interface SignatureCheck {
  namespace: SignInNamespace;
  data: SiwxMessageData;
  message: string;
  signature: string;
  /** The server's upstream of the message's chain: a contract account's signature is checked there. */
  rpc: RpcUpstream;
}

/**
 * How the signature verified, or undefined when it does not (a malformed signature too). A chain that could not be
 * asked is no verdict: its upstream error (502, 504) is thrown.
 */
export async function verifySignInSignature(check: SignatureCheck): Promise<VerifiedAs | undefined> {
  try {
    switch (check.namespace) {
      case 'eip155':
        return await verifyEvm(check);
      case 'solana':
        return verifySolana(check) ? 'ed25519' : undefined;
      case 'bip122':
        return Verifier.verifySignature(check.data.accountAddress, check.message, check.signature, true)
          ? 'bip322'
          : undefined;
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof RpcCallError) throw upstreamFailed(error.message, error);
    return undefined;
  }
}

async function verifyEvm({ data, message, signature, rpc }: SignatureCheck): Promise<VerifiedAs | undefined> {
  if (!/^0x[0-9a-fA-F]+$/.test(signature)) return undefined;
  const address = data.accountAddress as Hex;
  const valid = await verifyEvmSignature(rpc, {
    chainId: data.chainId,
    address,
    message,
    signature: signature as Hex,
  });
  if (!valid) return undefined;
  if (isErc6492Signature(signature as Hex)) return 'erc6492';
  const code = await rpcCall(rpc, data.chainId, 'eth_getCode', [address, 'latest']);
  return typeof code === 'string' && code !== '0x' ? 'erc1271' : 'eoa';
}

function verifySolana({ data, message, signature }: SignatureCheck): boolean {
  const publicKey = base58.decode(data.accountAddress);
  const signatureBytes = base58.decode(signature);
  if (publicKey.length !== 32 || signatureBytes.length !== 64) return false;
  const input = {
    domain: data.domain,
    address: data.accountAddress,
    statement: data.statement,
    uri: data.uri,
    version: data.version,
    chainId: data.chainId.slice(data.chainId.indexOf(':') + 1),
    nonce: data.nonce,
    issuedAt: data.issuedAt,
    expirationTime: data.expirationTime,
    notBefore: data.notBefore,
    requestId: data.requestId,
    resources: data.resources ? [...data.resources] : undefined,
  };
  const output = {
    account: { address: data.accountAddress, publicKey, chains: [], features: [] },
    signedMessage: new TextEncoder().encode(message),
    signature: signatureBytes,
  };
  return verifySignIn(input, output as Parameters<typeof verifySignIn>[1]);
}
