// What of @walletconnect/sign-client the widget uses, written structurally: the app passes the module through the
// `walletConnect.signClient` loader, so core neither depends on sign-client nor names its types in its declarations
// (an app without WalletConnect installs nothing of it, and its tsc with skipLibCheck off never looks for it).
// signClientModule.test.ts checks that the real module fits these shapes.

import type { WatchedRelayer } from './relayStatus.ts';
import type { SessionNamespaces } from './sessionAccounts.ts';

/** An approved WalletConnect session, as far as the widget reads it. */
export interface WalletConnectSession {
  topic: string;
  /** Epoch seconds. */
  expiry: number;
  namespaces: SessionNamespaces;
  peer: { metadata: { name: string; icons: string[] } };
}

type RequiredNamespaces = Record<string, { chains?: string[]; methods: string[]; events: string[] }>;

/** A started sign client: pairing, the session's events, requests and disconnect. */
export interface WalletConnectClient {
  core: {
    /** Verify's state; the widget switches its attestation iframe off (signClient.ts). */
    verify: object;
    relayer: WatchedRelayer;
    pairing: {
      pairings: { getAll(filter?: { topic?: string }): { active: boolean }[] };
      pair(params: { uri: string; activatePairing?: boolean }): Promise<unknown>;
    };
  };
  session: { getAll(): WalletConnectSession[] };
  on(event: 'session_delete' | 'session_expire', listener: (args: { topic: string }) => void): unknown;
  on(
    event: 'session_event',
    listener: (args: {
      topic: string;
      params: { chainId: string; event: { name: string; data: unknown } };
    }) => void,
  ): unknown;
  on(
    event: 'session_update',
    listener: (args: { topic: string; params: { namespaces: SessionNamespaces } }) => void,
  ): unknown;
  connect(params: {
    pairingTopic?: string;
    optionalNamespaces?: RequiredNamespaces;
  }): Promise<{ uri?: string; approval: () => Promise<WalletConnectSession> }>;
  request(params: {
    topic: string;
    chainId: string;
    request: { method: string; params: unknown };
  }): Promise<unknown>;
  disconnect(params: { topic: string; reason: { code: number; message: string } }): Promise<void>;
}

/** What the widget passes to `SignClient.init`. */
export interface SignClientInit {
  projectId: string;
  relayUrl: string;
  metadata: { name: string; description: string; url: string; icons: string[] };
  telemetryEnabled: boolean;
  logger: string;
  customStoragePrefix: string;
}

/** The module `import('@walletconnect/sign-client')` resolves to, as far as the widget uses it. */
export interface SignClientModule {
  SignClient: { init(options: SignClientInit): Promise<WalletConnectClient> };
}

/** The `walletConnect.signClient` option: `() => import('@walletconnect/sign-client')`. */
export type SignClientLoader = () => Promise<SignClientModule>;
