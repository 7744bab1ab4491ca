// Who may sign for a Farcaster id: the custody address the IdRegistry holds for it (Optimism, chain 10), and whether a
// signature is that address's there — an account's key, or a contract's ERC-1271 answer. The devnet puts a registry
// with the same function at the same address on its anvil chain 10.
import { farcasterIdRegistryAbi } from '@gangway/protocol';
import { createPublicClient, type Hex, http, zeroAddress } from 'viem';
import { verifyEvmSignatureOn } from '../../signatures/verifyEvmSignature.ts';

export interface FidRegistry {
  /** The fid's custody address; undefined when the fid is not registered. */
  custodyOf(fid: number): Promise<`0x${string}` | undefined>;
  /**
   * Whether `signature` is `custody`'s personal_sign of `message` on the registry's chain: an EOA's (ECDSA), a
   * contract's (ERC-1271 isValidSignature) or a contract's not deployed yet (ERC-6492).
   */
  isSignedBy(custody: `0x${string}`, message: string, signature: Hex): Promise<boolean>;
}

const REGISTRY_TIMEOUT_MS = 10_000;

export class RpcFidRegistry implements FidRegistry {
  readonly #client;

  constructor(
    rpcUrl: string,
    private readonly address: `0x${string}`,
  ) {
    this.#client = createPublicClient({
      transport: http(rpcUrl, { timeout: REGISTRY_TIMEOUT_MS, retryCount: 1 }),
    });
  }

  async custodyOf(fid: number): Promise<`0x${string}` | undefined> {
    const custody = await this.#client.readContract({
      address: this.address,
      abi: farcasterIdRegistryAbi,
      functionName: 'custodyOf',
      args: [BigInt(fid)],
    });
    return custody === zeroAddress ? undefined : custody;
  }

  isSignedBy(custody: `0x${string}`, message: string, signature: Hex): Promise<boolean> {
    return verifyEvmSignatureOn(this.#client, { address: custody, message, signature });
  }
}
