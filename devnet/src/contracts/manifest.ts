import { type Address, encodePacked, getContractAddress, getCreate2Address, keccak256 } from 'viem';
import { deployerAccount, devAddress } from '../accounts.ts';

export type PairKey = 'wethUsdc' | 'gwayUsdc' | 'usdtUsdc';

export interface ChainContracts {
  weth: Address;
  usdc: Address;
  usdt: Address;
  gway: Address;
  zero: Address;
  uniswapV2Factory: Address;
  uniswapV2Router: Address;
  /** ERC-721 "Gangway Devnet Punks" (GDPUNK), ids 1–12. */
  punks: Address;
  /** ERC-1155 "Gangway Devnet Items" (GDITEM), ids 1–4. */
  items: Address;
  /** An ERC-20 outside the server's token list that SPAM_SENDER_INDEX airdrops to account 0 (seedHistory). */
  spamToken: Address;
  pairs: Record<PairKey, Address>;
}

/** Contracts per chain id; the addresses are the same on every devnet chain. */
export type DevnetManifest = Record<number, ChainContracts>;

/**
 * The init-code hash hardcoded in Router02's UniswapV2Library.pairFor. It equals keccak256 of
 * the UniswapV2Pair bytecode in @uniswap/v2-core's npm build (checked by a test), so the router
 * finds the pairs the npm factory creates.
 */
export const UNISWAP_V2_PAIR_INIT_CODE_HASH =
  '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f';

/** The deployer's nonce for each deployment; deployContracts sends its transactions in this order. */
export const DEPLOY_NONCES = {
  usdc: 0,
  usdt: 1,
  gway: 2,
  zero: 3,
  weth: 4,
  uniswapV2Factory: 5,
  uniswapV2Router: 6,
  punks: 7,
  items: 8,
} as const;

/** The dev account that deploys the spam token (at its nonce 0) and airdrops it: not the deployer of the rest. */
export const SPAM_SENDER_INDEX = 9;

/** Pair tokens in creation order (the first token of each is the non-USDC side). */
export const PAIR_TOKENS: Readonly<Record<PairKey, readonly ['weth' | 'gway' | 'usdt', 'usdc']>> = {
  wethUsdc: ['weth', 'usdc'],
  gwayUsdc: ['gway', 'usdc'],
  usdtUsdc: ['usdt', 'usdc'],
};

/** Where the contracts land on a fresh devnet chain, computed without touching a chain. */
export function expectedChainContracts(): ChainContracts {
  const from = deployerAccount().address;
  const at = (nonce: number): Address => getContractAddress({ from, nonce: BigInt(nonce) });
  const contracts = {
    usdc: at(DEPLOY_NONCES.usdc),
    usdt: at(DEPLOY_NONCES.usdt),
    gway: at(DEPLOY_NONCES.gway),
    zero: at(DEPLOY_NONCES.zero),
    weth: at(DEPLOY_NONCES.weth),
    uniswapV2Factory: at(DEPLOY_NONCES.uniswapV2Factory),
    uniswapV2Router: at(DEPLOY_NONCES.uniswapV2Router),
    punks: at(DEPLOY_NONCES.punks),
    items: at(DEPLOY_NONCES.items),
    spamToken: getContractAddress({ from: devAddress(SPAM_SENDER_INDEX), nonce: 0n }),
  };
  const pairFor = ([a, b]: readonly ['weth' | 'gway' | 'usdt', 'usdc']): Address =>
    uniswapV2PairAddress(contracts.uniswapV2Factory, contracts[a], contracts[b]);
  return {
    ...contracts,
    pairs: {
      wethUsdc: pairFor(PAIR_TOKENS.wethUsdc),
      gwayUsdc: pairFor(PAIR_TOKENS.gwayUsdc),
      usdtUsdc: pairFor(PAIR_TOKENS.usdtUsdc),
    },
  };
}

/** CREATE2 address of the pair, as UniswapV2Library.pairFor computes it. */
export function uniswapV2PairAddress(factory: Address, tokenA: Address, tokenB: Address): Address {
  const [token0, token1] = tokenA.toLowerCase() < tokenB.toLowerCase() ? [tokenA, tokenB] : [tokenB, tokenA];
  return getCreate2Address({
    from: factory,
    salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
    bytecodeHash: UNISWAP_V2_PAIR_INIT_CODE_HASH,
  });
}
