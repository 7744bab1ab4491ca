// Places the ENS twin (sol/DevEnsTwin.sol) on the devnet's chain 1, at the Universal Resolver address of viem's
// `mainnet`, and points it at gangway-server's names gateway: unmodified viem/wagmi ENS lookups against that chain
// then resolve the names registered through Gangway (ERC-3668 CCIP-Read).
import { type Address, concat, type Hex, keccak256, numberToHex, pad, toHex } from 'viem';
import { mainnet } from 'viem/chains';
import { jsonRpc } from '../json-rpc.ts';
import { compileTokens } from './compile-tokens.ts';

export const ENS_UNIVERSAL_RESOLVER: Address = mainnet.contracts.ensUniversalResolver.address;

/** The storage writes of a Solidity `string` in `slot` (short strings in the slot, long ones at keccak(slot)). */
function stringSlots(slot: bigint, value: string): [Hex, Hex][] {
  const bytes = toHex(value);
  const length = (bytes.length - 2) / 2;
  const slotKey = pad(numberToHex(slot));
  if (length < 32)
    return [
      [slotKey, concat([pad(bytes, { dir: 'right', size: 31 }), numberToHex(length * 2, { size: 1 })])],
    ];
  const base = BigInt(keccak256(slotKey));
  const writes: [Hex, Hex][] = [[slotKey, pad(numberToHex(length * 2 + 1))]];
  for (let offset = 0; offset < length; offset += 32) {
    const word = `0x${bytes.slice(2 + offset * 2, 2 + (offset + 32) * 2)}` as Hex;
    writes.push([pad(numberToHex(base + BigInt(offset / 32))), pad(word, { dir: 'right', size: 32 })]);
  }
  return writes;
}

/**
 * gangway-server's ERC-3668 gateway for the twin. Without {data} in it, clients POST { sender, data } (the call is
 * too long for a URL).
 */
export function ensGatewayUrl(apiUrl: string, projectId: string): string {
  return `${apiUrl}/v1/ens/gateway?projectId=${encodeURIComponent(projectId)}`;
}

/** `gatewayUrl`: ensGatewayUrl's, gangway-server's `/v1/ens/gateway?projectId=…`. */
export async function installEnsTwin(rpcUrl: string, gatewayUrl: string): Promise<void> {
  const { DevEnsTwin } = await compileTokens();
  // The creation code run without a transaction returns the code to place.
  const runtime = await jsonRpc<Hex>(rpcUrl, 'eth_call', [{ data: DevEnsTwin.bytecode }, 'latest']);
  await jsonRpc(rpcUrl, 'anvil_setCode', [ENS_UNIVERSAL_RESOLVER, runtime]);
  for (const [slot, value] of stringSlots(0n, gatewayUrl))
    await jsonRpc(rpcUrl, 'anvil_setStorageAt', [ENS_UNIVERSAL_RESOLVER, slot, value]);
}
