// The default SiwxConfig: sign-in through the integrator's gangway-server. A single-use nonce from the server, the
// message written here for this page, the signature verified there into a session whose token (a JWT the
// integrator's backend verifies offline) this browser keeps. Loaded with the sign-in flow, only when `siwx` is set.
import {
  type CaipNetworkId,
  DEFAULT_SIGN_IN_STATEMENT,
  formatSignInMessage,
  GangwayError,
  isSignInNamespace,
  parseSignInMessage,
  SiwxCurrentSessionResponseSchema,
  type SiwxMessageData,
  SiwxNonceResponseSchema,
  SiwxRevokeResponseSchema,
  SiwxSessionResponseSchema,
} from '@gangway/protocol';
import { ApiHttpError, apiRequest, type HttpOptions } from '../api/http.ts';
import type { KeyValueStorage } from '../storage/gangwayStorage.ts';
import { STORAGE_PREFIX } from '../storage/storageKeys.ts';
import type { GangwaySiwxOptions, SiwxConfig, SiwxMessage, SiwxSession } from './SiwxConfig.ts';

const DEFAULT_SESSION_SECONDS = 86_400;

export function withText(data: SiwxMessageData): SiwxMessage {
  return { ...data, toString: () => formatSignInMessage(data) };
}

/** SPEC §3 sign-in tokens: one per project and CAIP-10 account, so another tab sees a sign-in or sign-out. */
export const SIGN_IN_TOKEN_PREFIX = `${STORAGE_PREFIX}siwx:`;

/** A compact JWT is far shorter; a longer value is not one the widget wrote. */
const TOKEN_MAX_CHARS = 4096;

/** SPEC §3 sign-in tokens, in the widget's storage (localStorage unless the `storage` option names another). */
function tokenStore(backend: KeyValueStorage | undefined) {
  const storage = () => {
    try {
      return backend ?? globalThis.localStorage;
    } catch {
      return undefined;
    }
  };
  return {
    get(key: string): string | undefined {
      try {
        const token = storage()?.getItem(key) ?? undefined;
        return token && token.length <= TOKEN_MAX_CHARS ? token : undefined;
      } catch {
        return undefined;
      }
    },
    set(key: string, token: string | undefined): void {
      try {
        if (token === undefined) storage()?.removeItem(key);
        else storage()?.setItem(key, token);
      } catch {
        // Quota or privacy mode: the session lasts as long as the page.
      }
    },
  };
}

export function serverSiwx(
  http: HttpOptions | undefined,
  backend: KeyValueStorage | undefined,
  options: GangwaySiwxOptions,
): SiwxConfig {
  const storage = tokenStore(backend);
  const server = () => {
    // The option needs a server to verify against: a page without one learns it when it signs in, not later.
    if (!http) throw new GangwayError('SIWX_NOT_ENABLED', { category: 'CONFIGURATION_ERROR' });
    return http;
  };
  const tokenKey = (chainId: CaipNetworkId, address: string) =>
    `${SIGN_IN_TOKEN_PREFIX}${server().projectId}:${chainId}:${address}`;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  return {
    async createMessage({ accountAddress, chainId }) {
      const { nonce } = await apiRequest(server(), {
        path: '/v1/siwx/nonce',
        method: 'POST',
        body: { chainId, address: accountAddress },
        schema: SiwxNonceResponseSchema,
      });
      const now = Date.now();
      return withText({
        accountAddress,
        chainId,
        domain: location.host,
        uri: `${location.origin}/`,
        version: '1',
        nonce,
        statement: options.statement ?? DEFAULT_SIGN_IN_STATEMENT,
        issuedAt: new Date(now).toISOString(),
        expirationTime: new Date(
          now + (options.sessionSeconds ?? DEFAULT_SESSION_SECONDS) * 1000,
        ).toISOString(),
      });
    },

    async addSession(session: SiwxSession) {
      const { token } = await apiRequest(server(), {
        path: '/v1/siwx/sessions',
        method: 'POST',
        body: {
          chainId: session.data.chainId,
          address: session.data.accountAddress,
          message: session.message,
          signature: session.signature,
        },
        schema: SiwxSessionResponseSchema,
      });
      storage.set(tokenKey(session.data.chainId, session.data.accountAddress), token);
    },

    async getSessions(chainId, address) {
      const key = tokenKey(chainId, address);
      const token = storage.get(key);
      if (!token) return [];
      try {
        const { session } = await apiRequest(server(), {
          path: '/v1/siwx/session',
          headers: bearer(token),
          schema: SiwxCurrentSessionResponseSchema,
        });
        const namespace = chainId.slice(0, chainId.indexOf(':'));
        const data = isSignInNamespace(namespace)
          ? parseSignInMessage(session.message, namespace)
          : undefined;
        if (!data || session.chainId !== chainId || session.address !== address) return [];
        return [{ data, message: session.message, signature: session.signature, token }];
      } catch (error) {
        // Revoked or expired (by another tab, the integrator's backend or time): the token goes.
        if (error instanceof ApiHttpError && error.status === 401) storage.set(key, undefined);
        else throw error;
        return [];
      }
    },

    async setSessions(sessions) {
      for (const session of sessions) await this.addSession(session);
    },

    async revokeSession(chainId, address) {
      const key = tokenKey(chainId, address);
      const token = storage.get(key);
      storage.set(key, undefined);
      if (!token) return;
      await apiRequest(server(), {
        path: '/v1/siwx/session/revoke',
        method: 'POST',
        headers: bearer(token),
        schema: SiwxRevokeResponseSchema,
      }).catch(() => undefined);
    },

    getRequired: () => options.required ?? false,
  };
}
