// Where the ERC-4337 contracts live on every devnet chain. The EntryPoints, the SimpleAccountFactories and
// Simple7702Account are at their mainnet addresses (the npm artifacts sent through the standard CREATE2 deployer with
// the salts used on mainnet), so viem's and permissionless's defaults work unchanged. The paymasters are the devnet's
// own, deployed by the sponsor key at fixed nonces.
import { type Address, getContractAddress, type Hex, sha256, stringToHex } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';

export type EntryPointVersion = '0.7' | '0.8';

export const ENTRY_POINT_VERSIONS: readonly EntryPointVersion[] = ['0.7', '0.8'];

/** Nick's deterministic deployment proxy; anvil has it at genesis, as nearly every public chain does. */
export const CREATE2_DEPLOYER: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C';

export interface EntryPointContracts {
  entryPoint: Address;
  simpleAccountFactory: Address;
  /** The DevPaymaster that pays through this EntryPoint. */
  paymaster: Address;
}

/** A devnet-only key (SHA-256 of a label), like the Solana mints and faucet: no one else holds these. */
function devnetKey(label: string): Hex {
  return sha256(stringToHex(`gangway devnet ${label}`));
}

/**
 * Deploys the ERC-4337 contracts and the paymasters, signs sponsorships (pm_getPaymasterData) and holds the
 * paymasters' deposits. Funded with anvil_setBalance: it is none of the 10 dev accounts, so no test's nonces move.
 */
export const SPONSOR_PRIVATE_KEY: Hex = devnetKey('paymaster sponsor');
/** Sends the bundles (handleOps) and receives their fees; funded with anvil_setBalance. */
export const BUNDLER_PRIVATE_KEY: Hex = devnetKey('bundler executor');

export const SPONSOR_ADDRESS: Address = privateKeyToAddress(SPONSOR_PRIVATE_KEY);
export const BUNDLER_ADDRESS: Address = privateKeyToAddress(BUNDLER_PRIVATE_KEY);

/** The sponsor's nonce for each of its transactions; deployAccountAbstraction sends them in this order. */
export const SPONSOR_NONCES = {
  entryPoint07: 0,
  entryPoint08: 1,
  simpleAccountFactory07: 2,
  simpleAccountFactory08: 3,
  simple7702Account: 4,
  paymaster07: 5,
  paymaster08: 6,
  deposit07: 7,
  deposit08: 8,
  gangwaySessionKeys: 9,
  gangwayAccountFactory: 10,
} as const;

const PAYMASTERS: Readonly<Record<EntryPointVersion, Address>> = {
  '0.7': getContractAddress({ from: SPONSOR_ADDRESS, nonce: BigInt(SPONSOR_NONCES.paymaster07) }),
  '0.8': getContractAddress({ from: SPONSOR_ADDRESS, nonce: BigInt(SPONSOR_NONCES.paymaster08) }),
};

/** Per EntryPoint version: the EntryPoint, its SimpleAccountFactory and the devnet's paymaster for it. */
export const ENTRY_POINTS: Readonly<Record<EntryPointVersion, EntryPointContracts>> = {
  '0.7': {
    entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
    simpleAccountFactory: '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985',
    paymaster: PAYMASTERS['0.7'],
  },
  '0.8': {
    entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
    simpleAccountFactory: '0x13E9ed32155810FDbd067D4522C492D6f68E5944',
    paymaster: PAYMASTERS['0.8'],
  },
};

export { SIMPLE_7702_ACCOUNT } from './simple7702Account.ts';

/** The CREATE2 salts of the mainnet deployments (the factories and Simple7702Account used zero). */
export const CANONICAL_SALTS = {
  entryPoint07: '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3',
  entryPoint08: '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9',
  zero: '0x0000000000000000000000000000000000000000000000000000000000000000',
} as const satisfies Record<string, Hex>;

export function entryPointVersionOf(address: string): EntryPointVersion | undefined {
  return ENTRY_POINT_VERSIONS.find(
    (version) => ENTRY_POINTS[version].entryPoint.toLowerCase() === address.toLowerCase(),
  );
}
