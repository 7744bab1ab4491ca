// Entry of dist/phone-wallet.js: the Gangway Phone Wallet, a page that acts as a phone wallet over WalletConnect.
// It pairs with the `uri` of its address (the deep link `…/wc?uri=`) or a pasted one, asks its user about the
// session and every request, and signs with the dev accounts through the dev wallet's provider.
import { SignClient } from '@walletconnect/sign-client';
import type { ProposalTypes, SessionTypes } from '@walletconnect/types';
import { createDevWalletProvider } from '../../wallet/provider.ts';
import { PHONE_WALLET_CONFIG_ELEMENT, PHONE_WALLET_NAME, type PhoneWalletConfig } from '../config.ts';
import { type PhoneWalletUi, renderPhoneWallet } from './ui.ts';

const USER_REJECTED = { code: 5000, message: 'User rejected.' };
const UNSUPPORTED_CHAINS = { code: 5100, message: 'Unsupported chains.' };
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' };

type Client = Awaited<ReturnType<typeof SignClient.init>>;

function requestedEip155(params: ProposalTypes.Struct) {
  const namespaces = [params.requiredNamespaces.eip155, params.optionalNamespaces?.eip155];
  return {
    chains: [...new Set(namespaces.flatMap((namespace) => namespace?.chains ?? []))],
    methods: [...new Set(namespaces.flatMap((namespace) => namespace?.methods ?? []))],
    events: [...new Set(namespaces.flatMap((namespace) => namespace?.events ?? []))],
  };
}

async function start(config: PhoneWalletConfig, ui: PhoneWalletUi) {
  const provider = createDevWalletProvider({
    chains: config.chains,
    origin: 'walletconnect',
    // The session's approval covers connecting and moving between its chains; signing is asked each time.
    approve: async (request) =>
      request.kind === 'connect' || request.kind === 'permissions' || request.kind === 'switch-chain'
        ? true
        : ui.ask(`${request.method}`, request.summary, 'request'),
  });
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
    const requested = requestedEip155(params);
    const held = config.chains.map((chain) => `eip155:${chain.chainId}`);
    const chains = requested.chains.filter((chain) => held.includes(chain));
    const approved = await ui.ask(`Connect to ${params.proposer.metadata.name}`, chains, 'session');
    if (!approved) {
      await client.reject({ id, reason: USER_REJECTED });
      ui.status('Session rejected');
      return;
    }
    if (chains.length === 0) {
      await client.reject({ id, reason: UNSUPPORTED_CHAINS });
      ui.status('No requested chain is held here');
      return;
    }
    const [account] = (await provider.request<string[]>({ method: 'eth_requestAccounts' })) ?? [];
    const namespaces: SessionTypes.Namespaces = {
      eip155: {
        chains,
        accounts: chains.map((chain) => `${chain}:${account}`),
        methods: requested.methods,
        events: requested.events,
      },
    };
    const { acknowledged } = await client.approve({ id, namespaces });
    await acknowledged();
    ui.status(`Connected to ${params.proposer.metadata.name}`);
    showSessions();
  });

  client.on('session_request', async ({ id, topic, params }) => {
    try {
      const chainId = Number(params.chainId.split(':')[1]);
      if (provider.controls.state().chainId !== chainId) provider.controls.switchChain(chainId);
      const result = await provider.request({ method: params.request.method, params: params.request.params });
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

const config = JSON.parse(
  document.getElementById(PHONE_WALLET_CONFIG_ELEMENT)?.textContent ?? 'null',
) as PhoneWalletConfig;
const ui = renderPhoneWallet(document.body);
start(config, ui).catch((error: unknown) => ui.error(error instanceof Error ? error.message : String(error)));
