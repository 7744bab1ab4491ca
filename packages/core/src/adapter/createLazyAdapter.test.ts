import { ERROR_MESSAGES, GangwayError } from '@gangway/protocol';
import { describe, expect, it, vi } from 'vitest';
import { fakeConnection, fakeConnector } from '../testing/fakeAdapter.ts';
import { testMainnet } from '../testing/networks.ts';
import { withErrorMapping } from './adapterErrors.ts';
import type { AdapterEvent } from './ChainAdapter.ts';
import { type AdapterRuntime, type AdapterRuntimeHost, createLazyAdapter } from './createLazyAdapter.ts';

const isRejection = (error: unknown) => (error as { code?: unknown } | null)?.code === 'refused';

function runtime(overrides: Partial<AdapterRuntime<'eip155'>> = {}): AdapterRuntime<'eip155'> {
  return {
    connect: async ({ network }) => fakeConnection(network.caipNetworkId),
    reconnect: async () => null,
    disconnect: async () => undefined,
    switchNetwork: async () => undefined,
    signMessage: async () => '0x00',
    sendTransaction: async () => '0x01',
    getNativeBalance: async () => ({ value: 1n, decimals: 18, symbol: 'ETH' }),
    ...overrides,
  };
}

function adapterWith(load: (host: AdapterRuntimeHost<'eip155'>) => Promise<AdapterRuntime<'eip155'>>) {
  return createLazyAdapter({
    namespace: 'eip155',
    isAddress: (address) => address.startsWith('0x'),
    watchConnectors: (onChange) => {
      onChange([fakeConnector(), fakeConnector({ id: 'sol', chain: 'solana' })]);
      return () => undefined;
    },
    loadRuntime: load,
  });
}

const connector = fakeConnector();
const network = testMainnet;

describe('the lazy adapter shell', () => {
  it('loads the runtime once, on the first action, and retries after a failed load', async () => {
    const load = vi
      .fn<(host: AdapterRuntimeHost<'eip155'>) => Promise<AdapterRuntime<'eip155'>>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(runtime());
    const adapter = adapterWith(load);
    expect(load).not.toHaveBeenCalled();
    await expect(adapter.connect({ connector, network })).rejects.toThrow(ERROR_MESSAGES.FAILED_TO_CONNECT);
    await adapter.connect({ connector, network });
    await adapter.signMessage({ connector, address: '0x1', message: 'hi' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("with the family's error mapping: refusals rejected on connect, user-rejected after, other failures named", async () => {
    const adapter = adapterWith(async () =>
      withErrorMapping(
        runtime({
          connect: async () => Promise.reject({ code: 'refused' }),
          signMessage: async () => Promise.reject({ code: 'refused' }),
          sendTransaction: async () => Promise.reject(new Error('out of gas')),
          switchNetwork: async () => Promise.reject(new GangwayError('CHAIN_NOT_SUPPORTED')),
        }),
        {
          isRejection,
          methods: {
            switchNetwork: 'switch',
            signMessage: 'sign',
            sendTransaction: 'send',
            disconnect: 'bye',
          },
        },
      ),
    );
    await expect(adapter.connect({ connector, network })).rejects.toThrow(ERROR_MESSAGES.CONNECTION_REJECTED);
    await expect(adapter.signMessage({ connector, address: '0x1', message: 'x' })).rejects.toThrow(
      ERROR_MESSAGES.USER_REJECTED,
    );
    await expect(
      adapter.sendTransaction({ connector, network: network as never, from: '0x1', to: '0x2', value: 1n }),
    ).rejects.toThrow('send failed: out of gas');
    await expect(adapter.switchNetwork({ connector, network })).rejects.toThrow(
      ERROR_MESSAGES.CHAIN_NOT_SUPPORTED,
    );
  });

  it('fans events out to every listener, even past one that throws', async () => {
    let host: AdapterRuntimeHost<'eip155'> | undefined;
    const adapter = adapterWith(async (given) => {
      host = given;
      return runtime();
    });
    await adapter.preload?.();
    const received: AdapterEvent[] = [];
    const rethrown = vi.fn();
    const microtask = vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) => {
      try {
        task();
      } catch (error) {
        rethrown(error);
      }
    });
    adapter.subscribe(() => {
      throw new Error('listener bug');
    });
    const off = adapter.subscribe((event) => received.push(event));
    host?.emit({ type: 'disconnected', connectorId: 'io.gangway.fake' });
    expect(received).toHaveLength(1);
    off();
    host?.emit({ type: 'disconnected', connectorId: 'io.gangway.fake' });
    expect(received).toHaveLength(1);
    expect(rethrown).toHaveBeenCalledWith(new Error('listener bug'));
    microtask.mockRestore();
  });

  it('does nothing on disconnect before its runtime was ever loaded', async () => {
    const load = vi.fn(async () => runtime());
    const adapter = adapterWith(load);
    await adapter.disconnect({ connector });
    expect(load).not.toHaveBeenCalled();
  });
});
