import type { CaipNetwork } from '@gangway/core';
import { createSwapApi, type SwapApi, swapErrorCode } from '@gangway/core/internal';
import type { SwapToken, TokenBalance } from '@gangway/protocol';
import { useEffect, useMemo, useState } from 'react';
import { useAccount } from '../../hooks/useAccount.ts';
import { useGangway } from '../../hooks/useGangway.ts';

export interface HeldSwapToken extends SwapToken {
  /** What the account holds, in base units (0 when the balances do not list it). */
  held: bigint;
}

export type SwapTokensState =
  | { status: 'loading' }
  | { status: 'ready'; api: SwapApi; tokens: HeldSwapToken[] }
  /** `code`: the server's (UNSUPPORTED_NETWORK: SPEC §8 'Network not supported for Swaps'). */
  | { status: 'failed'; code: string | undefined };

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The tokens the server swaps on `network` (SPEC §7 /v1/convert/tokens), with what the account holds of each. */
export function useSwapTokens(network: CaipNetwork | undefined): SwapTokensState {
  const gangway = useGangway();
  const { state } = useAccount();
  const [listed, setListed] = useState<
    | { status: 'loading' }
    | { status: 'ready'; api: SwapApi; tokens: SwapToken[] }
    | { status: 'failed'; code: string | undefined }
  >({ status: 'loading' });
  const chainId = network?.caipNetworkId;

  useEffect(() => {
    if (!chainId) return;
    let current = true;
    setListed({ status: 'loading' });
    (async () => {
      const services = await gangway.services();
      if (!services) throw new Error('no server configured');
      const api = createSwapApi(services.http);
      const tokens = await api.tokens(chainId);
      if (current) setListed({ status: 'ready', api, tokens });
    })().catch((error: unknown) => {
      if (current) setListed({ status: 'failed', code: swapErrorCode(error) });
    });
    return () => {
      current = false;
    };
  }, [gangway, chainId]);

  return useMemo(() => {
    if (listed.status !== 'ready') return listed;
    const balances: readonly TokenBalance[] = state.tokenBalance ?? [];
    const tokens = listed.tokens.map((token) => {
      const balance = balances.find((each) => sameAddress(each.address, token.address));
      const numeric = balance?.quantity.numeric ?? '0';
      return { ...token, held: unitsOf(numeric, token.decimals) };
    });
    return { status: 'ready', api: listed.api, tokens };
  }, [listed, state.tokenBalance]);
}

function unitsOf(numeric: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = numeric.split('.');
  return BigInt(`${whole || '0'}${fraction.slice(0, decimals).padEnd(decimals, '0')}`);
}

/** A token of the list named by an `open('Swap', …)` argument: its symbol (any case) or its CAIP-10 address. */
export function findSwapToken<T extends SwapToken>(
  tokens: readonly T[],
  name: string | undefined,
): T | undefined {
  if (!name) return undefined;
  return (
    tokens.find((token) => sameAddress(token.address, name)) ??
    tokens.find((token) => token.symbol.toLowerCase() === name.toLowerCase())
  );
}
