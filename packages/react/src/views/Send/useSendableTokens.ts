import { NATIVE_TOKEN_ADDRESS, type TokenBalance, toCaipAddress } from '@gangway/protocol';
import { useMemo } from 'react';
import { useAccount } from '../../hooks/useAccount.ts';
import { useNetwork } from '../../hooks/useNetwork.ts';
import { isNativeToken, sortTokens } from '../Account/TokenList/tokenDisplay.ts';

/**
 * The tokens the account can send on the active network: its token balances, with the native currency from the
 * native balance when the server listed none (no server configured, or its answer is not in yet).
 */
export function useSendableTokens(): TokenBalance[] {
  const { state } = useAccount();
  const { activeNetwork } = useNetwork();
  return useMemo(() => {
    if (!activeNetwork || activeNetwork.unsupported) return [];
    const listed = (state.tokenBalance ?? []).filter(
      (token) => token.chainId === activeNetwork.caipNetworkId,
    );
    const tokens = sortTokens(listed.filter((token) => Number(token.quantity.numeric) > 0));
    if (tokens.some(isNativeToken) || state.balance === undefined) return tokens;
    const { name, symbol, decimals } = activeNetwork.nativeCurrency;
    const native: TokenBalance = {
      name,
      symbol,
      chainId: activeNetwork.caipNetworkId,
      address: toCaipAddress(activeNetwork.caipNetworkId, NATIVE_TOKEN_ADDRESS),
      value: 0,
      price: 0,
      quantity: { decimals: String(decimals), numeric: state.balance },
      iconUrl: activeNetwork.assets?.imageUrl ?? '',
    };
    return [native, ...tokens];
  }, [state.tokenBalance, state.balance, activeNetwork]);
}
