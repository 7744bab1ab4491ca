import {
  type Address,
  createPublicClient,
  erc20Abi,
  getAddress,
  http,
  type PublicClient,
  parseAbiItem,
  zeroAddress,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devAddress } from '../accounts.ts';
import { type Devnet, startChains } from '../devnet.ts';
import { devnetServerChains } from '../stack/serverConfig.ts';
import type { ChainContracts } from './manifest.ts';
import { SEEDED_HISTORY } from './seed-history.ts';
import { SPAM_TOKEN, units } from './token-metadata.ts';

let devnet: Devnet;
let client: PublicClient;
let contracts: ChainContracts;
let firstSeededBlock: bigint;
const account0 = devAddress(0);

beforeAll(async () => {
  devnet = await startChains({ chainIds: [8453], basePort: 'auto', seedHistory: true });
  client = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) });
  contracts = devnet.contracts[8453]!;
  firstSeededBlock = (await client.getBlockNumber()) - BigInt(SEEDED_HISTORY.length) + 1n;
}, 60_000);
afterAll(() => devnet?.stop());

const transferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

describe('the seeded history on a fresh chain', () => {
  it('is the last blocks, one seeded transaction each, sent by the accounts SEEDED_HISTORY names', async () => {
    const blocks = await Promise.all(
      SEEDED_HISTORY.map((_, index) =>
        client.getBlock({ blockNumber: firstSeededBlock + BigInt(index), includeTransactions: true }),
      ),
    );
    expect(blocks.map((block) => block.transactions.length)).toEqual(SEEDED_HISTORY.map(() => 1));
    expect(blocks.map((block) => block.transactions[0]?.from)).toEqual(
      SEEDED_HISTORY.map((transfer) => devAddress(transfer.from).toLowerCase()),
    );
    const native = blocks.flatMap((block) => block.transactions).filter((tx) => tx.value > 0n);
    expect(native.map(({ from, to, value }) => ({ from, to, value }))).toEqual([
      { from: devAddress(1).toLowerCase(), to: account0.toLowerCase(), value: 1_500_000_000_000_000_000n },
      { from: account0.toLowerCase(), to: devAddress(2).toLowerCase(), value: 250_000_000_000_000_000n },
    ]);
  });

  it('has ERC-20 transfers in and out of account 0 and the spam airdrop in its logs', async () => {
    const logs = await client.getLogs({
      address: [contracts.usdc, contracts.usdt, contracts.gway, contracts.spamToken],
      event: transferEvent,
      fromBlock: firstSeededBlock,
    });
    expect(logs.map((log) => ({ token: getAddress(log.address), ...log.args }))).toEqual([
      { token: contracts.usdc, from: account0, to: devAddress(1), value: units('usdc', 250n) },
      { token: contracts.gway, from: devAddress(3), to: account0, value: units('gway', 1_000n) },
      { token: contracts.usdt, from: devAddress(2), to: account0, value: units('usdt', 500n) },
      { token: contracts.spamToken, from: devAddress(9), to: account0, value: SPAM_TOKEN.airdrop },
    ]);
  });

  it('has a punk and a batch of items coming in to account 0', async () => {
    const punkIn = await client.getLogs({
      address: contracts.punks,
      event: parseAbiItem(
        'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
      ),
      args: { to: account0 },
      fromBlock: firstSeededBlock,
    });
    expect(punkIn.map((log) => log.args)).toEqual([{ from: devAddress(1), to: account0, tokenId: 7n }]);
    const itemsIn = await client.getLogs({
      address: contracts.items,
      event: parseAbiItem(
        'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
      ),
      fromBlock: firstSeededBlock,
    });
    expect(itemsIn.map((log) => log.args)).toEqual([
      { operator: devAddress(2), from: devAddress(2), to: account0, ids: [2n, 4n], values: [1n, 1n] },
    ]);
  });

  it('leaves account 0 with the balances the transfers add up to', async () => {
    const balance = (token: Address, owner: Address = account0) =>
      client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
    expect(await balance(contracts.usdc)).toBe(units('usdc', 1_000_000n - 250n));
    expect(await balance(contracts.gway)).toBe(units('gway', 1_000_000n + 1_000n));
    expect(await balance(contracts.usdt)).toBe(units('usdt', 1_000_000n + 500n));
    expect(await balance(contracts.spamToken)).toBe(SPAM_TOKEN.airdrop);
    expect(await balance(contracts.spamToken, devAddress(9))).toBe(SPAM_TOKEN.supply - SPAM_TOKEN.airdrop);
  });

  it('sends the spam token from another account, with a token the server does not list', async () => {
    const spamMint = await client.getLogs({
      address: contracts.spamToken,
      event: transferEvent,
      args: { from: zeroAddress },
      fromBlock: 0n,
    });
    expect(spamMint.map((log) => log.args.to)).toEqual([devAddress(9)]);
    const listed = devnetServerChains(devnet.chains, devnet.contracts)['eip155:8453']?.tokens ?? [];
    expect(listed.map((token) => token.address)).toEqual([
      contracts.usdc,
      contracts.usdt,
      contracts.gway,
      contracts.zero,
    ]);
    expect(listed.map((token) => token.address)).not.toContain(contracts.spamToken);
  });
});

describe('startChains without seedHistory', () => {
  it('refuses seedHistory without contracts', async () => {
    await expect(startChains({ deployContracts: false, seedHistory: true })).rejects.toThrow(
      'seedHistory needs deployContracts',
    );
  });
});
