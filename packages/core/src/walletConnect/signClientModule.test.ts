// The structural surface core types the app's sign-client with (SignClientModule.ts) must fit the real module: the
// assignment below fails the type check when a sign-client release changes what the widget uses.
import { describe, expect, it } from 'vitest';
import type { SignClientLoader } from './SignClientModule.ts';

const loadRealSignClient: SignClientLoader = () => import('@walletconnect/sign-client');

describe('the walletConnect.signClient loader', () => {
  it('takes @walletconnect/sign-client as the app imports it', async () => {
    const { SignClient } = await loadRealSignClient();
    expect(typeof SignClient.init).toBe('function');
    // Loading sign-client and its dependencies takes seconds on a loaded machine.
  }, 60_000);
});
