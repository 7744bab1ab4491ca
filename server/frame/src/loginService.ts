// The one module that calls the login service of gangway-server (packages/protocol/src/api/schemas/embedded.ts), on the
// frame's own origin. Every answer is checked against the contract; an error answer becomes a LoginServiceError
// carrying the server's code (apiError.ts).

import {
  ApiErrorBodySchema,
  type ApiErrorCode,
  EmailStartResponseSchema,
  EmailUpdateStepResponseSchema,
  type EmbeddedNamespace,
  ERROR_MESSAGES,
  FarcasterStartResponseSchema,
  FarcasterStatusResponseSchema,
  KeysResponseSchema,
  RevokeResponseSchema,
  SessionResponseSchema,
  SessionUnlockResponseSchema,
  type SocialProvider,
  SocialStartResponseSchema,
  UserResponseSchema,
} from '@gangway/protocol';
import * as z from 'zod/mini';

export class LoginServiceError extends Error {
  override readonly name = 'LoginServiceError';
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode | 'NETWORK',
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export type Session = z.infer<typeof SessionResponseSchema>;

export interface LoginService {
  emailStart(email: string, deviceId: string): Promise<z.infer<typeof EmailStartResponseSchema>>;
  emailVerify(email: string, deviceId: string, otp: string): Promise<Session>;
  socialStart(params: {
    provider: SocialProvider;
    deviceId: string;
    verifierHash: string;
    hostOrigin: string;
    returnTo?: string;
  }): Promise<z.infer<typeof SocialStartResponseSchema>>;
  socialFinish(params: { state: string; verifier: string; deviceId: string; code: string }): Promise<Session>;
  farcasterStart(params: {
    deviceId: string;
    verifierHash: string;
    hostOrigin: string;
  }): Promise<z.infer<typeof FarcasterStartResponseSchema>>;
  /** Null while the visitor has not approved in a Farcaster client. */
  farcasterStatus(params: { state: string; verifier: string; deviceId: string }): Promise<Session | null>;
  user(token: string): Promise<z.infer<typeof UserResponseSchema>>;
  /** The key the keys sealed at login open with (a live session only). */
  unlockKey(token: string): Promise<string>;
  revoke(token: string): Promise<void>;
  /** Revokes every session of the user. */
  revokeAll(token: string): Promise<void>;
  keys(token: string): Promise<z.infer<typeof KeysResponseSchema>['keys']>;
  putKey(
    token: string,
    key: { namespace: EmbeddedNamespace; address: string; secret: string },
  ): Promise<void>;
  emailUpdate(token: string, newEmail: string): Promise<z.infer<typeof EmailUpdateStepResponseSchema>>;
  emailUpdatePrimary(token: string, otp: string): Promise<z.infer<typeof EmailUpdateStepResponseSchema>>;
  emailUpdateSecondary(token: string, otp: string): Promise<z.infer<typeof UserResponseSchema>>;
}

/** `apiBase`: where gangway-server's routes start, e.g. https://api.example.com/ (the frame page's parent path). */
export function createLoginService(
  apiBase: string,
  projectId: string,
  sdk: { st: string; sv: string },
): LoginService {
  async function call<S extends z.ZodMiniType>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    answer: S,
    options: { body?: object; token?: string } = {},
  ): Promise<z.infer<S>> {
    const url = new URL(`v1/embedded/${path}`, apiBase);
    url.searchParams.set('projectId', projectId);
    url.searchParams.set('st', sdk.st);
    url.searchParams.set('sv', sdk.sv);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.body) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        credentials: 'omit',
        cache: 'no-store',
        ...(options.body ? { body: JSON.stringify(options.body) } : {}),
      });
    } catch {
      // The browser's own wording ("Failed to fetch", "NetworkError when…") differs by browser: SPEC §8's instead.
      throw new LoginServiceError(0, 'NETWORK', ERROR_MESSAGES.FAILED_TO_CONNECT);
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const parsed = z.safeParse(ApiErrorBodySchema, body);
      if (parsed.success)
        throw new LoginServiceError(
          response.status,
          parsed.data.code,
          parsed.data.message,
          parsed.data.retryAfterSeconds,
        );
      throw new LoginServiceError(
        response.status,
        response.status >= 500 ? 'INTERNAL' : 'BAD_REQUEST',
        `HTTP status code: ${response.status}`,
      );
    }
    const parsed = z.safeParse(answer, body);
    if (!parsed.success)
      throw new LoginServiceError(
        response.status,
        'INTERNAL',
        `Invalid response from the login service: ${z.prettifyError(parsed.error)}`,
      );
    return parsed.data;
  }

  return {
    emailStart: (email, deviceId) =>
      call('POST', 'email/start', EmailStartResponseSchema, { body: { projectId, email, deviceId } }),
    emailVerify: (email, deviceId, otp) =>
      call('POST', 'email/verify', SessionResponseSchema, { body: { projectId, email, deviceId, otp } }),
    socialStart: (params) =>
      call('POST', 'social/start', SocialStartResponseSchema, { body: { projectId, ...params } }),
    socialFinish: (params) =>
      call('POST', 'social/finish', SessionResponseSchema, { body: { projectId, ...params } }),
    farcasterStart: (params) =>
      call('POST', 'farcaster/start', FarcasterStartResponseSchema, { body: { projectId, ...params } }),
    farcasterStatus: async (params) => {
      const answer = await call('POST', 'farcaster/status', FarcasterStatusResponseSchema, {
        body: { projectId, ...params },
      });
      return answer.status === 'pending' ? null : answer;
    },
    user: (token) => call('GET', 'user', UserResponseSchema, { token }),
    unlockKey: async (token) =>
      (await call('GET', 'session/unlock', SessionUnlockResponseSchema, { token })).unlockKey,
    revoke: async (token) => {
      await call('POST', 'session/revoke', RevokeResponseSchema, { token, body: {} });
    },
    revokeAll: async (token) => {
      await call('POST', 'session/revoke-all', RevokeResponseSchema, { token, body: {} });
    },
    keys: async (token) => (await call('GET', 'keys', KeysResponseSchema, { token })).keys,
    putKey: async (token, key) => {
      await call('PUT', 'keys', z.unknown(), { token, body: key });
    },
    emailUpdate: (token, newEmail) =>
      call('POST', 'email/update', EmailUpdateStepResponseSchema, { token, body: { newEmail } }),
    emailUpdatePrimary: (token, otp) =>
      call('POST', 'email/update/primary', EmailUpdateStepResponseSchema, { token, body: { otp } }),
    emailUpdateSecondary: (token, otp) =>
      call('POST', 'email/update/secondary', UserResponseSchema, { token, body: { otp } }),
  };
}
