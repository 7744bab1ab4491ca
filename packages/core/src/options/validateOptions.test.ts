import { ERROR_MESSAGES } from '@gangway/protocol';
import { describe, expect, it } from 'vitest';
import type { CaipNetwork } from '../networks/CaipNetwork.ts';
import { createFakeAdapter } from '../testing/fakeAdapter.ts';
import { testMainnet, testPolygon } from '../testing/networks.ts';
import { offersWalletConnect } from '../walletConnect/WalletConnectOptions.ts';
import type { GangwayOptions } from './GangwayOptions.ts';
import { validateOptions } from './validateOptions.ts';

const base = (): GangwayOptions => ({
  projectId: 'demo',
  networks: [testMainnet, testPolygon],
  adapters: [createFakeAdapter()],
});
const withNetwork = (network: unknown): GangwayOptions => ({ ...base(), networks: [network as CaipNetwork] });

describe('options validation', () => {
  it('applies the defaults', () => {
    const resolved = validateOptions(base());
    expect(resolved).toMatchObject({
      defaultNetwork: testMainnet,
      enableNetworkSwitch: true,
      allowUnsupportedChain: false,
      enableReconnect: true,
      debug: false,
    });
    expect(resolved.localFeatures.analytics).toBe(false);
  });

  it('refuses siweConfig together with siwx', () => {
    expect(() =>
      validateOptions({ ...base(), siwx: {}, siweConfig: {} as GangwayOptions['siweConfig'] }),
    ).toThrow(ERROR_MESSAGES.SIWE_AND_SIWX);
  });

  it('names the option in every error', () => {
    const cases: [GangwayOptions, string][] = [
      [{ ...base(), networks: [] as unknown as GangwayOptions['networks'] }, '`networks`'],
      [withNetwork({ ...testMainnet, caipNetworkId: 'eip155:1:extra' }), '`networks[0].caipNetworkId`'],
      [withNetwork({ ...testMainnet, caipNetworkId: 'eip155' }), '`networks[0].caipNetworkId`'],
      [withNetwork({ ...testMainnet, caipNetworkId: 'eip155:137' }), '`networks[0].id`'],
      [withNetwork({ ...testMainnet, rpcUrls: { default: { http: [] } } }), '`networks[0].rpcUrls`'],
      [withNetwork({ ...testMainnet, rpcUrls: undefined }), '`networks[0].rpcUrls`'],
      [
        withNetwork({ ...testMainnet, rpcUrls: { default: { http: ['ftp://x'] } } }),
        '`networks[0].rpcUrls.default.http[0]`',
      ],
      [withNetwork({ ...testMainnet, name: '' }), '`networks[0].name`'],
      [{ ...base(), networks: [testMainnet, testPolygon, testMainnet] }, '`networks[2]`'],
      [
        { ...base(), defaultNetwork: { ...testMainnet, caipNetworkId: 'eip155:5' as never } },
        '`defaultNetwork`',
      ],
      [{ ...base(), apiUrl: 'not a url' }, '`apiUrl`'],
      [{ ...base(), themeVariables: { color: 'red' } as never }, '`themeVariables.color`'],
      [{ ...base(), features: { nope: true } as never }, '`features.nope`'],
      [{ ...base(), adapters: [createFakeAdapter(), createFakeAdapter()] }, '`adapters[1]`'],
      [{ ...base(), excludeWalletIds: [1] as never }, '`excludeWalletIds[0]`'],
      [{ ...base(), enableReconnect: 'yes' as never }, '`enableReconnect`'],
      [{ ...base(), prefetch: 'always' as never }, '`prefetch`'],
    ];
    for (const [options, named] of cases) expect(() => validateOptions(options)).toThrow(named);
  });

  it("says what is wrong in SPEC §8's schema words, not a bare 'Invalid input'", () => {
    const cases: [GangwayOptions, string][] = [
      [{ ...base(), projectId: 7 as never }, 'Invalid option `projectId`: Expected string, received number'],
      [{ ...base(), networks: undefined as never }, 'Invalid option `networks`: Required'],
      [
        { ...base(), networks: [] as never },
        'Invalid option `networks`: Array must contain at least 1 element(s)',
      ],
      [{ ...base(), debug: 'yes' as never }, 'Invalid option `debug`: Expected boolean, received string'],
      [
        { ...base(), privacyPolicyUrl: 'javascript:alert(1)' },
        'Invalid option `privacyPolicyUrl`: Invalid url',
      ],
      [
        { ...base(), metadata: { name: 'x', description: '', url: 'nope', icons: [] } },
        'Invalid option `metadata.url`: Invalid url',
      ],
      [
        withNetwork({ ...testMainnet, name: '' }),
        'Invalid option `networks[0].name`: String must contain at least 1 character(s)',
      ],
    ];
    for (const [options, message] of cases) expect(() => validateOptions(options)).toThrow(message);
  });

  it('needs an adapter for every namespace the networks use', () => {
    expect(() => validateOptions({ ...base(), adapters: [] })).toThrow(
      ERROR_MESSAGES.ADAPTER_FOR_NAMESPACE_NOT_FOUND({ namespace: 'eip155' }),
    );
  });

  it('refuses WalletConnect asked for without its client loader, and offers it only with one', () => {
    for (const walletConnect of [{}, { relayUrl: 'wss://relay.example' }, { signClient: 'sign-client' }]) {
      expect(() =>
        validateOptions({ ...base(), walletConnect: walletConnect as GangwayOptions['walletConnect'] }),
      ).toThrow(
        ERROR_MESSAGES.INVALID_OPTION({
          option: 'walletConnect.signClient',
          reason: "expected () => import('@walletconnect/sign-client')",
        }),
      );
    }
    const signClient = () => import('@walletconnect/sign-client');
    const apiUrl = 'https://gangway.example';
    expect(offersWalletConnect({ ...base(), apiUrl })).toBe(false);
    expect(offersWalletConnect({ ...base(), apiUrl, walletConnect: { signClient } })).toBe(true);
    expect(offersWalletConnect({ ...base(), walletConnect: { signClient } })).toBe(false);
    expect(
      offersWalletConnect({ ...base(), walletConnect: { signClient, relayUrl: 'wss://relay.example' } }),
    ).toBe(true);
  });

  it('splits remote-gated features from local ones', () => {
    const resolved = validateOptions({ ...base(), features: { email: false, send: false, swaps: false } });
    expect(resolved.localRemoteFeatures).toEqual({ email: false, swaps: false });
    expect(resolved.localFeatures.send).toBe(false);
  });
});
