// Whether an EVM signature is the account's, whatever the account is: an EOA (ECDSA), a deployed smart account
// (ERC-1271 isValidSignature) or one not deployed yet (ERC-6492: the factory call wrapped around the signature, run
// in a simulation). viem's verifyHash does all three through one eth_call of its universal validator, which needs no
// contract on the chain; the call goes to the chain's nodes through the server's RpcUpstream (keys stay here), or to
// a node of the server's configuration (the Farcaster IdRegistry's chain).
import type { CaipNetworkId } from '@gangway/protocol';
import {
  type Address,
  type Client,
  createPublicClient,
  custom,
  type Hex,
  hashMessage,
  hashTypedData,
  isAddress,
  isHex,
  type SignableMessage,
  type TypedDataDefinition,
} from 'viem';
import { verifyHash } from 'viem/actions';
import { type RpcUpstream, rpcCall } from '../upstreams/rpc/RpcUpstream.ts';

export type SignedPayload =
  /** personal_sign (EIP-191) of a text or of raw bytes. */
  | { message: SignableMessage }
  /** eth_signTypedData_v4 (EIP-712). */
  | { typedData: TypedDataDefinition };

export type EvmSignature = SignedPayload & {
  address: Address;
  signature: Hex;
};

export type EvmSignatureCheck = EvmSignature & { chainId: CaipNetworkId };

/** The hash the account signed: EIP-191 for a message, EIP-712 for typed data. */
export function signedHash(payload: SignedPayload): Hex {
  return 'message' in payload ? hashMessage(payload.message) : hashTypedData(payload.typedData);
}

/**
 * True when `signature` is `address`'s over the payload on `chainId`. False when it is not, is malformed, or the
 * chain could not be asked (viem reports a failed call as a failed verification): it fails closed.
 */
export async function verifyEvmSignature(rpc: RpcUpstream, check: EvmSignatureCheck): Promise<boolean> {
  const { chainId } = check;
  if (!chainId.startsWith('eip155:')) throw new Error(`${chainId} is not an EVM chain`);
  const client = createPublicClient({
    transport: custom({
      request: ({ method, params }: { method: string; params?: unknown }) =>
        rpcCall(rpc, chainId, method, Array.isArray(params) ? params : []),
    }),
  });
  return verifyEvmSignatureOn(client, check);
}

/** verifyEvmSignature on the chain `client` reads (a node of the server's own configuration, not an RpcUpstream). */
export async function verifyEvmSignatureOn(client: Client, check: EvmSignature): Promise<boolean> {
  const { address, signature } = check;
  if (!isAddress(address, { strict: false }) || !isHex(signature) || signature.length < 4) return false;
  return verifyHash(client, { address, hash: signedHash(check), signature });
}
