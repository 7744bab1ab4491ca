// Who may sign for a Farcaster id: the custody address the IdRegistry holds for it (Optimism, chain 10). The devnet
// puts a registry with the same function at the same address on its anvil chain 10.
import { farcasterIdRegistryAbi } from '@gangway/protocol';
import { createPublicClient, http, zeroAddress } from 'viem';

export interface FidRegistry {
  /** The fid's custody address; undefined when the fid is not registered. */
  custodyOf(fid: number): Promise<`0x${string}` | undefined>;
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
}
