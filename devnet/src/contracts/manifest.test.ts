import { getContractAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { deployerAccount, devAddress } from '../accounts.ts';
import { DEPLOY_NONCES, expectedChainContracts, SPAM_SENDER_INDEX } from './manifest.ts';

describe('the devnet manifest', () => {
  it('keeps the documented addresses (the README table), old and new', () => {
    expect(expectedChainContracts()).toEqual({
      usdc: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      usdt: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      gway: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
      zero: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
      weth: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
      uniswapV2Factory: '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707',
      uniswapV2Router: '0x0165878A594ca255338adfa4d48449f69242Eb8F',
      punks: '0xa513E6E4b8f2a923D98304ec87F64353C4D5C853',
      items: '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6',
      spamToken: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
      pairs: {
        wethUsdc: '0xa987a2E2F544EA8D1Df3877ed8f3b158c67780Eb',
        gwayUsdc: '0x5d97a8ba63bBA0cc34bDF010d93DC9dad6aac9C3',
        usdtUsdc: '0x5924F7Af6Bf2C63EA9D8BD4144bB07925594099d',
      },
    });
  });

  it('gives each deployment its own nonce of account 0 and the spam token to another account', () => {
    const nonces = Object.values(DEPLOY_NONCES);
    expect(nonces).toEqual(nonces.map((_, index) => index));
    const contracts = expectedChainContracts();
    const from = deployerAccount().address;
    expect(contracts.punks).toBe(getContractAddress({ from, nonce: BigInt(DEPLOY_NONCES.punks) }));
    expect(SPAM_SENDER_INDEX).not.toBe(0);
    expect(contracts.spamToken).toBe(getContractAddress({ from: devAddress(SPAM_SENDER_INDEX), nonce: 0n }));
  });
});
