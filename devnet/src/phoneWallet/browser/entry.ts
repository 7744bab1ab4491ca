// Entry of dist/phone-wallet.js: the Gangway Phone Wallet, a page that acts as a phone wallet over WalletConnect.
// It pairs with the `uri` of its address (the deep link `…/wc?uri=`) or a pasted one, asks its user about the
// session and every request, and signs with the dev accounts through the dev wallet's provider.
import { RPC_ERROR_CODES } from '@gangway/protocol';
import { SignClient } from '@walletconnect/sign-client';
import type { ProposalTypes, SessionTypes } from '@walletconnect/types';
import { browserStorage } from '../../wallet/browser/browser-storage.ts';
import { createDevWalletProvider } from '../../wallet/provider.ts';
import type { DevWalletApprovalRequest } from '../../wallet/types.ts';
import { PHONE_WALLET_CONFIG_ELEMENT, PHONE_WALLET_NAME, type PhoneWalletConfig } from '../config.ts';
import { createPhoneSolanaWallet } from './solana.ts';
import { type PhoneWalletUi, renderPhoneWallet } from './ui.ts';

const USER_REJECTED = { code: RPC_ERROR_CODES.USER_REJECTED_METHODS, message: 'User rejected.' };
const UNSUPPORTED_CHAINS = { code: 5100, message: 'Unsupported chains.' };
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' };

type Client = Awaited<ReturnType<typeof SignClient.init>>;

function requested(params: ProposalTypes.Struct, namespace: string) {
  const namespaces = [params.requiredNamespaces[namespace], params.optionalNamespaces?.[namespace]];
  return {
    chains: [...new Set(namespaces.flatMap((namespace) => namespace?.chains ?? []))],
    methods: [...new Set(namespaces.flatMap((namespace) => namespace?.methods ?? []))],
    events: [...new Set(namespaces.flatMap((namespace) => namespace?.events ?? []))],
  };
}

/** EIP-5792's methods: `?batchCalls=off` makes a wallet that knows none of them (and approves none in a session). */
const BATCH_METHODS = [
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
];

async function start(config: PhoneWalletConfig, ui: PhoneWalletUi) {
  const search = new URL(location.href).searchParams;
  const batchCalls = search.get('batchCalls') !== 'off';
  // A test that changes its account for good (an EIP-7702 delegation) gives the page a devnet key of its own.
  const accountKey = search.get('accountKey');
  // The session's approval covers connecting and moving between its chains; signing is asked each time.
  const approve = async (request: DevWalletApprovalRequest) =>
    request.kind === 'connect' || request.kind === 'permissions' || request.kind === 'switch-chain'
      ? true
      : ui.ask(`${request.method}`, request.summary, 'request');
  const provider = createDevWalletProvider({
    chains: config.chains,
    origin: 'walletconnect',
    approve,
    ...(accountKey && /^0x[0-9a-fA-F]{64}$/.test(accountKey)
      ? { accounts: [accountKey as `0x${string}`] }
      : {}),
    misbehaviour: batchCalls ? null : 'no-batch-calls',
  });
  const solana = config.solana
    ? createPhoneSolanaWallet({ ...config.solana, approve, storage: browserStorage() })
    : undefined;
  const client: Client = await SignClient.init({
    projectId: config.projectId,
    relayUrl: config.relayUrl,
    telemetryEnabled: false,
    logger: 'silent',
    customStoragePrefix: 'gangway-phone-wallet',
    metadata: { name: PHONE_WALLET_NAME, description: PHONE_WALLET_NAME, url: location.origin, icons: [] },
  });
  // Verify's attestation lives on WalletConnect's hosts; this wallet runs offline.
  (client.core.verify as unknown as { isDevEnv: boolean }).isDevEnv = true;
  const showSessions = () => ui.sessions(client.session.getAll(), (topic) => disconnect(topic));
  const disconnect = async (topic: string) => {
    await client.disconnect({ topic, reason: USER_DISCONNECTED });
    ui.status('Session ended');
    showSessions();
  };

  client.on('session_proposal', async ({ id, params }) => {
    const eip155 = requested(params, 'eip155');
    const held = config.chains.map((chain) => `eip155:${chain.chainId}`);
    const chains = eip155.chains.filter((chain) => held.includes(chain));
    const solanaAsked = requested(params, 'solana');
    const solanaChains = solana ? solanaAsked.chains.filter((chain) => chain === solana.caipNetworkId) : [];
    const approved = await ui.ask(
      `Connect to ${params.proposer.metadata.name}`,
      [...chains, ...solanaChains],
      'session',
    );
    if (!approved) {
      await client.reject({ id, reason: USER_REJECTED });
      ui.status('Session rejected');
      return;
    }
    if (chains.length === 0 && solanaChains.length === 0) {
      await client.reject({ id, reason: UNSUPPORTED_CHAINS });
      ui.status('No requested chain is held here');
      return;
    }
    const namespaces: SessionTypes.Namespaces = {};
    if (chains.length > 0) {
      const [account] = (await provider.request<string[]>({ method: 'eth_requestAccounts' })) ?? [];
      namespaces.eip155 = {
        chains,
        accounts: chains.map((chain) => `${chain}:${account}`),
        methods: batchCalls
          ? eip155.methods
          : eip155.methods.filter((method) => !BATCH_METHODS.includes(method)),
        events: eip155.events,
      };
    }
    if (solana && solanaChains.length > 0) {
      const address = await solana.connect();
      namespaces.solana = {
        chains: solanaChains,
        accounts: solanaChains.map((chain) => `${chain}:${address}`),
        methods: solanaAsked.methods.filter((method) => solana.methods.includes(method)),
        events: solanaAsked.events,
      };
    }
    const { acknowledged } = await client.approve({ id, namespaces });
    await acknowledged();
    ui.status(`Connected to ${params.proposer.metadata.name}`);
    showSessions();
  });

  client.on('session_request', async ({ id, topic, params }) => {
    try {
      let result: unknown;
      if (params.chainId.startsWith('solana:')) {
        if (!solana) throw { code: UNSUPPORTED_CHAINS.code, message: 'No Solana account here' };
        result = await solana.request(params.request.method, params.request.params);
      } else {
        const chainId = Number(params.chainId.split(':')[1]);
        if (provider.controls.state().chainId !== chainId) provider.controls.switchChain(chainId);
        result = await provider.request({ method: params.request.method, params: params.request.params });
      }
      await client.respond({ topic, response: { id, jsonrpc: '2.0', result } });
    } catch (error) {
      const { code, message } = error as { code?: number; message?: string };
      await client.respond({
        topic,
        response: {
          id,
          jsonrpc: '2.0',
          error: { code: code ?? USER_REJECTED.code, message: message ?? 'Failed' },
        },
      });
    }
  });

  client.on('session_delete', () => {
    ui.status('Session ended');
    showSessions();
  });

  const pair = async (uri: string) => {
    try {
      ui.error(undefined);
      await client.pair({ uri });
      ui.status('Waiting for the session proposal');
    } catch (error) {
      ui.error(error instanceof Error ? error.message : String(error));
    }
  };
  ui.onPair(pair);
  showSessions();
  ui.status(client.session.getAll().length > 0 ? 'Connected' : 'Waiting for a pairing');
  const uri = new URL(location.href).searchParams.get('uri');
  if (uri) await pair(uri);
  ui.ready();
}

const served = JSON.parse(
  document.getElementById(PHONE_WALLET_CONFIG_ELEMENT)?.textContent ?? 'null',
) as PhoneWalletConfig;
// `?projectId=` pairs with a dapp of another gangway-server project (the relay keeps each project's topics apart).
const config: PhoneWalletConfig = {
  ...served,
  projectId: new URL(location.href).searchParams.get('projectId') || served.projectId,
};
const ui = renderPhoneWallet(document.body);
start(config, ui).catch((error: unknown) => ui.error(error instanceof Error ? error.message : String(error)));
