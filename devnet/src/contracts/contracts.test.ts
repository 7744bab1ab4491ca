import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  formatUnits,
  http,
  keccak256,
  type PublicClient,
  parseEther,
} from 'viem';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { devAccounts } from '../accounts.ts';
import { revertSnapshot, takeSnapshot } from '../chains/snapshot.ts';
import { viemChain } from '../chains/viem-chain.ts';
import { type Devnet, startChains } from '../devnet.ts';
import { compileTokens } from './compile-tokens.ts';
import { type ChainContracts, expectedChainContracts, UNISWAP_V2_PAIR_INIT_CODE_HASH } from './manifest.ts';
import { TOKEN_METADATA } from './token-metadata.ts';
import { uniswapArtifact } from './uniswap-artifacts.ts';

let devnet: Devnet;
let rpcUrl: string;
let client: PublicClient;
let contracts: ChainContracts;
let snapshot: `0x${string}`;
const [, alice, bob] = devAccounts();

beforeAll(async () => {
  devnet = await startChains({ chainIds: [1, 8453], basePort: 'auto' });
  rpcUrl = devnet.chains[0]!.rpcUrl;
  client = createPublicClient({ transport: http(rpcUrl), pollingInterval: 10 });
  contracts = devnet.contracts[1]!;
});
afterAll(() => devnet?.stop());
beforeEach(async () => {
  snapshot = await takeSnapshot(rpcUrl);
});
afterEach(() => revertSnapshot(rpcUrl, snapshot));

function walletFor(address: Address) {
  return createWalletClient({
    account: address,
    chain: viemChain(devnet.chains[0]!),
    transport: http(rpcUrl),
  });
}

async function balanceOf(token: Address, owner: Address): Promise<bigint> {
  return client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
}

describe('devnet contracts', () => {
  it('land at the same precomputed addresses on every chain', async () => {
    expect(devnet.contracts[1]).toEqual(expectedChainContracts());
    expect(devnet.contracts[8453]).toEqual(expectedChainContracts());
    const base = createPublicClient({ transport: http(devnet.chains[1]!.rpcUrl) });
    const { pairs, ...singles } = contracts;
    for (const address of [...Object.values(singles), ...Object.values(pairs)]) {
      expect(await client.getCode({ address })).toMatch(/^0x[0-9a-f]{100,}/);
      expect(await base.getCode({ address })).toBe(await client.getCode({ address }));
    }
  });

  it('have the documented token metadata, including a 0-decimal token', async () => {
    for (const key of ['weth', 'usdc', 'usdt', 'gway', 'zero'] as const) {
      const read = (functionName: 'name' | 'symbol' | 'decimals') =>
        client.readContract({ address: contracts[key], abi: erc20Abi, functionName });
      expect({
        name: await read('name'),
        symbol: await read('symbol'),
        decimals: await read('decimals'),
      }).toEqual(TOKEN_METADATA[key]);
    }
    expect(await balanceOf(contracts.zero, alice!.address)).toBe(1000n);
    expect(await balanceOf(contracts.usdc, alice!.address)).toBe(1_000_000n * 10n ** 6n);
  });

  it('give USDT a transfer that returns no data yet moves balances', async () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [bob!.address, 5_000_000n],
    });
    const usdtReply = await client.call({ account: alice!.address, to: contracts.usdt, data });
    const usdcReply = await client.call({ account: alice!.address, to: contracts.usdc, data });
    expect(usdtReply.data).toBeUndefined();
    expect(usdcReply.data).toBe(`0x${'1'.padStart(64, '0')}`);

    const before = await balanceOf(contracts.usdt, bob!.address);
    const hash = await walletFor(alice!.address).sendTransaction({ to: contracts.usdt, data });
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success');
    expect(await balanceOf(contracts.usdt, bob!.address)).toBe(before + 5_000_000n);
  });

  it('use the Uniswap pair whose init-code hash Router02 hardcodes', async () => {
    const pairHash = keccak256(uniswapArtifact('pair').bytecode);
    expect(pairHash).toBe(UNISWAP_V2_PAIR_INIT_CODE_HASH);
    expect(uniswapArtifact('router').bytecode).toContain(pairHash.slice(2));
  });

  it('seed pair reserves at WETH≈3000, GWAY≈2 and USDT≈1 USDC', async () => {
    const router = uniswapArtifact('router');
    const quote = async (token: 'weth' | 'gway' | 'usdt', oneUnit: bigint) => {
      const amounts = (await client.readContract({
        address: contracts.uniswapV2Router,
        abi: router.abi,
        functionName: 'getAmountsOut',
        args: [oneUnit, [contracts[token], contracts.usdc]],
      })) as bigint[];
      return Number(formatUnits(amounts[1]!, 6));
    };
    expect(await quote('weth', 10n ** 18n)).toBeCloseTo(3000 * 0.997, -1);
    expect(await quote('gway', 10n ** 18n)).toBeCloseTo(2 * 0.997, 2);
    expect(await quote('usdt', 10n ** 6n)).toBeCloseTo(0.997, 2);

    const pair = uniswapArtifact('pair');
    const [r0, r1] = (await client.readContract({
      address: contracts.pairs.wethUsdc,
      abi: pair.abi,
      functionName: 'getReserves',
    })) as [bigint, bigint, number];
    const wethIsToken0 = contracts.weth.toLowerCase() < contracts.usdc.toLowerCase();
    const [weth, usdc] = wethIsToken0 ? [r0, r1] : [r1, r0];
    expect(Number(formatUnits(usdc, 6)) / Number(formatUnits(weth, 18))).toBe(3000);
  });

  // A pair's first trade in a later second than its last update also writes the cumulative prices: an estimate made
  // in the same second as that update is ~40k gas short, and the swap reverts out of gas (seen once in a full run).
  const SWAP_GAS = 400_000n;

  it('swap ETH and USDT for USDC through the router', async () => {
    const router = uniswapArtifact('router');
    const wallet = walletFor(alice!.address);
    const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600);
    const usdcBefore = await balanceOf(contracts.usdc, alice!.address);
    const ethHash = await wallet.writeContract({
      address: contracts.uniswapV2Router,
      abi: router.abi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [contracts.weth, contracts.usdc], alice!.address, deadline],
      value: parseEther('1'),
      gas: SWAP_GAS,
    });
    expect((await client.waitForTransactionReceipt({ hash: ethHash })).status).toBe('success');
    const fromEth = (await balanceOf(contracts.usdc, alice!.address)) - usdcBefore;
    expect(Number(formatUnits(fromEth, 6))).toBeGreaterThan(2980);
    expect(Number(formatUnits(fromEth, 6))).toBeLessThan(3000);

    // USDT's approve returns nothing; the router's TransferHelper accepts that.
    const tokens = await compileTokens();
    const approveHash = await wallet.writeContract({
      address: contracts.usdt,
      abi: tokens.NoReturnToken.abi,
      functionName: 'approve',
      args: [contracts.uniswapV2Router, 100n * 10n ** 6n],
    });
    // anvil may answer before it mines: the swap's gas estimate must see the allowance.
    await client.waitForTransactionReceipt({ hash: approveHash });
    const usdtHash = await wallet.writeContract({
      address: contracts.uniswapV2Router,
      abi: router.abi,
      functionName: 'swapExactTokensForTokens',
      gas: SWAP_GAS,
      args: [100n * 10n ** 6n, 99n * 10n ** 6n, [contracts.usdt, contracts.usdc], alice!.address, deadline],
    });
    expect((await client.waitForTransactionReceipt({ hash: usdtHash })).status).toBe('success');
    const fromUsdt = (await balanceOf(contracts.usdc, alice!.address)) - usdcBefore - fromEth;
    expect(Number(formatUnits(fromUsdt, 6))).toBeCloseTo(99.7, 0);
  });
});
