// The on-ramp providers the configuration names, by id.
import type { OnrampConfig } from '../../config/onrampConfig.ts';
import { VendorApi } from '../vendorApi.ts';
import { COINBASE_API_URL, COINBASE_PAY_URL, CoinbaseOnrampProvider } from './CoinbaseOnrampProvider.ts';
import { MELD_API_URL, MELD_API_VERSION, MeldOnrampProvider } from './MeldOnrampProvider.ts';
import type { OnrampProvider } from './OnrampProvider.ts';
import { SandboxOnrampProvider } from './SandboxOnrampProvider.ts';

export interface OnrampUpstreamLimits {
  timeoutMs: number;
  maxResponseBytes: number;
}

export function buildOnrampProviders(
  config: OnrampConfig,
  limits: OnrampUpstreamLimits,
): Map<string, OnrampProvider> {
  const providers = new Map<string, OnrampProvider>();
  if (config.meld) {
    const { apiKey, apiUrl, webhookSecret } = config.meld;
    const api = new VendorApi({
      vendor: 'Meld',
      baseUrl: apiUrl ?? MELD_API_URL,
      headers: () => ({ authorization: `BASIC ${apiKey}`, 'meld-version': MELD_API_VERSION }),
      ...limits,
    });
    providers.set('meld', new MeldOnrampProvider(api, webhookSecret));
  }
  if (config.coinbase) {
    const { apiKey, apiUrl, payUrl, webhookSecret } = config.coinbase;
    const api = new VendorApi({
      vendor: 'Coinbase',
      baseUrl: apiUrl ?? COINBASE_API_URL,
      headers: () => ({ authorization: `Bearer ${apiKey}` }),
      ...limits,
    });
    providers.set('coinbase', new CoinbaseOnrampProvider(api, payUrl ?? COINBASE_PAY_URL, webhookSecret));
  }
  if (config.sandbox) {
    const api = new VendorApi({
      vendor: 'the sandbox on-ramp',
      baseUrl: config.sandbox.apiUrl,
      headers: () => ({}),
      ...limits,
    });
    providers.set('sandbox', new SandboxOnrampProvider(api, config.sandbox.webhookSecret));
  }
  return providers;
}
