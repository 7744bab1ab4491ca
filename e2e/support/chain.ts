import { formatUnits } from '@gangway/core/internal';
import { jsonRpc } from '@gangway/devnet';
import { QUANTITY_DECIMALS } from '@gangway/protocol';
import type { E2EStack } from './stackInfo.ts';

/** The devnet node of EVM chain `chainId` (anvil: its test methods too). */
export function chainRpcUrl(stack: E2EStack, chainId: number): string {
  const chain = stack.chains.find((candidate) => candidate.chainId === chainId);
  if (!chain) throw new Error(`No devnet chain ${chainId}`);
  return chain.rpcUrl;
}

/** Sets `address`'s native balance on anvil to `wei`. */
export async function setNativeBalance(stack: E2EStack, chainId: number, address: string, wei: bigint) {
  await jsonRpc(chainRpcUrl(stack, chainId), 'anvil_setBalance', [address, `0x${wei.toString(16)}`]);
}

/** The native balance read straight from anvil, in whole units. */
export async function nativeBalanceOnChain(stack: E2EStack, chainId: number, owner: string): Promise<string> {
  const wei = await jsonRpc<string>(chainRpcUrl(stack, chainId), 'eth_getBalance', [owner, 'latest']);
  return formatUnits(BigInt(wei), 18);
}

/** A quantity as the widget writes it in English: SPEC §5's 3 decimals, cut, thousands grouped (Intl). */
export function englishQuantity(value: string): string {
  return new Intl.NumberFormat('en', {
    minimumFractionDigits: QUANTITY_DECIMALS,
    maximumFractionDigits: QUANTITY_DECIMALS,
    roundingMode: 'trunc',
  }).format(value as `${number}`);
}

/** The native balance as the account button shows it: whole units, 3 decimals. */
export async function displayedNativeBalance(
  stack: E2EStack,
  chainId: number,
  owner: string,
): Promise<string> {
  return englishQuantity(await nativeBalanceOnChain(stack, chainId, owner));
}

const BALANCE_OF = '0x70a08231';
const DECIMALS = '0x313ce567';

/** An ERC-20 balance read straight from anvil (balanceOf and decimals), in whole units. */
export async function tokenBalanceOnChain(
  stack: E2EStack,
  chainId: number,
  token: string,
  owner: string,
): Promise<string> {
  const call = (data: string) =>
    jsonRpc<string>(chainRpcUrl(stack, chainId), 'eth_call', [{ to: token, data }, 'latest']);
  const ownerWord = owner.toLowerCase().replace(/^0x/, '').padStart(64, '0');
  const [raw, decimals] = await Promise.all([call(`${BALANCE_OF}${ownerWord}`), call(DECIMALS)]);
  return formatUnits(BigInt(raw), Number(BigInt(decimals)));
}

/** Lamports of a Solana account, read straight from devnet's node. */
export async function solBalanceOnChain(stack: E2EStack, owner: string): Promise<bigint> {
  const { value } = await jsonRpc<{ value: number }>(stack.solanaRpcUrl, 'getBalance', [owner]);
  return BigInt(value);
}

/** An SPL token balance in base units (the sum of the owner's token accounts of `mint`), from devnet's node. */
export async function splBalanceOnChain(stack: E2EStack, owner: string, mint: string): Promise<bigint> {
  type Parsed = { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } };
  const { value } = await jsonRpc<{ value: Parsed[] }>(stack.solanaRpcUrl, 'getTokenAccountsByOwner', [
    owner,
    { mint },
    { encoding: 'jsonParsed' },
  ]);
  return value.reduce((sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount), 0n);
}

/** Satoshis of a Bitcoin address, mempool included, from devnet's Esplora API. */
export async function btcBalanceOnChain(stack: E2EStack, address: string): Promise<bigint> {
  type Stats = { funded_txo_sum: number; spent_txo_sum: number };
  const response = await fetch(`${stack.esploraUrl}/address/${address}`);
  const { chain_stats, mempool_stats } = (await response.json()) as {
    chain_stats: Stats;
    mempool_stats: Stats;
  };
  return BigInt(
    chain_stats.funded_txo_sum -
      chain_stats.spent_txo_sum +
      mempool_stats.funded_txo_sum -
      mempool_stats.spent_txo_sum,
  );
}

/** The node's pool lets go of every unmined transaction of `owner`, the way a node evicts what it holds. */
export async function dropPoolTransactions(stack: E2EStack, chainId: number, owner: string): Promise<void> {
  await jsonRpc(chainRpcUrl(stack, chainId), 'anvil_removePoolTransactions', [owner]);
}

/** A transaction's receipt status from anvil: 'success', 'reverted', or null while it is not mined. */
export async function receiptStatus(
  stack: E2EStack,
  chainId: number,
  hash: string,
): Promise<'success' | 'reverted' | null> {
  const receipt = await jsonRpc<{ status: string } | null>(
    chainRpcUrl(stack, chainId),
    'eth_getTransactionReceipt',
    [hash],
  );
  if (!receipt) return null;
  return receipt.status === '0x1' ? 'success' : 'reverted';
}

/** Sets an account's lamports on devnet's Solana node (devnet_setLamports: any u64, past 2^53 too). */
export async function setSolanaLamports(stack: E2EStack, owner: string, lamports: bigint): Promise<void> {
  await jsonRpc(stack.solanaRpcUrl, 'devnet_setLamports', [owner, lamports.toString()]);
}
