// gangway-server's answers as the widget gets them, for checking what the widget shows against the real data.
import type { HistoryResponse, TokenBalance, WalletListing } from '@gangway/protocol';
import type { E2EStack } from './stackInfo.ts';

function apiUrl(stack: E2EStack, path: string, query: Record<string, string>): string {
  const url = new URL(path, stack.apiUrl);
  url.search = new URLSearchParams({ projectId: stack.projectId, st: 'e2e', sv: 'e2e', ...query }).toString();
  return url.toString();
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

export function getWallets(
  stack: E2EStack,
  query: Record<string, string>,
): Promise<{ data: WalletListing[]; count: number }> {
  return getJson(apiUrl(stack, '/getWallets', query));
}

export async function getBalances(
  stack: E2EStack,
  address: string,
  caipNetworkId: string,
): Promise<TokenBalance[]> {
  const body = await getJson<{ balances: TokenBalance[] }>(
    apiUrl(stack, `/v1/account/${address}/balance`, { currency: 'usd', chainId: caipNetworkId }),
  );
  return body.balances;
}

/** One page of the account's history (issue 9's route); null while the server does not have the route. */
export async function getHistory(
  stack: E2EStack,
  address: string,
  caipNetworkId: string,
): Promise<HistoryResponse | null> {
  const response = await fetch(apiUrl(stack, `/v1/account/${address}/history`, { chainId: caipNetworkId }));
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`history: HTTP ${response.status}`);
  return (await response.json()) as HistoryResponse;
}

/** Whether gangway-server answers the NFT holdings route (issue 9's server part). */
export async function hasNftsRoute(
  stack: E2EStack,
  address: string,
  caipNetworkId: string,
): Promise<boolean> {
  const response = await fetch(apiUrl(stack, `/v1/account/${address}/nfts`, { chainId: caipNetworkId }));
  return response.status !== 404;
}
