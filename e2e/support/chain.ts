import { formatQuantity, formatUnits } from '@gangway/core';
import type { E2EStack } from './stackInfo.ts';

async function rpc<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result: T };
  return body.result;
}

/** The native balance as the account button shows it: whole units, 3 decimals, read straight from anvil. */
export async function displayedNativeBalance(
  stack: E2EStack,
  chainId: number,
  address: string,
): Promise<string> {
  const chain = stack.chains.find((candidate) => candidate.chainId === chainId);
  if (!chain) throw new Error(`No devnet chain ${chainId}`);
  const wei = BigInt(await rpc<string>(chain.rpcUrl, 'eth_getBalance', [address, 'latest']));
  return formatQuantity(formatUnits(wei, 18));
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
  const chain = stack.chains.find((candidate) => candidate.chainId === chainId);
  if (!chain) throw new Error(`No devnet chain ${chainId}`);
  const call = (data: string) => rpc<string>(chain.rpcUrl, 'eth_call', [{ to: token, data }, 'latest']);
  const ownerWord = owner.toLowerCase().replace(/^0x/, '').padStart(64, '0');
  const [raw, decimals] = await Promise.all([call(`${BALANCE_OF}${ownerWord}`), call(DECIMALS)]);
  return formatUnits(BigInt(raw), Number(BigInt(decimals)));
}

/** The native balance read straight from anvil, in whole units. */
export async function nativeBalanceOnChain(stack: E2EStack, chainId: number, owner: string): Promise<string> {
  const chain = stack.chains.find((candidate) => candidate.chainId === chainId);
  if (!chain) throw new Error(`No devnet chain ${chainId}`);
  return formatUnits(BigInt(await rpc<string>(chain.rpcUrl, 'eth_getBalance', [owner, 'latest'])), 18);
}
