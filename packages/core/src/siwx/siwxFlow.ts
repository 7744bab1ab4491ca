// Sign in with a wallet (issue 22, SPEC §4): when the active account or network changes, its session is looked up;
// without one the modal opens on SIWXSignMessage, which asks the wallet to sign right away (one click). A declined
// signature leaves the visitor disconnected when sign-in is required; a disconnected account's session is revoked.
// Loaded with import() only when `siwx` or `siweConfig` is set.
import {
  type CaipNetworkId,
  type ChainNamespace,
  GangwayError,
  isSignInNamespace,
  type VisitorMessage,
  visitorMessage,
} from '@gangway/protocol';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { disconnect } from '../actions/disconnect.ts';
import { signMessage } from '../actions/walletRequests.ts';
import { ApiHttpError } from '../api/http.ts';
import type { GangwayContext } from '../client/GangwayContext.ts';
import { USER_MESSAGES } from '../errors/userMessages.ts';
import { namespaceState, selectAddress } from '../stores/connectionStore.ts';
import { isSiwxConfig, type SiwxConfig, type SiwxSession } from './SiwxConfig.ts';
import { SIGN_IN_TOKEN_PREFIX, serverSiwx } from './serverSiwx.ts';
import { siweAsSiwx } from './siweAsSiwx.ts';
import { validateSignInOptions } from './validateSignInOptions.ts';

/**
 * idle: nothing to sign in (no account, or a family without sign-in); checking: looking the session up; unsigned:
 * none, a signature is asked for; signing: the wallet is asked; signed-in; declined / failed: the last attempt.
 */
export type SiwxStatus = 'idle' | 'checking' | 'unsigned' | 'signing' | 'signed-in' | 'declined' | 'failed';

export interface SiwxAccount {
  namespace: ChainNamespace;
  chainId: CaipNetworkId;
  address: string;
}

export interface SiwxState {
  status: SiwxStatus;
  account?: SiwxAccount | undefined;
  session?: SiwxSession | undefined;
  /** Why the last attempt failed (SPEC §8). */
  failure?: VisitorMessage | undefined;
}

export interface SiwxInstance {
  store: StoreApi<SiwxState>;
  config: SiwxConfig;
  /** Only eip155 for the older siweConfig. */
  namespaces: readonly ChainNamespace[];
}

/** This widget's sign-in state and config, made on first need (LazyState.siwx). */
export function siwxOf(ctx: GangwayContext): SiwxInstance {
  if (ctx.lazy.siwx) return ctx.lazy.siwx;
  const { siwx, siweConfig, apiUrl, projectId, storage } = ctx.options;
  if (siwx === undefined && siweConfig === undefined)
    throw new GangwayError('SIWX_NOT_ENABLED', { category: 'CONFIGURATION_ERROR' });
  validateSignInOptions({ siwx, siweConfig });
  const http = apiUrl && projectId ? { apiUrl, projectId } : undefined;
  const config = siweConfig
    ? siweAsSiwx(siweConfig)
    : siwx !== undefined && siwx !== true && isSiwxConfig(siwx)
      ? siwx
      : serverSiwx(http, storage, siwx === true || siwx === undefined ? {} : siwx);
  ctx.lazy.siwx = {
    store: createStore<SiwxState>()(() => ({ status: 'idle' })),
    config,
    namespaces: siweConfig ? ['eip155'] : ['eip155', 'solana', 'bip122'],
  };
  return ctx.lazy.siwx;
}

function accountOf(ctx: GangwayContext, instance: SiwxInstance): SiwxAccount | undefined {
  const state = ctx.connections.getState();
  const namespace = state.activeNamespace;
  const { status, chain } = namespaceState(state, namespace);
  const address = selectAddress(state, namespace);
  if (status !== 'connected' || !address || !chain || chain.unsupported) return undefined;
  if (!isSignInNamespace(namespace) || !instance.namespaces.includes(namespace)) return undefined;
  return { namespace, chainId: chain.caipNetworkId, address };
}

const sameAccount = (a: SiwxAccount | undefined, b: SiwxAccount | undefined) =>
  a?.chainId === b?.chainId && a?.address === b?.address;

/** Follows the active account from now on; returns the stop. */
export function startSiwx(ctx: GangwayContext): () => void {
  const instance = siwxOf(ctx);
  const { store, config } = instance;
  // getAccount() and useAccount() read the session from the account's state (SPEC §3).
  const unsyncAccount = store.subscribe(({ account, session }, previous) => {
    if (previous.account && !sameAccount(previous.account, account))
      ctx.accounts.getState().update(previous.account.namespace, { siwxSession: undefined });
    if (account && previous.session !== session)
      ctx.accounts.getState().update(account.namespace, { siwxSession: session });
  });

  const check = async (account: SiwxAccount, options: { prompt: boolean }) => {
    store.setState({ status: 'checking', account, session: undefined, failure: undefined });
    let sessions: SiwxSession[];
    try {
      sessions = await config.getSessions(account.chainId, account.address);
    } catch {
      sessions = [];
    }
    if (!sameAccount(store.getState().account, account)) return;
    const session = sessions.find((candidate) => !expired(candidate));
    if (session) {
      store.setState({ status: 'signed-in', session });
      return;
    }
    store.setState({ status: 'unsigned' });
    if (options.prompt) ctx.modal.getState().show('SIWXSignMessage');
  };

  const follow = () => {
    const previous = store.getState().account;
    const next = accountOf(ctx, instance);
    if (sameAccount(previous, next)) return;
    // Disconnect revokes (SPEC §4); an account or network switch keeps the old session for when it comes back.
    if (
      previous &&
      namespaceState(ctx.connections.getState(), previous.namespace).status === 'disconnected'
    ) {
      void config.revokeSession(previous.chainId, previous.address).catch(() => undefined);
    }
    if (!next) {
      if (ctx.connections.getState().activeNamespace === previous?.namespace || !previous)
        store.setState({ status: 'idle', account: undefined, session: undefined, failure: undefined });
      return;
    }
    void check(next, { prompt: true });
  };

  // Another tab signed in or out of this account: read the session again, without asking for a signature.
  const onStorage = (event: StorageEvent) => {
    const { account } = store.getState();
    if (!account || !event.key?.startsWith(SIGN_IN_TOKEN_PREFIX)) return;
    if (store.getState().status === 'signing') return;
    void check(account, { prompt: false });
  };

  const unsubscribe = ctx.connections.subscribe(follow);
  globalThis.addEventListener?.('storage', onStorage);
  follow();
  return () => {
    unsubscribe();
    unsyncAccount();
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

function expired(session: SiwxSession): boolean {
  const { expirationTime } = session.data;
  return expirationTime !== undefined && Date.parse(expirationTime) <= Date.now();
}

/** Asks the wallet to sign the active account's message and keeps the session (SIWXSignMessage's one click). */
export async function signIn(ctx: GangwayContext): Promise<SiwxSession> {
  const instance = siwxOf(ctx);
  const { store, config } = instance;
  const account = accountOf(ctx, instance);
  if (!account) throw new GangwayError('CONNECT_BEFORE_REQUEST', { category: 'WALLET_ERROR' });
  store.setState({ status: 'signing', account, failure: undefined });
  try {
    const message = await config.createMessage({ accountAddress: account.address, chainId: account.chainId });
    const text = message.toString();
    const signature = await signMessage(ctx, { namespace: account.namespace, message: text });
    const { toString: _text, ...data } = message;
    const session: SiwxSession = { data, message: text, signature };
    await config.addSession(session);
    // The session as the backend keeps it (with the default config: its token).
    const [kept] = await config.getSessions(account.chainId, account.address).catch(() => []);
    const signedIn = kept ?? session;
    if (sameAccount(store.getState().account, account))
      store.setState({ status: 'signed-in', session: signedIn });
    return signedIn;
  } catch (error) {
    const declined = error instanceof GangwayError && error.code === 'USER_REJECTED';
    const smartAccount =
      !declined &&
      error instanceof ApiHttpError &&
      error.apiCode === 'SIGNATURE_INVALID' &&
      ctx.accounts.getState().get(account.namespace).preferredAccountType === 'smartAccount';
    const failure = declined
      ? visitorMessage(USER_MESSAGES, 'SIGNATURE_DECLINED')
      : smartAccount
        ? visitorMessage(USER_MESSAGES, 'SMART_ACCOUNT_SIGNATURE_FAILED')
        : undefined;
    if (sameAccount(store.getState().account, account))
      store.setState({ status: declined ? 'declined' : 'failed', failure });
    // Required: a visitor who will not sign does not stay connected (SPEC §8: 'Signature declined').
    if (config.getRequired?.()) {
      await disconnect(ctx, { namespace: account.namespace, closeModal: false }).catch(() => undefined);
      if (ctx.modal.getState().open) ctx.modal.getState().show('Connect');
      if (failure) ctx.toast.getState().show('error', failure);
    }
    throw error;
  }
}

/** The visitor gave up signing: when sign-in is required the wallet is disconnected (SPEC §8). */
export async function cancelSignIn(ctx: GangwayContext): Promise<void> {
  const { config, store } = siwxOf(ctx);
  const { account } = store.getState();
  if (config.getRequired?.() && account) await disconnect(ctx, { namespace: account.namespace });
  else ctx.modal.getState().close();
}

/** Ends the active account's session on the server and here; the wallet stays connected. */
export async function signOut(ctx: GangwayContext): Promise<void> {
  const { config, store } = siwxOf(ctx);
  const { account } = store.getState();
  if (!account) return;
  await config.revokeSession(account.chainId, account.address);
  if (sameAccount(store.getState().account, account))
    store.setState({ status: 'unsigned', session: undefined, failure: undefined });
}

/** Whether sign-in is required (declining disconnects). */
export function signInRequired(ctx: GangwayContext): boolean {
  return siwxOf(ctx).config.getRequired?.() ?? false;
}
