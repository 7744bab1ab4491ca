import { readFile } from 'node:fs/promises';
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  http,
  type PublicClient,
} from 'viem';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deployerAccount, devAddress } from '../../accounts.ts';
import { revertSnapshot, takeSnapshot } from '../../chains/snapshot.ts';
import { viemChain } from '../../chains/viem-chain.ts';
import { type Devnet, startChains } from '../../devnet.ts';
import { type CompiledTokens, compileTokens } from '../compile-tokens.ts';
import type { ChainContracts } from '../manifest.ts';
import { decodeMetadata } from './decode-data-uri.fixture.ts';
import { itemArtFile, punkArtFile } from './nft-art-files.ts';
import {
  ITEM_MINTS,
  ITEMS,
  ITEMS_COLLECTION,
  PUNK_OWNERS,
  PUNKS_COLLECTION,
  punkName,
} from './nft-collections.ts';

let devnet: Devnet;
let client: PublicClient;
let contracts: ChainContracts;
let compiled: CompiledTokens;
let snapshot: `0x${string}`;
const [owner0, owner1, owner2, stranger] = [0, 1, 2, 5].map(devAddress) as [
  Address,
  Address,
  Address,
  Address,
];

beforeAll(async () => {
  devnet = await startChains({ chainIds: [10], basePort: 'auto' });
  client = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl), pollingInterval: 10 });
  contracts = devnet.contracts[10]!;
  compiled = await compileTokens();
}, 60_000);
afterAll(() => devnet?.stop());
beforeEach(async () => {
  snapshot = await takeSnapshot(devnet.chains[0]!.rpcUrl);
});
afterEach(() => revertSnapshot(devnet.chains[0]!.rpcUrl, snapshot));

const punks = () => ({ address: contracts.punks, abi: compiled.DevCollectible.abi });
const items = () => ({ address: contracts.items, abi: compiled.DevMultiToken.abi });

function read<T>(
  target: { address: Address; abi: Abi },
  functionName: string,
  args: readonly unknown[] = [],
) {
  return client.readContract({ ...target, functionName, args }) as Promise<T>;
}

async function write(
  target: { address: Address; abi: Abi },
  from: Address,
  functionName: string,
  args: readonly unknown[],
) {
  const wallet = createWalletClient({
    account: from,
    chain: viemChain(devnet.chains[0]!),
    transport: http(devnet.chains[0]!.rpcUrl),
  });
  const hash = await wallet.writeContract({ ...target, functionName, args });
  return client.waitForTransactionReceipt({ hash });
}

function simulate(
  target: { address: Address; abi: Abi },
  from: Address,
  functionName: string,
  args: readonly unknown[],
) {
  return client.simulateContract({ ...target, account: from, functionName, args });
}

describe('the ERC-721 Gangway Devnet Punks', () => {
  it('mints the twelve punks to their owners', async () => {
    expect(await read(punks(), 'name')).toBe(PUNKS_COLLECTION.name);
    expect(await read(punks(), 'symbol')).toBe(PUNKS_COLLECTION.symbol);
    expect(await read(punks(), 'totalSupply')).toBe(12n);
    const owners = await Promise.all(PUNK_OWNERS.map((_, index) => read(punks(), 'ownerOf', [index + 1])));
    expect(owners).toEqual(PUNK_OWNERS.map(devAddress));
    expect(await read(punks(), 'balanceOf', [owner0])).toBe(6n);
    expect(await read(punks(), 'balanceOf', [owner1])).toBe(3n);
    expect(await read(punks(), 'balanceOf', [stranger])).toBe(0n);
    await expect(read(punks(), 'ownerOf', [13n])).rejects.toThrow(/nonexistent token/);
    await expect(read(punks(), 'tokenURI', [0n])).rejects.toThrow(/nonexistent token/);
  });

  it('logged one Transfer from the zero address per punk', async () => {
    const logs = await client.getContractEvents({ ...punks(), eventName: 'Transfer', fromBlock: 0n });
    expect(logs.map((log) => log.args)).toEqual(
      PUNK_OWNERS.map((index, i) => ({
        from: '0x0000000000000000000000000000000000000000',
        to: devAddress(index),
        tokenId: BigInt(i + 1),
      })),
    );
  });

  it('answers ERC-165 for ERC-165, ERC-721 and its metadata extension only', async () => {
    for (const id of ['0x01ffc9a7', '0x80ac58cd', '0x5b5e139f'])
      expect(await read(punks(), 'supportsInterface', [id])).toBe(true);
    for (const id of ['0xffffffff', '0xd9b67a26', '0x00000000'])
      expect(await read(punks(), 'supportsInterface', [id])).toBe(false);
  });

  it('moves a punk by safeTransferFrom to an account, refuses strangers and contracts that cannot receive', async () => {
    const receipt = await write(punks(), owner0, 'safeTransferFrom', [owner0, stranger, 1n]);
    expect(receipt.status).toBe('success');
    expect(await read(punks(), 'ownerOf', [1n])).toBe(stranger);
    expect(await read(punks(), 'balanceOf', [owner0])).toBe(5n);
    const [transfer] = await client.getContractEvents({
      ...punks(),
      eventName: 'Transfer',
      blockHash: receipt.blockHash,
    });
    expect(transfer?.args).toEqual({ from: owner0, to: stranger, tokenId: 1n });

    await expect(simulate(punks(), owner1, 'transferFrom', [owner0, owner1, 2n])).rejects.toThrow(
      /caller is not owner nor approved/,
    );
    // The USDC contract has code and no onERC721Received.
    await expect(simulate(punks(), owner0, 'safeTransferFrom', [owner0, contracts.usdc, 2n])).rejects.toThrow(
      /transfer to non ERC721Receiver implementer/,
    );
    await expect(
      simulate(punks(), owner0, 'safeTransferFrom', [owner0, contracts.usdc, 2n, '0x1234']),
    ).rejects.toThrow(/transfer to non ERC721Receiver implementer/);
    await expect(simulate(punks(), owner0, 'transferFrom', [owner0, owner1, 7n])).rejects.toThrow(
      /transfer from incorrect owner/,
    );
  });

  it('lets an approved operator move a punk', async () => {
    await write(punks(), owner2, 'setApprovalForAll', [stranger, true]);
    expect(await read(punks(), 'isApprovedForAll', [owner2, stranger])).toBe(true);
    await write(punks(), stranger, 'transferFrom', [owner2, stranger, 10n]);
    expect(await read(punks(), 'ownerOf', [10n])).toBe(stranger);
  });

  it('gives every punk a data: URI with its name and its checked-in picture', async () => {
    for (const [index] of PUNK_OWNERS.entries()) {
      const tokenId = index + 1;
      const { metadata, imageType, svg } = decodeMetadata(await read(punks(), 'tokenURI', [tokenId]));
      expect(metadata.name).toBe(punkName(tokenId));
      expect(metadata.description).toBe(PUNKS_COLLECTION.description);
      expect(metadata.attributes.map((attribute) => attribute.trait_type)).toEqual([
        'Hair',
        'Glasses',
        'Background',
      ]);
      expect(imageType).toBe('image/svg+xml');
      expect(svg).toBe(await readFile(punkArtFile(tokenId), 'utf8'));
    }
  });
});

describe('the ERC-1155 Gangway Devnet Items', () => {
  it('mints the items to their holders', async () => {
    expect(await read(items(), 'name')).toBe(ITEMS_COLLECTION.name);
    for (const mint of ITEM_MINTS) {
      expect(await read(items(), 'balanceOf', [devAddress(mint.account), mint.id])).toBe(mint.amount);
    }
    expect(
      await read(items(), 'balanceOfBatch', [
        [owner0, owner1, stranger],
        [3n, 4n, 1n],
      ]),
    ).toEqual([20n, 2n, 0n]);
    await expect(read(items(), 'uri', [5n])).rejects.toThrow(/unknown id/);
  });

  it('logged one TransferSingle from the zero address per mint, by the deployer', async () => {
    const logs = await client.getContractEvents({ ...items(), eventName: 'TransferSingle', fromBlock: 0n });
    expect(logs.map((log) => log.args)).toEqual(
      ITEM_MINTS.map((mint) => ({
        operator: deployerAccount().address,
        from: '0x0000000000000000000000000000000000000000',
        to: devAddress(mint.account),
        id: BigInt(mint.id),
        value: mint.amount,
      })),
    );
  });

  it('answers ERC-165 for ERC-165, ERC-1155 and its metadata URI extension only', async () => {
    for (const id of ['0x01ffc9a7', '0xd9b67a26', '0x0e89341c'])
      expect(await read(items(), 'supportsInterface', [id])).toBe(true);
    for (const id of ['0xffffffff', '0x80ac58cd'])
      expect(await read(items(), 'supportsInterface', [id])).toBe(false);
  });

  it('moves items singly and in batches, and refuses strangers, overdrafts and non-receivers', async () => {
    const single = await write(items(), owner0, 'safeTransferFrom', [owner0, stranger, 3n, 4n, '0x']);
    const [sent] = await client.getContractEvents({
      ...items(),
      eventName: 'TransferSingle',
      blockHash: single.blockHash,
    });
    expect(sent?.args).toEqual({ operator: owner0, from: owner0, to: stranger, id: 3n, value: 4n });
    const batch = await write(items(), owner0, 'safeBatchTransferFrom', [
      owner0,
      stranger,
      [1n, 2n],
      [1n, 2n],
      '0x',
    ]);
    const [batched] = await client.getContractEvents({
      ...items(),
      eventName: 'TransferBatch',
      blockHash: batch.blockHash,
    });
    expect(batched?.args).toEqual({
      operator: owner0,
      from: owner0,
      to: stranger,
      ids: [1n, 2n],
      values: [1n, 2n],
    });
    expect(
      await read(items(), 'balanceOfBatch', [
        [owner0, stranger, stranger],
        [3n, 3n, 2n],
      ]),
    ).toEqual([16n, 4n, 2n]);

    await expect(
      simulate(items(), stranger, 'safeTransferFrom', [owner0, stranger, 3n, 1n, '0x']),
    ).rejects.toThrow(/caller is not owner nor approved/);
    await expect(
      simulate(items(), owner1, 'safeTransferFrom', [owner1, stranger, 4n, 3n, '0x']),
    ).rejects.toThrow(/insufficient balance/);
    await expect(
      simulate(items(), owner0, 'safeTransferFrom', [owner0, contracts.usdc, 3n, 1n, '0x']),
    ).rejects.toThrow(/transfer to non ERC1155Receiver implementer/);
    await expect(
      simulate(items(), owner0, 'safeBatchTransferFrom', [owner0, contracts.punks, [3n], [1n], '0x']),
    ).rejects.toThrow(/transfer to non ERC1155Receiver implementer/);
  });

  it('gives every item a data: URI with its name and its checked-in picture', async () => {
    for (const item of ITEMS) {
      const { metadata, imageType, svg } = decodeMetadata(await read(items(), 'uri', [item.id]));
      expect(metadata.name).toBe(item.name);
      expect(imageType).toBe('image/svg+xml');
      expect(svg).toBe(await readFile(itemArtFile(item.kind), 'utf8'));
    }
  });
});
