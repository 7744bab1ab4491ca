import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  encodeDeployData,
  encodeFunctionData,
  type Hex,
  http,
  numberToHex,
  type PublicClient,
} from 'viem';
import { deployerAccount, devAccounts, devAddress } from '../accounts.ts';
import type { DevnetChain } from '../chains/devnet-chain.ts';
import { type CompiledContract, compileTokens } from './compile-tokens.ts';
import {
  type ChainContracts,
  DEPLOY_NONCES,
  expectedChainContracts,
  PAIR_TOKENS,
  type PairKey,
  SPAM_SENDER_INDEX,
} from './manifest.ts';
import { itemsDeployArgs, punksDeployArgs } from './nfts/nft-deploy-args.ts';
import {
  type DevTokenKey,
  SPAM_TOKEN,
  TOKEN_METADATA,
  units,
  WHOLE_TOKENS_PER_ACCOUNT,
} from './token-metadata.ts';
import { uniswapArtifact } from './uniswap-artifacts.ts';

/** Whole tokens seeded into each pair: WETH≈3000 USDC, GWAY≈2 USDC, USDT≈1 USDC. */
export const PAIR_LIQUIDITY: Readonly<Record<PairKey, { base: bigint; usdc: bigint }>> = {
  wethUsdc: { base: 1_000n, usdc: 3_000_000n },
  gwayUsdc: { base: 1_000_000n, usdc: 2_000_000n },
  usdtUsdc: { base: 1_000_000n, usdc: 1_000_000n },
};

interface Call {
  from?: Address;
  to?: Address;
  data: Hex;
  value?: bigint;
}

/**
 * Deploys the tokens, the sample NFT collections and Uniswap V2 on a fresh chain from anvil account 0, nonce by
 * nonce, and the spam token from account SPAM_SENDER_INDEX, so every chain and every run gets the addresses of
 * expectedChainContracts().
 */
export async function deployContracts(chain: DevnetChain): Promise<ChainContracts> {
  const client = createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 10 });
  const wallet = createWalletClient({ transport: http(chain.rpcUrl) });
  const deployer = deployerAccount().address;
  const spammer = devAddress(SPAM_SENDER_INDEX);
  for (const address of [deployer, spammer]) {
    const startNonce = await client.getTransactionCount({ address });
    if (startNonce !== 0) {
      throw new Error(
        `deployContracts needs a fresh chain, but the nonce of ${address} on ${chain.rpcUrl} is ${startNonce}`,
      );
    }
  }
  const expected = expectedChainContracts();
  const tokens = await compileTokens();
  const nonces = new Map<Address, number>();
  const nextNonce = (from: Address) => {
    const nonce = nonces.get(from) ?? 0;
    nonces.set(from, nonce + 1);
    return nonce;
  };
  const send = async (call: Call): Promise<Address | null> => {
    const from = call.from ?? deployer;
    const hash = await wallet.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from,
          to: call.to,
          data: call.data,
          value: call.value === undefined ? undefined : numberToHex(call.value),
          nonce: numberToHex(nextNonce(from)),
        },
      ],
    });
    // anvil may answer eth_sendTransaction just before it mines the block.
    const receipt = await client.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success')
      throw new Error(`Deployment transaction ${hash} reverted on ${chain.rpcUrl}`);
    return receipt.contractAddress ?? null;
  };
  const deploy = async (
    contract: CompiledContract,
    args: readonly unknown[],
    expectedAddress: Address,
    from?: Address,
  ) => {
    const address = await send({
      from,
      data: encodeDeployData({ abi: contract.abi, bytecode: contract.bytecode, args }),
    });
    if (address?.toLowerCase() !== expectedAddress.toLowerCase()) {
      throw new Error(`Deployed at ${address}, expected ${expectedAddress}: nonce order broken`);
    }
  };
  const call = (to: Address, abi: Abi, functionName: string, args: readonly unknown[] = [], value?: bigint) =>
    send({ to, data: encodeFunctionData({ abi, functionName, args }), value });

  const holders = devAccounts().map((account) => account.address);
  const tokenContract = (key: DevTokenKey) => (key === 'usdt' ? tokens.NoReturnToken : tokens.DevToken);
  for (const key of ['usdc', 'usdt', 'gway', 'zero'] as const) {
    const nonce = nonces.get(deployer) ?? 0;
    if (nonce !== DEPLOY_NONCES[key]) throw new Error(`Nonce ${nonce} is not the one reserved for ${key}`);
    const { name, symbol, decimals } = TOKEN_METADATA[key];
    const amountEach = units(key, WHOLE_TOKENS_PER_ACCOUNT[key]);
    await deploy(tokenContract(key), [name, symbol, decimals, holders, amountEach], expected[key]);
  }
  const weth = uniswapArtifact('weth');
  const factory = uniswapArtifact('factory');
  const pair = uniswapArtifact('pair');
  await deploy(weth, [], expected.weth);
  await deploy(factory, [deployer], expected.uniswapV2Factory);
  await deploy(
    uniswapArtifact('router'),
    [expected.uniswapV2Factory, expected.weth],
    expected.uniswapV2Router,
  );
  await deploy(tokens.DevCollectible, await punksDeployArgs(), expected.punks);
  await deploy(tokens.DevMultiToken, await itemsDeployArgs(), expected.items);
  const { name, symbol, decimals, supply } = SPAM_TOKEN;
  await deploy(tokens.DevToken, [name, symbol, decimals, [spammer], supply], expected.spamToken, spammer);

  for (const key of Object.keys(PAIR_TOKENS) as PairKey[]) {
    const [base, quote] = PAIR_TOKENS[key];
    await call(expected.uniswapV2Factory, factory.abi, 'createPair', [expected[base], expected[quote]]);
  }
  await verifyPairs(client, factory.abi, expected);

  // Liquidity goes straight to each pair followed by pair.mint, which skips router approvals.
  for (const key of Object.keys(PAIR_TOKENS) as PairKey[]) {
    const [base, quote] = PAIR_TOKENS[key];
    const pairAddress = expected.pairs[key];
    const liquidity = PAIR_LIQUIDITY[key];
    await call(expected[quote], tokens.DevToken.abi, 'mint', [pairAddress, units(quote, liquidity.usdc)]);
    const baseAmount = units(base, liquidity.base);
    if (base === 'weth') {
      await call(expected.weth, weth.abi, 'deposit', [], baseAmount);
      await call(expected.weth, weth.abi, 'transfer', [pairAddress, baseAmount]);
    } else {
      await call(expected[base], tokenContract(base).abi, 'mint', [pairAddress, baseAmount]);
    }
    await call(pairAddress, pair.abi, 'mint', [deployer]);
  }
  return expected;
}

async function verifyPairs(client: PublicClient, factoryAbi: Abi, expected: ChainContracts): Promise<void> {
  for (const key of Object.keys(PAIR_TOKENS) as PairKey[]) {
    const [base, quote] = PAIR_TOKENS[key];
    const actual = (await client.readContract({
      address: expected.uniswapV2Factory,
      abi: factoryAbi,
      functionName: 'getPair',
      args: [expected[base], expected[quote]],
    })) as Address;
    if (actual.toLowerCase() !== expected.pairs[key].toLowerCase()) {
      throw new Error(`Factory made pair ${key} at ${actual}, expected ${expected.pairs[key]}`);
    }
  }
}
