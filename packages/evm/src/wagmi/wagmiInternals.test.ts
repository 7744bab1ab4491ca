// @vitest-environment happy-dom
// The edge of the wagmi versions @gangway/evm supports: the peer range is pinned to what the installed wagmi is, the
// internals the bridge reads are there and do what the bridge needs, and a wagmi without them is refused by name.
import { ERROR_MESSAGES } from '@gangway/protocol';
import { type Config, createConfig, http, injected } from '@wagmi/core';
import wagmiPackage from '@wagmi/core/package.json' with { type: 'json' };
import type { EIP1193Provider } from 'viem';
import { afterEach, describe, expect, it } from 'vitest';
import evmPackage from '../../package.json' with { type: 'json' };
import { toViemChain } from '../network/toViemChain.ts';
import {
  cleanupWallets,
  connectorOf,
  createTestAdapter,
  createTestWallet,
  networkOf,
  testChain,
} from '../test/harness.ts';
import { WAGMI_CORE_RANGE, wagmiInternals } from './wagmiInternals.ts';

afterEach(cleanupWallets);

const ACCOUNT = '0x1111111111111111111111111111111111111111';

/** Whether `version` is within a tilde range (`~3.6.5`: 3.6.5 up to, not including, 3.7.0). */
function inTildeRange(version: string, range: string): boolean {
  const [major, minor, patch] = version.split('.').map(Number);
  const [floorMajor, floorMinor, floorPatch] = range.slice(1).split('.').map(Number);
  return (
    range.startsWith('~') && major === floorMajor && minor === floorMinor && (patch ?? 0) >= (floorPatch ?? 0)
  );
}

function config(): Config {
  const mainnet = toViemChain(networkOf(testChain(1)));
  return createConfig({ chains: [mainnet], transports: { [mainnet.id]: http() }, storage: null });
}

/** A config whose wagmi moved its connection events elsewhere, as a later minor may. */
function withoutEvents(base: Config): Config {
  (base as { _internal: unknown })._internal = { ...base._internal, events: undefined };
  return base;
}

describe('the wagmi internals @gangway/evm reads', () => {
  it('are pinned: the peer range is the one checked here, and the installed @wagmi/core is its floor', () => {
    expect(evmPackage.peerDependencies['@wagmi/core']).toBe(WAGMI_CORE_RANGE);
    expect(evmPackage.devDependencies['@wagmi/core']).toBe(wagmiPackage.version);
    expect(inTildeRange(wagmiPackage.version, WAGMI_CORE_RANGE)).toBe(true);
    expect(inTildeRange('3.7.0', WAGMI_CORE_RANGE)).toBe(false);
  });

  it("set up a connector outside config.connectors whose change and disconnect wagmi's handlers apply", () => {
    const wagmi = config();
    const { setup, events } = wagmiInternals(wagmi);
    const provider = { request: async () => null } as unknown as EIP1193Provider;
    const connector = setup(injected({ shimDisconnect: false, target: { id: 'io.x', name: 'X', provider } }));
    expect(wagmi.connectors).not.toContain(connector);
    expect(connector).toMatchObject({ id: 'io.x', uid: expect.any(String) });

    wagmi.setState((state) => ({
      ...state,
      connections: new Map([[connector.uid, { accounts: [ACCOUNT], chainId: 1, connector }]]),
      current: connector.uid,
      status: 'connected',
    }));
    events.change({ uid: connector.uid, chainId: 137 });
    expect(wagmi.state.connections.get(connector.uid)?.chainId).toBe(137);
    events.disconnect({ uid: connector.uid });
    expect(wagmi.state).toMatchObject({ status: 'disconnected', current: null });
    expect(wagmi.state.connections.size).toBe(0);
  });

  it('are refused with the supported range named when a wagmi lacks them, at the first connect', async () => {
    const message = ERROR_MESSAGES.INVALID_OPTION({
      option: 'wagmiConfig',
      reason: `@gangway/evm works with @wagmi/core ${WAGMI_CORE_RANGE}, whose config has the connector setup and connection events it uses; this one has not`,
    });
    expect(() => wagmiInternals(withoutEvents(config()))).toThrow(message);

    const wallet = createTestWallet();
    const { adapter, networks } = createTestAdapter({ wagmiConfig: withoutEvents(config()) });
    await expect(
      adapter.connect({ connector: connectorOf(wallet.info.rdns), network: networks[0]! }),
    ).rejects.toThrow(message);
  });
});
