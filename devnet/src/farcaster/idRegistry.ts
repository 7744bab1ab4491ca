// The FID registry on the devnet: DevIdRegistry (contracts/sol/DevIdRegistry.sol) placed on the devnet's chain 10 at
// the address of Farcaster's IdRegistry on Optimism, with the devnet's Farcaster accounts registered. An app reads it
// as it reads the real one (custodyOf, idOf), pointed at the devnet's chain 10 instead of Optimism.
import { FARCASTER_CHAIN_ID, FARCASTER_ID_REGISTRY, farcasterIdRegistryAbi } from '@gangway/protocol';
import {
  type Address,
  createPublicClient,
  encodeAbiParameters,
  type Hex,
  http,
  keccak256,
  numberToHex,
  pad,
  zeroAddress,
} from 'viem';
import { compileTokens } from '../contracts/compile-tokens.ts';
import { jsonRpc } from '../json-rpc.ts';
import { FARCASTER_ACCOUNTS, type FarcasterAccount } from './accounts.ts';

const ID_OF_SLOT = 0n;
const CUSTODY_OF_SLOT = 1n;

/** The storage slot of `mapping[key]` for a mapping declared at `slot` (Solidity's layout: keccak(key . slot)). */
const uintKeySlot = (key: bigint, slot: bigint): Hex =>
  keccak256(encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [key, slot]));
const addressKeySlot = (key: Address, slot: bigint): Hex =>
  keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [key, slot]));

/**
 * Places the registry at FARCASTER_ID_REGISTRY on the chain at `rpcUrl` (the devnet's chain 10) and registers
 * `accounts` (default: the devnet's registered Farcaster accounts; a test may register any fid to any custody, a
 * contract's included). Idempotent: a second call writes the same.
 */
export async function installFarcasterRegistry(
  rpcUrl: string,
  accounts: readonly Pick<FarcasterAccount, 'fid' | 'custody'>[] = FARCASTER_ACCOUNTS.filter(
    (account) => account.registered,
  ),
): Promise<void> {
  const chainId = Number(await jsonRpc<Hex>(rpcUrl, 'eth_chainId'));
  if (chainId !== FARCASTER_CHAIN_ID)
    throw new Error(`The Farcaster IdRegistry belongs on chain ${FARCASTER_CHAIN_ID}, not ${chainId}`);
  const { DevIdRegistry } = await compileTokens();
  // The creation code run without a transaction returns the code to place.
  const runtime = await jsonRpc<Hex>(rpcUrl, 'eth_call', [{ data: DevIdRegistry.bytecode }, 'latest']);
  await jsonRpc(rpcUrl, 'anvil_setCode', [FARCASTER_ID_REGISTRY, runtime]);
  for (const { fid, custody } of accounts) {
    await jsonRpc(rpcUrl, 'anvil_setStorageAt', [
      FARCASTER_ID_REGISTRY,
      uintKeySlot(BigInt(fid), CUSTODY_OF_SLOT),
      pad(custody),
    ]);
    await jsonRpc(rpcUrl, 'anvil_setStorageAt', [
      FARCASTER_ID_REGISTRY,
      addressKeySlot(custody, ID_OF_SLOT),
      pad(numberToHex(fid)),
    ]);
  }
}

function registryClient(rpcUrl: string) {
  return createPublicClient({ transport: http(rpcUrl) });
}

/** custodyOf(fid) on the registry at `rpcUrl`; undefined for an FID nobody holds. */
export async function readFarcasterCustody(rpcUrl: string, fid: number): Promise<Address | undefined> {
  const custody = await registryClient(rpcUrl).readContract({
    address: FARCASTER_ID_REGISTRY,
    abi: farcasterIdRegistryAbi,
    functionName: 'custodyOf',
    args: [BigInt(fid)],
  });
  return custody === zeroAddress ? undefined : custody;
}

/** idOf(address) on the registry at `rpcUrl`; undefined for an address that holds no FID. */
export async function readFarcasterFid(rpcUrl: string, address: Address): Promise<number | undefined> {
  const fid = await registryClient(rpcUrl).readContract({
    address: FARCASTER_ID_REGISTRY,
    abi: farcasterIdRegistryAbi,
    functionName: 'idOf',
    args: [address],
  });
  return fid === 0n ? undefined : Number(fid);
}
