import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_WALLET_CONFIG_ELEMENT, type PhoneWalletConfig } from './config.ts';
import { type RunningPhoneWallet, startPhoneWallet } from './server.ts';

const config: PhoneWalletConfig = {
  relayUrl: 'ws://127.0.0.1:1/v1/relay',
  projectId: 'gangway-demo',
  chains: [
    {
      chainId: 1,
      name: 'Ethereum</script>',
      rpcUrl: 'http://127.0.0.1:2',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
  ],
};

describe('the Gangway Phone Wallet server', () => {
  let wallet: RunningPhoneWallet;
  beforeAll(async () => {
    wallet = await startPhoneWallet(config);
  }, 60_000);
  afterAll(() => wallet?.stop());

  it('serves the page at its deep link path with its configuration, which no value can break out of', async () => {
    const response = await fetch(`${wallet.url}/wc?uri=${encodeURIComponent('wc:abc@2?relay-protocol=irn')}`);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    const json = new RegExp(
      `<script type="application/json" id="${PHONE_WALLET_CONFIG_ELEMENT}">(.*?)</script>`,
    ).exec(html)?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual(config);
    expect(html).toContain('<script src="/phone-wallet.js"></script>');
  });

  it('serves its script, and nothing else', async () => {
    const script = await fetch(`${wallet.url}/phone-wallet.js`);
    expect(script.status).toBe(200);
    expect((await script.text()).length).toBeGreaterThan(100_000);
    expect((await fetch(`${wallet.url}/other`)).status).toBe(404);
  });
});
