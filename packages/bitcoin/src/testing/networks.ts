import { defineNetwork } from '@gangway/core';

const BTC = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 };

/** Regtest, whose Esplora API is `esploraUrl` (nothing listens on the default). */
export function regtestNetwork(esploraUrl = 'http://127.0.0.1:1') {
  return defineNetwork({
    chainNamespace: 'bip122',
    id: '0f9188f13cb7b2c71f2a335e3a4fc328',
    name: 'Bitcoin Regtest',
    nativeCurrency: BTC,
    rpcUrls: { default: { http: [esploraUrl] } },
  });
}

export const bitcoinMainnet = defineNetwork({
  chainNamespace: 'bip122',
  id: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  nativeCurrency: BTC,
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
});
