import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  numberToHex,
  parseEther,
} from 'viem';
import { devAddress } from '../accounts.ts';
import type { DevnetChain } from '../chains/devnet-chain.ts';
import { compileTokens } from './compile-tokens.ts';
import { type ChainContracts, SPAM_SENDER_INDEX } from './manifest.ts';
import { SPAM_TOKEN, units } from './token-metadata.ts';

/** One transfer of the seeded history; accounts are dev account indexes. */
export type SeededTransfer =
  | { kind: 'native'; from: number; to: number; amount: bigint }
  | { kind: 'erc20'; token: 'usdc' | 'usdt' | 'gway' | 'spamToken'; from: number; to: number; amount: bigint }
  | { kind: 'erc721'; from: number; to: number; tokenId: bigint }
  | { kind: 'erc1155'; from: number; to: number; ids: readonly bigint[]; amounts: readonly bigint[] };

/**
 * What seedHistory sends on each chain, in this order, one transaction (and block) each: native currency and
 * ERC-20s in and out of account 0, an ERC-721 and an ERC-1155 batch in, and the spam airdrop last.
 */
export const SEEDED_HISTORY: readonly SeededTransfer[] = [
  { kind: 'native', from: 1, to: 0, amount: parseEther('1.5') },
  { kind: 'native', from: 0, to: 2, amount: parseEther('0.25') },
  { kind: 'erc20', token: 'usdc', from: 0, to: 1, amount: units('usdc', 250n) },
  { kind: 'erc20', token: 'gway', from: 3, to: 0, amount: units('gway', 1_000n) },
  { kind: 'erc20', token: 'usdt', from: 2, to: 0, amount: units('usdt', 500n) },
  { kind: 'erc721', from: 1, to: 0, tokenId: 7n },
  { kind: 'erc1155', from: 2, to: 0, ids: [2n, 4n], amounts: [1n, 1n] },
  { kind: 'erc20', token: 'spamToken', from: SPAM_SENDER_INDEX, to: 0, amount: SPAM_TOKEN.airdrop },
];

interface Call {
  to: Address;
  data?: Hex;
  value?: bigint;
}

async function callOf(transfer: SeededTransfer, contracts: ChainContracts): Promise<Call> {
  const { DevCollectible, DevMultiToken } = await compileTokens();
  switch (transfer.kind) {
    case 'native':
      return { to: devAddress(transfer.to), value: transfer.amount };
    case 'erc20':
      return {
        to: contracts[transfer.token],
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [devAddress(transfer.to), transfer.amount],
        }),
      };
    case 'erc721':
      return {
        to: contracts.punks,
        data: encodeFunctionData({
          abi: DevCollectible.abi,
          functionName: 'safeTransferFrom',
          args: [devAddress(transfer.from), devAddress(transfer.to), transfer.tokenId],
        }),
      };
    case 'erc1155':
      return {
        to: contracts.items,
        data: encodeFunctionData({
          abi: DevMultiToken.abi,
          functionName: 'safeBatchTransferFrom',
          args: [devAddress(transfer.from), devAddress(transfer.to), transfer.ids, transfer.amounts, '0x'],
        }),
      };
  }
}

/**
 * Sends SEEDED_HISTORY on a chain whose contracts are deployed, so a fresh devnet has some activity to show.
 * Resolves with the transaction hashes in SEEDED_HISTORY order once all are mined.
 */
export async function seedHistory(chain: DevnetChain, contracts: ChainContracts): Promise<Hex[]> {
  const client = createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 10 });
  const wallet = createWalletClient({ transport: http(chain.rpcUrl) });
  const senders = [...new Set(SEEDED_HISTORY.map((transfer) => transfer.from))];
  const nonces = new Map<number, number>(
    await Promise.all(
      senders.map(
        async (index) => [index, await client.getTransactionCount({ address: devAddress(index) })] as const,
      ),
    ),
  );
  const hashes: Hex[] = [];
  // Each transfer is mined before the next is sent: anvil's automine can put two transactions that arrive while it
  // mines into one block, and the history is meant as one block each.
  for (const [index, transfer] of SEEDED_HISTORY.entries()) {
    const call = await callOf(transfer, contracts);
    const nonce = nonces.get(transfer.from) ?? 0;
    nonces.set(transfer.from, nonce + 1);
    const hash = await wallet.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from: devAddress(transfer.from),
          to: call.to,
          data: call.data,
          value: call.value === undefined ? undefined : numberToHex(call.value),
          nonce: numberToHex(nonce),
        },
      ],
    });
    const receipt = await client.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') {
      throw new Error(`Seeded transfer ${index} (${transfer.kind}) reverted on ${chain.rpcUrl}`);
    }
    hashes.push(hash);
  }
  return hashes;
}
