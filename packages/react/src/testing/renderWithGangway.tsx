// Test harness: a Gangway instance over core's fake adapter, rendered inside <GangwayProvider>.
import { type Connector, createGangway, type Gangway, type GangwayOptions } from '@gangway/core';
import {
  createFakeAdapter,
  createMemoryStorage,
  type FakeAdapter,
  fakeConnector,
  testBase,
  testMainnet,
  testPolygon,
} from '@gangway/core/testing';
import { act, render, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { GangwayProvider } from '../GangwayProvider/GangwayProvider.tsx';
import { loadFakeSignClient } from './fakeSignClient.ts';

export { testBase, testMainnet, testPolygon };

export interface Harness {
  gangway: Gangway;
  adapter: FakeAdapter;
  storage: ReturnType<typeof createMemoryStorage>;
}

export function createHarness(
  options: Partial<GangwayOptions> = {},
  connectors: readonly Connector[] = [fakeConnector()],
  stored: Record<string, string> = {},
): Harness {
  const adapter = createFakeAdapter();
  adapter.announce(connectors);
  const storage = createMemoryStorage(stored);
  const gangway = createGangway({
    projectId: 'test',
    networks: [testMainnet, testPolygon, testBase],
    adapters: [adapter],
    storage,
    // No relay in unit tests: WalletConnect pairings are answered by the test (fakeSignClient.ts).
    walletConnect: { signClient: loadFakeSignClient },
    ...options,
  });
  return { gangway, adapter, storage };
}

export function renderWithGangway(
  ui: ReactNode,
  options: Partial<GangwayOptions> = {},
  connectors?: readonly Connector[],
  stored?: Record<string, string>,
) {
  const harness = createHarness(options, connectors, stored);
  const result = render(<GangwayProvider gangway={harness.gangway}>{ui}</GangwayProvider>);
  return { ...harness, ...result };
}

export function modalElement(): HTMLElement {
  const element = document.querySelector<HTMLElement>('gangway-modal');
  if (!element) throw new Error('no <gangway-modal> in the document');
  return element;
}

export function modalRoot(): ShadowRoot {
  const root = modalElement().shadowRoot;
  if (!root) throw new Error('<gangway-modal> has no open shadow root');
  return root;
}

/** Testing Library queries scoped to the modal's shadow root. */
export function modal() {
  return within(modalRoot() as unknown as HTMLElement);
}

export function activeInModal(): Element | null {
  return modalRoot().activeElement;
}

/** Lets pending promises (fake wallet answers, lazy chunks) settle inside act. */
export async function settle(times = 5): Promise<void> {
  for (let index = 0; index < times; index++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

export async function connectHarness(harness: Harness, connectorId = 'io.gangway.fake'): Promise<void> {
  await act(async () => {
    await harness.gangway.connect({ connectorId, namespace: 'eip155' });
  });
}
