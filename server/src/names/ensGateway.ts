// The names registry as an ERC-3668 (CCIP-Read) gateway for an ENS Universal Resolver that defers to it (the devnet's
// twin, devnet/src/contracts/sol/DevEnsTwin.sol): the twin reverts with OffchainLookup carrying the call viem made
// (resolveWithGateways, reverseWithGateways); this answers it with the call's ABI-encoded result, so unmodified
// viem/wagmi ENS lookups see the names registered here. Forward: addr (ETH and ENSIP-11 coin types) and text
// (the name's attributes: avatar, …); reverse: the address's first name, as /v1/identity.
import {
  type Address,
  bytesToString,
  decodeFunctionData,
  encodeAbiParameters,
  getAddress,
  type Hex,
  hexToBytes,
  namehash,
  parseAbi,
  zeroAddress,
} from 'viem';
import { ApiError, badRequest } from '../errors/ApiError.ts';
import type { NameService } from './NameService.ts';

const UNIVERSAL_RESOLVER_ABI = parseAbi([
  'function resolveWithGateways(bytes name, bytes data, string[] gateways) view returns (bytes, address)',
  'function reverseWithGateways(bytes lookupAddress, uint256 coinType, string[] gateways) view returns (string, address, address)',
]);
const RESOLVER_ABI = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function text(bytes32 node, string key) view returns (string)',
]);
const ETH_COIN_TYPE = 60n;
const EVM_COIN_TYPE_FLAG = 0x80000000n;

/** A DNS wire-format name (ENSIP-10) as dotted text; undefined for a malformed one. */
function dnsName(packet: Uint8Array): string | undefined {
  const labels: string[] = [];
  let offset = 0;
  while (offset < packet.length) {
    const length = packet[offset] ?? 0;
    if (length === 0) return offset === packet.length - 1 && labels.length > 0 ? labels.join('.') : undefined;
    labels.push(bytesToString(packet.subarray(offset + 1, offset + 1 + length)));
    offset += 1 + length;
  }
  return undefined;
}

const isEvmCoinType = (coinType: bigint) => coinType === ETH_COIN_TYPE || coinType >= EVM_COIN_TYPE_FLAG;

export function createEnsGateway(names: NameService) {
  /** The record of `name`, or undefined for a name the registry does not hold (another zone, invalid, free). */
  async function recordOf(name: string) {
    try {
      return await names.forward(name);
    } catch (error) {
      if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 400))
        return undefined;
      throw error;
    }
  }

  async function resolve(sender: Address, packet: Hex, call: Hex): Promise<Hex> {
    const name = dnsName(hexToBytes(packet));
    if (!name) throw badRequest('data', 'Invalid ENS call: the name is not DNS-encoded');
    let inner: ReturnType<typeof decodeFunctionData<typeof RESOLVER_ABI>>;
    try {
      inner = decodeFunctionData({ abi: RESOLVER_ABI, data: call });
    } catch {
      throw badRequest('data', 'Invalid ENS call: only addr and text are answered');
    }
    if (inner.args[0] !== namehash(name))
      throw badRequest('data', 'Invalid ENS call: the node is not the name’s namehash');
    const record = await recordOf(name);
    const evmAddress = record && Object.values(record.addresses)[0]?.address;
    let result: Hex;
    if (inner.functionName === 'text') {
      const value = record?.attributes[inner.args[1]];
      if (value === undefined)
        return encodeAbiParameters([{ type: 'bytes' }, { type: 'address' }], ['0x', sender]);
      result = encodeAbiParameters([{ type: 'string' }], [value]);
    } else if (inner.args.length === 1) {
      result = encodeAbiParameters(
        [{ type: 'address' }],
        [evmAddress ? getAddress(evmAddress) : zeroAddress],
      );
    } else {
      const coinType = inner.args[1];
      const address = isEvmCoinType(coinType) && evmAddress ? getAddress(evmAddress) : '0x';
      result = encodeAbiParameters([{ type: 'bytes' }], [address]);
    }
    // No record: an empty result, which viem reads as "no name" (null).
    return encodeAbiParameters([{ type: 'bytes' }, { type: 'address' }], [record ? result : '0x', sender]);
  }

  async function reverse(sender: Address, lookupAddress: Hex, coinType: bigint): Promise<Hex> {
    const bytes = hexToBytes(lookupAddress);
    const name =
      bytes.length === 20 && isEvmCoinType(coinType) ? (await names.identity(lookupAddress)).name : null;
    return encodeAbiParameters(
      [{ type: 'string' }, { type: 'address' }, { type: 'address' }],
      [name ?? '', sender, sender],
    );
  }

  return {
    /** The answer to the OffchainLookup `sender` (the twin) raised for `data` (the call it was given). */
    async answer(sender: Address, data: Hex): Promise<Hex> {
      let call: ReturnType<typeof decodeFunctionData<typeof UNIVERSAL_RESOLVER_ABI>>;
      try {
        call = decodeFunctionData({ abi: UNIVERSAL_RESOLVER_ABI, data });
      } catch {
        throw badRequest('data', 'Invalid ENS call: not resolveWithGateways or reverseWithGateways');
      }
      return call.functionName === 'resolveWithGateways'
        ? resolve(sender, call.args[0], call.args[1])
        : reverse(sender, call.args[0], call.args[1]);
    },
  };
}
export type EnsGateway = ReturnType<typeof createEnsGateway>;
