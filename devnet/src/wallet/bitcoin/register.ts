// How a page finds the Bitcoin dev wallet: Wallet Standard registration, and sats-connect's window.btc_providers
// entry pointing at the provider's dotted path on window.
import type { Wallet } from '@wallet-standard/base';
import { registerStandardWallet } from '../browser/register-standard-wallet.ts';
import { SATS_CONNECT_PROVIDER_ID, type SatsConnectProvider } from './sats-connect-provider.ts';

/** One entry of window.btc_providers (sats-connect's Provider shape). */
export interface SatsConnectProviderInfo {
  id: string;
  name: string;
  icon: string;
  webUrl?: string;
}

export interface BitcoinProviderWindow extends Window {
  btc_providers?: SatsConnectProviderInfo[];
  GangwayDevWallet?: { BitcoinProvider?: SatsConnectProvider };
}

export function registerBitcoinWallet(
  target: BitcoinProviderWindow,
  wallet: Wallet,
  provider: SatsConnectProvider,
): void {
  registerStandardWallet(target, wallet);
  target.GangwayDevWallet = { ...target.GangwayDevWallet, BitcoinProvider: provider };
  const providers = target.btc_providers ?? [];
  target.btc_providers = providers;
  if (!providers.some((entry) => entry.id === SATS_CONNECT_PROVIDER_ID)) {
    providers.push({ id: SATS_CONNECT_PROVIDER_ID, name: wallet.name, icon: wallet.icon });
  }
}
