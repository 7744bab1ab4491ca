// Stands in for @walletconnect/sign-client in react's tests (the relay is a boundary): the test answers pairings.
type Handler = (event: never) => void;

export interface FakePairing {
  uri: string;
  approve(accounts: string[]): void;
  reject(error: unknown): void;
}

export const fakePairings: FakePairing[] = [];

function createClient() {
  const handlers = new Map<string, Handler[]>();
  return {
    core: { verify: { isDevEnv: false } },
    session: { getAll: () => [] },
    on(event: string, handler: Handler) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
    },
    async connect() {
      const uri = `wc:${String(fakePairings.length).padStart(64, 'a')}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}`;
      let settle: { resolve: (value: unknown) => void; reject: (error: unknown) => void } | undefined;
      const approval = new Promise((resolve, reject) => {
        settle = { resolve, reject };
      });
      fakePairings.push({
        uri,
        approve: (accounts) =>
          settle?.resolve({
            topic: `topic-${fakePairings.length}`,
            expiry: Math.floor(Date.now() / 1000) + 86_400,
            namespaces: { eip155: { accounts } },
            peer: { metadata: { name: 'Phone Wallet', icons: [] } },
          }),
        reject: (error) => settle?.reject(error),
      });
      return { uri, approval: () => approval };
    },
    async request() {
      return null;
    },
    async disconnect() {},
  };
}

export const SignClient = { init: async () => createClient() };
