import type { ChainNamespace } from '../caip/namespaces.ts';
import { type GangwayContext, getAdapter } from '../client/GangwayContext.ts';
import { formatUnits } from '../format/formatUnits.ts';

/** Reads the connected account's native balance on its active network; clears it when that is not possible. */
export async function refreshNativeBalance(ctx: GangwayContext, namespace: ChainNamespace): Promise<void> {
  const account = ctx.accounts.getState().get(namespace);
  const network = ctx.networks.getState().active[namespace];
  const { address } = account;
  if (!address || account.status !== 'connected' || !network || network.unsupported) {
    ctx.accounts.getState().update(namespace, { balance: undefined, balanceSymbol: undefined });
    return;
  }
  try {
    const balance = await getAdapter(ctx, namespace).getNativeBalance({ address, network });
    // The account or network may have changed while the request was in flight.
    const now = ctx.accounts.getState().get(namespace);
    if (now.address !== address || ctx.networks.getState().active[namespace] !== network) return;
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
