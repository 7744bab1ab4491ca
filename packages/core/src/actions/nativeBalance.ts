import type { ChainNamespace } from '../caip/namespaces.ts';
import { type GangwayContext, getAdapter } from '../client/GangwayContext.ts';
import { formatUnits } from '../format/formatUnits.ts';
import { namespaceState, selectAddress } from '../stores/connectionStore.ts';

/** Reads the connected account's native balance on its active network; clears it when that is not possible. */
export async function refreshNativeBalance(ctx: GangwayContext, namespace: ChainNamespace): Promise<void> {
  const read = () => {
    const state = ctx.connections.getState();
    const { status, chain } = namespaceState(state, namespace);
    return { address: selectAddress(state, namespace), connected: status === 'connected', network: chain };
  };
  const { address, connected, network } = read();
  if (!address || !connected || !network || network.unsupported) {
    ctx.accounts.getState().update(namespace, { balance: undefined, balanceSymbol: undefined });
    return;
  }
  try {
    const balance = await getAdapter(ctx, namespace).getNativeBalance({ address, network });
    // The account or network may have changed while the request was in flight.
    const now = read();
    if (now.address !== address || now.network !== network) return;
    ctx.accounts.getState().update(namespace, {
      balance: formatUnits(balance.value, balance.decimals),
      balanceSymbol: balance.symbol,
    });
  } catch {
    ctx.accounts
      .getState()
      .update(namespace, { balance: undefined, balanceSymbol: network.nativeCurrency.symbol });
  }
}
