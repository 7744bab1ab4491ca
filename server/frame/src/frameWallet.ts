// The frame's wallet: the login flows (SPEC §4), the session, the keys, and the answer to every call of SPEC §7.
// Nothing here posts to the host: it returns results or throws, and main.ts replies.
import type { CaipNetworkId, FrameMethod, FrameParams, FrameResult, FrameUser } from '@gangway/protocol';
import {
  DEFAULT_ACCOUNT_TYPES,
  EMBEDDED_NAMESPACES,
  type EmbeddedNamespace,
  type EmbeddedUser,
  EmbeddedWalletError,
  ERROR_MESSAGES,
  loginErrorMessage,
  RPC_ERROR_CODES,
  rpcMethodKind,
  SOCIAL_RESULT_PARAM,
} from '@gangway/protocol';
import { base64urlnopad } from '@scure/base';
import { isAddressEqual, isHex } from 'viem';
import type { ApprovalUi } from './approval.ts';
import { evmSigningRequest, parseEvmRequest } from './evmSigner.ts';
import { createKey, decodeSecret, type EvmKey, encodeSecret, keyFromSecret, type WalletKey } from './keys.ts';
import { type LoginService, LoginServiceError, type Session } from './loginService.ts';
import type { RpcCall } from './rpcProxy.ts';
import { openKeys, sealKeys } from './sealedKeys.ts';
import type { RevokeAtServer } from './sessionsApi.ts';
import { invalidParams, type SigningRequest } from './signingRequest.ts';
import { createSmartAccounts, type SmartAccountNetworks } from './smartAccounts.ts';
import { solanaSigningRequest } from './solanaSigner.ts';

const { USER_REJECTED, UNAUTHORIZED, UNSUPPORTED_METHOD, INVALID_PARAMS } = RPC_ERROR_CODES;

export interface FrameStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface FrameWalletOptions {
  projectId: string;
  /** The page embedding the frame, as the browser reports it (a social login's completion code is posted there). */
  hostOrigin: string;
  initialChainId: CaipNetworkId | null;
  service: LoginService;
  rpc: RpcCall;
  storage: FrameStorage;
  approvals: ApprovalUi;
  /** The host's debug mode (the frame address's enableLogger): failures carry the server's reason. */
  debug?: boolean;
  /** Where the user's eip155 key also has a smart account (the server's bundlers); none when absent. */
  smartAccounts?: SmartAccountNetworks;
  /** POST /v1/sessions/{address}/revoke: a session key revoked at gangway-server as well as on chain. */
  revokeAtServer?: RevokeAtServer;
  /** SPEC §3 theme sync. */
  applyTheme?(theme: FrameParams<'syncTheme'>): void;
  /** The session ended without the host asking (revoked, expired): the host hears signedOut. */
  onSignedOut(): void;
}

interface SocialAttempt {
  state: string;
  verifier: string;
  uri: string;
}

interface FarcasterAttempt {
  state: string;
  verifier: string;
  url: string;
}

/** The embedded wallet's eip155 account types (SPEC §6). */
type AccountType = FrameUser['preferredAccountType'];

const DEFAULT_CHAINS: Record<EmbeddedNamespace, CaipNetworkId> = {
  eip155: 'eip155:1' as CaipNetworkId,
  solana: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as CaipNetworkId,
};

function namespaceOf(chainId: string): EmbeddedNamespace | undefined {
  const namespace = chainId.slice(0, chainId.indexOf(':'));
  return (EMBEDDED_NAMESPACES as readonly string[]).includes(namespace)
    ? (namespace as EmbeddedNamespace)
    : undefined;
}

function randomToken(bytes: number): string {
  return base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(bytes)));
}

async function sha256Base64url(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return base64urlnopad.encode(new Uint8Array(digest));
}

/**
 * A login-service refusal as the host shows it (SPEC §8); in debug mode a failure of the server (5xx: a mail that
 * did not go out) adds the server's reason.
 */
export function toWalletError(error: unknown, debug = false): EmbeddedWalletError {
  if (error instanceof EmbeddedWalletError) return error;
  if (error instanceof LoginServiceError) {
    const message = loginErrorMessage(error.code, error.retryAfterSeconds);
    const reason = debug && error.status >= 500 && error.message !== message ? error.message : undefined;
    return new EmbeddedWalletError(reason ? `${message}: ${reason}` : message, {
      apiCode: error.code,
      ...(reason === undefined ? {} : { reason }),
      ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }),
    });
  }
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error && error.message ? error.message : 'An error occurred';
  return new EmbeddedWalletError(message, typeof code === 'number' ? { code } : {});
}

export function createFrameWallet(options: FrameWalletOptions) {
  const { service, storage, approvals, rpc, projectId } = options;
  const sessionKey = `gw-frame:session:${projectId}`;
  const sealedKeysKey = `gw-frame:keys:${projectId}`;
  const socialKey = `gw-frame:social:${projectId}`;
  const farcasterKey = `gw-frame:farcaster:${projectId}`;
  const deviceKey = 'gw-frame:device';
  /** The visitor's choice of eip155 account type (SPEC §6 switch), kept across page loads. */
  const accountTypeKey = `gw-frame:accountType:${projectId}`;
  const smartAccounts = createSmartAccounts(
    rpc,
    options.smartAccounts ?? { networks: [], sponsored: [] },
    options.revokeAtServer,
  );
  /** The host's defaultAccountTypes.eip155 (syncDappData), used until the visitor switches. */
  let defaultAccountType: AccountType = DEFAULT_ACCOUNT_TYPES.eip155 === 'eoa' ? 'eoa' : 'smartAccount';

  let token: string | null = null;
  let user: EmbeddedUser | null = null;
  const keys = new Map<EmbeddedNamespace, WalletKey>();
  const chains = new Map<EmbeddedNamespace, CaipNetworkId>();
  let pendingEmail: string | null = null;
  let restoring: Promise<boolean> | null = null;

  if (options.initialChainId) {
    const namespace = namespaceOf(options.initialChainId);
    if (namespace) chains.set(namespace, options.initialChainId);
  }
  const chainOf = (namespace: EmbeddedNamespace) => chains.get(namespace) ?? DEFAULT_CHAINS[namespace];
  const activeNamespace = (): EmbeddedNamespace => namespaceOf(options.initialChainId ?? '') ?? 'eip155';

  function deviceId(): string {
    const stored = storage.getItem(deviceKey);
    if (stored && /^[A-Za-z0-9_-]{16,64}$/.test(stored)) return stored;
    const created = randomToken(24);
    storage.setItem(deviceKey, created);
    return created;
  }

  function forget(): void {
    token = null;
    user = null;
    keys.clear();
    storage.removeItem(sessionKey);
    storage.removeItem(sealedKeysKey);
    storage.removeItem(accountTypeKey);
  }

  function preferredAccountType(): AccountType {
    const stored = storage.getItem(accountTypeKey);
    return stored === 'eoa' || stored === 'smartAccount' ? stored : defaultAccountType;
  }

  /** The smart account's address on `chain`; undefined where the network has none. */
  async function smartAccountOf(key: EvmKey, chain: CaipNetworkId) {
    if (!smartAccounts.enabled(chain)) return undefined;
    return smartAccounts.address(key, chain);
  }

  /** The eip155 accounts on `chain`, the one presented (SPEC §3 preferredAccountType) first. */
  async function evmAccounts(chain: CaipNetworkId) {
    const key = keys.get('eip155') as EvmKey | undefined;
    if (!key) return [];
    const eoa = { namespace: 'eip155' as const, address: key.address, type: 'eoa' as const };
    const smart = await smartAccountOf(key, chain);
    if (!smart) return [eoa];
    const smartAccount = { namespace: 'eip155' as const, address: smart, type: 'smartAccount' as const };
    return preferredAccountType() === 'smartAccount' ? [smartAccount, eoa] : [eoa, smartAccount];
  }

  async function frameUser(chainId?: CaipNetworkId): Promise<FrameUser> {
    if (!user) throw new EmbeddedWalletError('Not connected to email or social', { code: UNAUTHORIZED });
    const namespace = (chainId && namespaceOf(chainId)) || activeNamespace();
    const chain = chainId ?? chainOf(namespace);
    const key = keys.get(namespace);
    if (!key) throw new EmbeddedWalletError('Not connected to email or social', { code: UNAUTHORIZED });
    const evmChain = namespace === 'eip155' ? chain : chainOf('eip155');
    const evm = await evmAccounts(evmChain);
    const smart = evm.find((account) => account.type === 'smartAccount');
    const presented = namespace === 'eip155' ? (evm[0]?.address ?? key.address) : key.address;
    return {
      email: user.email,
      socialProvider: user.socialProvider,
      userName: user.userName,
      address: presented,
      chainId: chain,
      accounts: [
        ...evm,
        ...[...keys.values()]
          .filter((entry) => entry.namespace !== 'eip155')
          .map((entry) => ({ namespace: entry.namespace, address: entry.address, type: 'eoa' as const })),
      ],
      preferredAccountType: preferredAccountType(),
      ...(smart ? { smartAccountDeployed: await smartAccounts.isDeployed(evmChain, smart.address) } : {}),
    };
  }

  /** The user's keys: fetched, or (first login) made here and stored by the server. */
  async function loadKeys(sessionToken: string): Promise<void> {
    const fetched = async () => {
      for (const entry of await service.keys(sessionToken)) {
        const key = keyFromSecret(entry.namespace, decodeSecret(entry.secret));
        if (key.address !== entry.address)
          throw new EmbeddedWalletError('The stored key does not match its address');
        keys.set(entry.namespace, key);
      }
    };
    keys.clear();
    await fetched();
    for (const namespace of EMBEDDED_NAMESPACES) {
      if (keys.has(namespace)) continue;
      const key = createKey(namespace);
      try {
        await service.putKey(sessionToken, { namespace, address: key.address, secret: encodeSecret(key) });
        keys.set(namespace, key);
      } catch (error) {
        // Another tab stored one first: that one is the user's.
        if (error instanceof LoginServiceError && error.code === 'KEY_EXISTS') await fetched();
        else throw error;
      }
    }
  }

  /** The keys go to the server only right after a login; between page loads they stay here, sealed (sealedKeys.ts). */
  async function completeLogin(session: Session, chainId?: CaipNetworkId): Promise<FrameUser> {
    try {
      await loadKeys(session.token);
      const sealed = await sealKeys(await service.unlockKey(session.token), [...keys.values()]);
      storage.setItem(sealedKeysKey, sealed);
    } catch (error) {
      // No half-logged-in state: without keys there is no session either.
      await service.revoke(session.token).catch(() => undefined);
      forget();
      throw error;
    }
    token = session.token;
    user = session.user;
    storage.setItem(sessionKey, JSON.stringify({ token: session.token, expiresAt: session.expiresAt }));
    pendingEmail = null;
    return frameUser(chainId);
  }

  /** The keys this frame sealed at login, opened with the live session's unlock key and checked against the user. */
  async function openSealedKeys(sessionToken: string, account: EmbeddedUser): Promise<void> {
    const sealed = storage.getItem(sealedKeysKey);
    if (!sealed) throw new Error('no keys kept');
    const opened = await openKeys(await service.unlockKey(sessionToken), sealed);
    keys.clear();
    for (const entry of opened) {
      const key = keyFromSecret(entry.namespace, entry.secret);
      const listed = account.accounts.find((candidate) => candidate.namespace === key.namespace);
      if (listed?.address !== key.address)
        throw new EmbeddedWalletError('The stored key does not match its address');
      keys.set(key.namespace, key);
    }
  }

  /**
   * SPEC §4 frame sync: a stored session is checked with the server and the keys kept here opened. Without them (or
   * when they do not open) the session is ended: the server gives keys to a fresh login only.
   */
  function restore(): Promise<boolean> {
    if (token && user) return Promise.resolve(true);
    restoring ??= (async () => {
      const raw = storage.getItem(sessionKey);
      if (!raw) return false;
      let storedToken: string | undefined;
      try {
        const stored = JSON.parse(raw) as { token?: unknown; expiresAt?: unknown };
        if (typeof stored.token !== 'string') throw new Error('bad session');
        storedToken = stored.token;
        if (typeof stored.expiresAt === 'string' && Date.parse(stored.expiresAt) < Date.now())
          throw new Error('expired');
        const answer = await service.user(stored.token);
        await openSealedKeys(stored.token, answer.user);
        token = stored.token;
        user = answer.user;
        return true;
      } catch (error) {
        if (error instanceof LoginServiceError && error.status === 0) return false;
        if (storedToken) await service.revoke(storedToken).catch(() => undefined);
        forget();
        return false;
      }
    })().finally(() => {
      restoring = null;
    });
    return restoring;
  }

  function requireToken(): string {
    if (!token) throw new EmbeddedWalletError('Not connected to email or social', { code: UNAUTHORIZED });
    return token;
  }

  /** A call with the session token; a refused session ends it here and at the host. */
  async function withSession<T>(call: (sessionToken: string) => Promise<T>): Promise<T> {
    try {
      return await call(requireToken());
    } catch (error) {
      if (error instanceof LoginServiceError && (error.status === 401 || error.code === 'SESSION_INVALID')) {
        forget();
        options.onSignedOut();
      }
      throw error;
    }
  }

  function readFarcasterAttempt(): FarcasterAttempt | null {
    try {
      const attempt = JSON.parse(storage.getItem(farcasterKey) ?? 'null') as FarcasterAttempt | null;
      return attempt && typeof attempt.state === 'string' && typeof attempt.verifier === 'string'
        ? attempt
        : null;
    } catch {
      return null;
    }
  }

  function readAttempt(): SocialAttempt | null {
    try {
      const attempt = JSON.parse(storage.getItem(socialKey) ?? 'null') as SocialAttempt | null;
      return attempt && typeof attempt.state === 'string' && typeof attempt.verifier === 'string'
        ? attempt
        : null;
    } catch {
      return null;
    }
  }

  /** An eip155 request, carried out by the account it names: the EOA, or the smart account where it has one. */
  async function evmRequest(key: EvmKey, chainId: CaipNetworkId, method: string, params: unknown) {
    const request = parseEvmRequest(method, params);
    if (isAddressEqual(request.address, key.address))
      return evmSigningRequest(request, { key, chainId, rpc });
    const smart = await smartAccountOf(key, chainId);
    if (smart && isAddressEqual(request.address, smart))
      return smartAccounts.signingRequest(request, { key, chainId, account: smart });
    throw invalidParams(`The address ${request.address} is not this wallet's`);
  }

  async function rpcRequest(params: FrameParams<'rpcRequest'>): Promise<unknown> {
    const { method } = params;
    const namespace =
      (params.chainNamespace as EmbeddedNamespace | undefined) ??
      (params.chainId ? namespaceOf(params.chainId) : undefined) ??
      (method.startsWith('solana_') ? 'solana' : 'eip155');
    if (!(EMBEDDED_NAMESPACES as readonly string[]).includes(namespace))
      throw new EmbeddedWalletError('Chain is not supported', { code: UNSUPPORTED_METHOD });
    const chainId = params.chainId ?? chainOf(namespace);
    const kind = rpcMethodKind(method);
    if (kind === 'unknown')
      throw new EmbeddedWalletError('Requested RPC call is not allowed', { code: UNSUPPORTED_METHOD });
    if (kind === 'safe') {
      const key = keys.get(namespace);
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return key ? (await evmAccounts(chainId)).map((account) => account.address) : [];
        case 'eth_chainId':
          return `0x${Number(chainId.split(':')[1]).toString(16)}`;
        case 'net_version':
          return chainId.split(':')[1];
        case 'wallet_switchEthereumChain': {
          const first = Array.isArray(params.params)
            ? (params.params[0] as { chainId?: unknown } | undefined)
            : undefined;
          const id = typeof first?.chainId === 'string' ? Number.parseInt(first.chainId, 16) : Number.NaN;
          if (!Number.isSafeInteger(id) || id <= 0)
            throw new EmbeddedWalletError('Invalid chainId', { code: INVALID_PARAMS });
          chains.set('eip155', `eip155:${id}` as CaipNetworkId);
          return null;
        }
        case 'wallet_getCapabilities': {
          const [address, chainIds] = Array.isArray(params.params) ? params.params : [];
          const smart = key?.namespace === 'eip155' ? await smartAccountOf(key, chainId) : undefined;
          if (!smart || typeof address !== 'string' || !isHex(address) || !isAddressEqual(address, smart))
            return {};
          return smartAccounts.capabilities(
            Array.isArray(chainIds)
              ? chainIds.map((id) => Number(id)).filter(Number.isSafeInteger)
              : undefined,
          );
        }
        case 'wallet_getCallsStatus': {
          const [id] = Array.isArray(params.params) ? params.params : [];
          if (typeof id !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(id))
            throw new EmbeddedWalletError('Unknown bundle id', { code: RPC_ERROR_CODES.UNKNOWN_BUNDLE_ID });
          return smartAccounts.callsStatus(id as `0x${string}`, chainId);
        }
      }
      return rpc(chainId, method, params.params);
    }
    // A session revoked elsewhere (sign out everywhere, an e-mail change) signs nothing more, even with keys in memory.
    await withSession((sessionToken) => service.user(sessionToken));
    const key = keys.get(namespace);
    if (!key) throw new EmbeddedWalletError('Not connected to email or social', { code: UNAUTHORIZED });
    const request: SigningRequest =
      key.namespace === 'eip155'
        ? await evmRequest(key, chainId, method, params.params)
        : solanaSigningRequest(method, params.params, { key, chainId, rpc });
    if (!(await approvals.ask(request)))
      throw new EmbeddedWalletError('User rejected the request', { code: USER_REJECTED });
    return request.execute();
  }

  const handlers: { [M in FrameMethod]: (params: FrameParams<M>) => Promise<FrameResult<M>> } = {
    syncDappData: async ({ defaultAccountType: requested }) => {
      if (requested) defaultAccountType = requested;
      return {};
    },
    syncTheme: async (theme) => {
      options.applyTheme?.(theme);
      return {};
    },
    isConnected: async () => ({ isConnected: await restore() }),
    getSmartAccountEnabledNetworks: async () => ({
      smartAccountEnabledNetworks: [...(options.smartAccounts?.networks ?? [])],
    }),
    setPreferredAccountType: async ({ accountType, chainId }) => {
      if (!(await restore()))
        throw new EmbeddedWalletError('Not connected to email or social', { code: UNAUTHORIZED });
      const chain = chainId ?? chainOf('eip155');
      // SPEC §6: a smart account only where the network enables it.
      if (accountType === 'smartAccount' && !smartAccounts.enabled(chain))
        throw new EmbeddedWalletError(`Smart accounts are not enabled on ${chain}`, {
          code: UNSUPPORTED_METHOD,
        });
      storage.setItem(accountTypeKey, accountType);
      return frameUser(chain);
    },
    switchNetwork: async ({ chainId }) => {
      const namespace = namespaceOf(chainId);
      if (!namespace) throw new EmbeddedWalletError('Chain is not supported');
      chains.set(namespace, chainId);
      return { chainId };
    },
    getUser: async ({ chainId }) => {
      if (!(await restore()))
        throw new EmbeddedWalletError('Not connected to email or social', { code: UNAUTHORIZED });
      return frameUser(chainId);
    },
    connectEmail: async ({ email }) => {
      const answer = await service.emailStart(email, deviceId());
      pendingEmail = email;
      return answer;
    },
    connectOtp: async ({ otp }) => {
      if (!pendingEmail) throw new EmbeddedWalletError('Connect an e-mail address first');
      return completeLogin(await service.emailVerify(pendingEmail, deviceId(), otp));
    },
    getSocialRedirectUri: async ({ provider, returnTo }) => {
      const verifier = randomToken(32);
      const answer = await service.socialStart({
        provider,
        deviceId: deviceId(),
        verifierHash: await sha256Base64url(verifier),
        hostOrigin: options.hostOrigin,
        ...(returnTo ? { returnTo } : {}),
      });
      storage.setItem(
        socialKey,
        JSON.stringify({ state: answer.state, verifier, uri: answer.uri } satisfies SocialAttempt),
      );
      return { uri: answer.uri };
    },
    connectSocial: async ({ uri, code, chainId }) => {
      const attempt = readAttempt();
      const returned = new URL(uri).searchParams.get(SOCIAL_RESULT_PARAM);
      if (!attempt || (returned !== null ? returned !== attempt.state : uri !== attempt.uri))
        throw new EmbeddedWalletError('Failed to initiate social connection', {
          apiCode: 'SOCIAL_STATE_INVALID',
        });
      try {
        const session = await service.socialFinish({
          state: attempt.state,
          verifier: attempt.verifier,
          deviceId: deviceId(),
          code,
        });
        return await completeLogin(session, chainId);
      } finally {
        if (readAttempt()?.state === attempt.state) storage.removeItem(socialKey);
      }
    },
    getFarcasterUri: async () => {
      const verifier = randomToken(32);
      const answer = await service.farcasterStart({
        deviceId: deviceId(),
        verifierHash: await sha256Base64url(verifier),
        hostOrigin: options.hostOrigin,
      });
      storage.setItem(
        farcasterKey,
        JSON.stringify({ state: answer.state, verifier, url: answer.url } satisfies FarcasterAttempt),
      );
      return { url: answer.url };
    },
    connectFarcaster: async ({ url, chainId }) => {
      const attempt = readFarcasterAttempt();
      if (attempt?.url !== url)
        throw new EmbeddedWalletError(ERROR_MESSAGES.FARCASTER_CONNECTION_FAILED, {
          apiCode: 'FARCASTER_LOGIN_FAILED',
        });
      let session: Session | null;
      try {
        session = await service.farcasterStatus({
          state: attempt.state,
          verifier: attempt.verifier,
          deviceId: deviceId(),
        });
      } catch (error) {
        // A refusal ends the attempt at the server; a relay that is down may come back on the next poll.
        if (error instanceof LoginServiceError && error.status < 500) storage.removeItem(farcasterKey);
        throw error;
      }
      if (!session) return { user: null };
      storage.removeItem(farcasterKey);
      return { user: await completeLogin(session, chainId) };
    },
    updateEmail: ({ newEmail }) => withSession((sessionToken) => service.emailUpdate(sessionToken, newEmail)),
    updateEmailPrimaryOtp: ({ otp }) =>
      withSession((sessionToken) => service.emailUpdatePrimary(sessionToken, otp)),
    updateEmailSecondaryOtp: async ({ otp }) => {
      const answer = await withSession((sessionToken) => service.emailUpdateSecondary(sessionToken, otp));
      user = answer.user;
      return await frameUser();
    },
    signOut: async () => {
      approvals.rejectAll();
      const ending = token;
      forget();
      if (ending) await service.revoke(ending).catch(() => undefined);
      return {};
    },
    signOutEverywhere: async () => {
      approvals.rejectAll();
      await withSession((sessionToken) => service.revokeAll(sessionToken));
      forget();
      return {};
    },
    rpcRequest: async (params) => ({ result: await rpcRequest(params) }),
    rejectPending: async () => {
      approvals.rejectAll();
      return {};
    },
    abandonSocial: async ({ farcasterUrl }) => {
      if (farcasterUrl === undefined) storage.removeItem(socialKey);
      else if (readFarcasterAttempt()?.url === farcasterUrl) storage.removeItem(farcasterKey);
      return {};
    },
  };

  return {
    /** Answers one call; failures are EmbeddedWalletErrors carrying SPEC §8's message. */
    async handle<M extends FrameMethod>(method: M, params: FrameParams<M>): Promise<FrameResult<M>> {
      try {
        return await (handlers[method] as (params: FrameParams<M>) => Promise<FrameResult<M>>)(params);
      } catch (error) {
        throw toWalletError(error, options.debug);
      }
    },
    /**
     * Another tab of the frame's origin changed the stored session: when it ended there (sign out), it ends here
     * too and the host hears signedOut.
     */
    storedSessionChanged(key: string | null, newValue: string | null): void {
      if ((key === null || key === sessionKey) && newValue === null && token !== null) {
        forget();
        options.onSignedOut();
      }
    },
    /** For tests: the address of the key held for a namespace. */
    address: (namespace: EmbeddedNamespace) => keys.get(namespace)?.address,
  };
}
export type FrameWallet = ReturnType<typeof createFrameWallet>;
