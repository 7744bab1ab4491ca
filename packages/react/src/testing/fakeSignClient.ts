// Stands in for @walletconnect/sign-client in react's tests (the relay is a boundary): the test answers pairings.
// The harness passes it as the `walletConnect.signClient` loader (loadFakeSignClient).
import type { WalletConnectOptions } from '@gangway/core';

type SignClientLoader = NonNullable<WalletConnectOptions['signClient']>;
type Session = Awaited<ReturnType<Awaited<ReturnType<SignClientLoader>>['SignClient']['init']>>['session'];
type ApprovedSession = ReturnType<Session['getAll']>[number];
type Handler = (event: never) => void;

export interface FakePairing {
  uri: string;
  /** Proposed over a pairing the widget was given (`pair()`ed), not one it made. */
  given: boolean;
  approve(accounts: string[]): void;
  reject(error: unknown): void;
}

export const fakePairings: FakePairing[] = [];

function createClient() {
  const handlers = new Map<string, Handler[]>();
  const paired = new Map<string, string>();
  return {
    core: {
      verify: { isDevEnv: false },
      relayer: { connected: true, on() {}, async transportOpen() {} },
      pairing: {
        pairings: {
          getAll: ({ topic }: { topic: string }) => (paired.has(topic) ? [{ topic, active: true }] : []),
        },
        async pair({ uri }: { uri: string }) {
          paired.set(uri.slice(3, 67), uri);
        },
      },
    },
    session: { getAll: (): ApprovedSession[] => [] },
    on(event: string, handler: Handler) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
    },
    async connect({ pairingTopic }: { pairingTopic?: string }) {
      const given = pairingTopic === undefined ? undefined : paired.get(pairingTopic);
      const uri =
        given ??
        `wc:${String(fakePairings.length).padStart(64, 'a')}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}`;
      let settle: { resolve: (value: ApprovedSession) => void; reject: (error: unknown) => void } | undefined;
      const approval = new Promise<ApprovedSession>((resolve, reject) => {
        settle = { resolve, reject };
      });
      fakePairings.push({
        uri,
        given: given !== undefined,
        approve: (accounts) =>
          settle?.resolve({
            topic: `topic-${fakePairings.length}`,
            expiry: Math.floor(Date.now() / 1000) + 86_400,
            namespaces: { eip155: { accounts } },
            peer: { metadata: { name: 'Phone Wallet', icons: [] } },
          }),
        reject: (error) => settle?.reject(error),
      });
      return { uri: given ? undefined : uri, approval: () => approval };
    },
    async request() {
      return null;
    },
    async disconnect() {},
  };
}

/** The `walletConnect.signClient` loader of react's tests. */
export const loadFakeSignClient: SignClientLoader = async () => ({
  SignClient: { init: async () => createClient() },
});
