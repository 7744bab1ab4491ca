// Whether an EVM signature is the account's, whatever the account is: an EOA (ECDSA), a deployed smart account
// (ERC-1271 isValidSignature) or one not deployed yet (ERC-6492: the factory call wrapped around the signature, run
// in a simulation). viem's verifyHash does all three through one eth_call of its universal validator, which needs no
// contract on the chain; the call goes to the chain's nodes through the server's RpcUpstream (keys stay here), or to
// a node of the server's configuration (the Farcaster IdRegistry's chain). viem reads any failed call as a signature
// that does not verify; a chain that could not be asked is told apart here and thrown as the upstream's failure.
import type { CaipNetworkId } from '@gangway/protocol';
import {
  type Address,
  type Client,
  createClient,
  createPublicClient,
  custom,
  type Hex,
  hashMessage,
  hashTypedData,
  isAddress,
  isHex,
  RpcRequestError,
  type SignableMessage,
  type TypedDataDefinition,
} from 'viem';
import { verifyHash } from 'viem/actions';
import { ApiError, upstreamFailed } from '../errors/ApiError.ts';
import { RpcCallError, type RpcUpstream, rpcCall } from '../upstreams/rpc/RpcUpstream.ts';

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
 * True when `signature` is `address`'s over the payload on `chainId`; false when it is not or is malformed. Throws
 * the upstream's ApiError (502, 504) when the chain could not be asked and the signature is no EOA's.
 */
export async function verifyEvmSignature(rpc: RpcUpstream, check: EvmSignatureCheck): Promise<boolean> {
  const { chainId } = check;
  if (!chainId.startsWith('eip155:')) throw new Error(`${chainId} is not an EVM chain`);
  const client = createPublicClient({
    transport: custom(
      {
        request: ({ method, params }: { method: string; params?: unknown }) =>
          rpcCall(rpc, chainId, method, Array.isArray(params) ? params : []),
      },
      // The upstream already falls back across the chain's endpoints.
      { retryCount: 0 },
    ),
  });
  return verifyEvmSignatureOn(client, check);
}

/** verifyEvmSignature on the chain `client` reads (a node of the server's own configuration, not an RpcUpstream). */
export async function verifyEvmSignatureOn(client: Client, check: EvmSignature): Promise<boolean> {
  const { address, signature } = check;
  if (!isAddress(address, { strict: false }) || !isHex(signature) || signature.length < 4) return false;
  let unanswered: unknown;
  const observed = createClient({
    transport: custom(
      {
        request: (args: Parameters<Client['request']>[0]) =>
          client.request(args).catch((error: unknown) => {
            if (!isRevert(error)) unanswered ??= error;
            throw error;
          }),
      },
      { retryCount: 0 },
    ),
  });
  const valid = await verifyHash(observed, { address, hash: signedHash(check), signature });
  if (valid || unanswered === undefined) return valid;
  throw asUpstreamError(unanswered);
}

const REVERTED = /revert/i;

/** Whether a failed call is the node's verdict (the validator reverted), not a failure to ask the node. */
function isRevert(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof RpcCallError) return cause.rpcCode === 3 || REVERTED.test(cause.message);
    if (cause instanceof RpcRequestError) return cause.code === 3 || REVERTED.test(cause.details);
  }
  return false;
}

/** The RpcUpstream's own answer (502, or 504 for a timeout) when it made one, else a 502 naming the cause. */
function asUpstreamError(error: unknown): ApiError {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof ApiError) return cause;
  }
  const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return upstreamFailed(`The chain could not check the signature: ${reason}`, error);
}
