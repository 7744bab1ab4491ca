// A Safe on a devnet chain, from the Safe contracts' own npm artifacts (@safe-global/safe-contracts 1.4.1): the
// SafeL2 singleton, the proxy factory and the fallback handler through the CREATE2 deployer (as on public chains),
// then one Safe proxy owned by the devnet's Safe owner key (threshold 1), funded with anvil_setBalance.
import { createRequire } from 'node:module';
import {
  type Abi,
  type Address,
  concat,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  getAddress,
  getCreate2Address,
  type Hex,
  http,
  keccak256,
  numberToHex,
  type PublicClient,
  parseEther,
  parseGwei,
  sha256,
  stringToHex,
  zeroAddress,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { CREATE2_DEPLOYER } from '../account-abstraction/addresses.ts';
import type { DevnetChain } from '../chains/devnet-chain.ts';
import { viemChain } from '../chains/viem-chain.ts';
import { jsonRpc } from '../json-rpc.ts';

interface SafeArtifact {
  abi: Abi;
  bytecode: Hex;
}

const ARTIFACTS = {
  SafeL2: 'SafeL2.sol/SafeL2.json',
  SafeProxyFactory: 'proxies/SafeProxyFactory.sol/SafeProxyFactory.json',
  CompatibilityFallbackHandler: 'handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler.json',
} as const;

export function safeArtifact(name: keyof typeof ARTIFACTS): SafeArtifact {
  const require = createRequire(import.meta.url);
  const { abi, bytecode } = require(
    `@safe-global/safe-contracts/build/artifacts/contracts/${ARTIFACTS[name]}`,
  ) as SafeArtifact;
  return { abi, bytecode };
}

/** A devnet-only key (SHA-256 of a label): no one else holds it, and no dev account's nonces move. */
const devnetKey = (label: string): Hex => sha256(stringToHex(`gangway devnet ${label}`));

/** Deploys the Safe contracts and creates the Safe; funded with anvil_setBalance. */
export const SAFE_DEPLOYER_PRIVATE_KEY: Hex = devnetKey('safe deployer');
/** The Safe's one owner: the devnet Safe host signs and sends execTransaction with it. */
export const SAFE_OWNER_PRIVATE_KEY: Hex = devnetKey('safe owner');
const SALT: Hex = `0x${'00'.repeat(32)}`;
const GAS = 8_000_000n;
/**
 * Fees with room over the latest base fee (twice it, as the base fee rises at most 12.5% a block): a transaction
 * under the next base fee would stay pending on anvil for ever.
 */
export async function safeFees(
  client: PublicClient,
): Promise<{ maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }> {
  const { baseFeePerGas } = await client.getBlock();
  return { maxFeePerGas: (baseFeePerGas ?? 0n) * 2n + parseGwei('1'), maxPriorityFeePerGas: 0n };
}
/** What the Safe holds at start, to send from. */
export const SAFE_FUNDING = parseEther('100');

export interface DevnetSafe {
  chain: DevnetChain;
  safeAddress: Address;
  owners: readonly Address[];
  threshold: number;
  ownerPrivateKey: Hex;
}

export async function deploySafe(chain: DevnetChain): Promise<DevnetSafe> {
  const client = createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 10 });
  const deployer = privateKeyToAccount(SAFE_DEPLOYER_PRIVATE_KEY);
  const owner = privateKeyToAccount(SAFE_OWNER_PRIVATE_KEY);
  const wallet = createWalletClient({
    account: deployer,
    chain: viemChain(chain),
    transport: http(chain.rpcUrl),
  });
  await Promise.all(
    [deployer.address, owner.address].map((address) =>
      jsonRpc(chain.rpcUrl, 'anvil_setBalance', [address, numberToHex(parseEther('1000'))]),
    ),
  );
  const deployed: Partial<Record<keyof typeof ARTIFACTS, Address>> = {};
  for (const name of Object.keys(ARTIFACTS) as (keyof typeof ARTIFACTS)[]) {
    const { bytecode } = safeArtifact(name);
    const address = getCreate2Address({
      from: CREATE2_DEPLOYER,
      salt: SALT,
      bytecodeHash: keccak256(bytecode),
    });
    if (!(await client.getCode({ address }))) {
      const hash = await wallet.sendTransaction({
        to: CREATE2_DEPLOYER,
        data: concat([SALT, bytecode]),
        gas: GAS,
        ...(await safeFees(client)),
      });
      const receipt = await client.waitForTransactionReceipt({ hash });
      if (receipt.status !== 'success' || !(await client.getCode({ address })))
        throw new Error(`${name} did not deploy at ${address} on ${chain.rpcUrl}`);
    }
    deployed[name] = address;
  }
  const singleton = deployed.SafeL2 as Address;
  const factory = deployed.SafeProxyFactory as Address;
  const fallbackHandler = deployed.CompatibilityFallbackHandler as Address;
  const initializer = encodeFunctionData({
    abi: safeArtifact('SafeL2').abi,
    functionName: 'setup',
    args: [[owner.address], 1n, zeroAddress, '0x', fallbackHandler, zeroAddress, 0n, zeroAddress],
  });
  const factoryAbi = safeArtifact('SafeProxyFactory').abi;
  const saltNonce = BigInt(Date.now());
  const createProxy = encodeFunctionData({
    abi: factoryAbi,
    functionName: 'createProxyWithNonce',
    args: [singleton, initializer, saltNonce],
  });
  const { data: returned } = await client.call({ account: deployer, to: factory, data: createProxy });
  const result = `0x${(returned ?? '').slice(-40)}`;
  const receipt = await client.waitForTransactionReceipt({
    hash: await wallet.sendTransaction({
      to: factory,
      data: createProxy,
      gas: GAS,
      ...(await safeFees(client)),
    }),
  });
  const safeAddress = getAddress(result);
  if (receipt.status !== 'success' || !(await client.getCode({ address: safeAddress })))
    throw new Error(`No Safe at ${safeAddress} on ${chain.rpcUrl}`);
  await jsonRpc(chain.rpcUrl, 'anvil_setBalance', [safeAddress, numberToHex(SAFE_FUNDING)]);
  return {
    chain,
    safeAddress,
    owners: [owner.address],
    threshold: 1,
    ownerPrivateKey: SAFE_OWNER_PRIVATE_KEY,
  };
}
