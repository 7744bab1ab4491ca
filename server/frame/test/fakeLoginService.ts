// An in-test stand-in for gangway-server's login service (the contract in packages/protocol/src/api/schemas/embedded.ts),
// over real HTTP: the frame's own tests run without a database. Codes are "mailed" to `inbox`; OTPs are single use;
// keys go out to a session for KEY_EXPORT_WINDOW_MS after its login only (the server's rule, server/test proves it).
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type ApiErrorCode,
  EmailStartRequestSchema,
  EmailUpdateOtpRequestSchema,
  EmailUpdateRequestSchema,
  EmailVerifyRequestSchema,
  type EmbeddedUser,
  FarcasterStartRequestSchema,
  FarcasterStatusRequestSchema,
  PutKeyRequestSchema,
  SocialFinishRequestSchema,
  SocialStartRequestSchema,
} from '@gangway/protocol';
import { ed25519 } from '@noble/curves/ed25519';
import { base58, base64urlnopad } from '@scure/base';
import { bytesToHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import * as z from 'zod/mini';

interface Mail {
  to: string;
  kind: 'login' | 'update-primary' | 'update-secondary';
  otp: string;
}

interface UserRecord {
  id: string;
  email: string | null;
  socialProvider: EmbeddedUser['socialProvider'];
  keys: Map<string, { address: string; secret: string }>;
  devices: Set<string>;
}

export interface FakeLoginService {
  url: string;
  inbox: Mail[];
  /** The last code mailed to `to` of `kind`. */
  codeFor(to: string, kind?: Mail['kind']): string | undefined;
  /** Stands for the provider's redirect to the callback: completes the social attempt of `state`; the code. */
  completeSocial(state: string, email: string): string;
  /** The tokens the service issued (for the revoked-token check). */
  isTokenLive(token: string): boolean;
  /** Ages every session past its key-export window (a reload long after the login). */
  ageSessions(): void;
  /** Stands for a Farcaster client's approval that the server verified: the channel of `url` logs in as `login`. */
  completeFarcaster(url: string, login: string): void;
  /** The server refuses the approval of the channel of `url` (it did not verify). */
  refuseFarcaster(url: string): void;
  /** The host origin the attempt of `state` was started for. */
  socialHostOrigin(state: string): string | undefined;
  stop(): Promise<void>;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

const COOLDOWN_MS = 30_000;
const KEY_EXPORT_WINDOW_MS = 120_000;

class Session {
  readonly loggedInAt = { at: Date.now() };
  constructor(public email: string) {}
}

export async function startFakeLoginService(): Promise<FakeLoginService> {
  const inbox: Mail[] = [];
  const users = new Map<string, UserRecord>();
  const otps = new Map<string, { otp: string; kind: Mail['kind']; expiresAt: number; newEmail?: string }>();
  const sessions = new Map<string, Session>();
  const lastStart = new Map<string, number>();
  const social = new Map<
    string,
    { verifierHash: string; deviceId: string; hostOrigin: string; email?: string; code?: string }
  >();

  const farcaster = new Map<
    string,
    { verifierHash: string; deviceId: string; outcome: 'pending' | 'refused' | { login: string } }
  >();
  const channelOf = (url: string) => new URL(url).searchParams.get('channelToken') ?? '';

  const userByEmail = (email: string) => {
    let user = users.get(email);
    if (!user) {
      user = {
        id: randomBytes(8).toString('hex'),
        email,
        socialProvider: null,
        keys: new Map(),
        devices: new Set(),
      };
      users.set(email, user);
    }
    return user;
  };
  const mail = (to: string, kind: Mail['kind'], extra: { newEmail?: string } = {}) => {
    const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
    otps.set(`${kind}:${to}`, { otp, kind, expiresAt: Date.now() + 600_000, ...extra });
    inbox.push({ to, kind, otp });
  };
  const consume = (to: string, kind: Mail['kind'], otp: string) => {
    const entry = otps.get(`${kind}:${to}`);
    if (!entry) throw new Refusal(400, 'OTP_EXPIRED', 'No code is waiting');
    if (entry.otp !== otp) throw new Refusal(400, 'OTP_INVALID', 'Invalid code');
    otps.delete(`${kind}:${to}`);
    return entry;
  };
  const describe = (user: UserRecord): EmbeddedUser => ({
    email: user.email,
    socialProvider: user.socialProvider,
    userName: null,
    accounts: [...user.keys].map(([namespace, key]) => ({
      namespace: namespace as 'eip155' | 'solana',
      address: key.address,
      type: 'eoa' as const,
    })),
    preferredAccountType: 'eoa',
  });
  const session = (user: UserRecord) => {
    const token = randomBytes(32).toString('base64url');
    sessions.set(token, new Session(user.email ?? user.id));
    return {
      status: 'ok' as const,
      token,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      user: describe(user),
    };
  };
  const authed = (request: IncomingMessage) => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const live = token ? sessions.get(token) : undefined;
    const user = live ? users.get(live.email) : undefined;
    if (!user || !live) throw new Refusal(401, 'SESSION_INVALID', 'Unknown session');
    return { user, token: token as string, fresh: Date.now() - live.loggedInAt.at < KEY_EXPORT_WINDOW_MS };
  };
  const parse = <S extends z.ZodMiniType>(schema: S, body: unknown): z.infer<S> => {
    const parsed = z.safeParse(schema, body);
    if (!parsed.success) throw new Refusal(400, 'BAD_REQUEST', z.prettifyError(parsed.error));
    return parsed.data;
  };

  const routes: Record<string, (body: unknown, request: IncomingMessage) => unknown> = {
    'POST email/start': (body) => {
      const { email, deviceId } = parse(EmailStartRequestSchema, body);
      const last = lastStart.get(email);
      if (last !== undefined && Date.now() - last < COOLDOWN_MS) {
        const seconds = Math.ceil((COOLDOWN_MS - (Date.now() - last)) / 1000);
        throw new Refusal(429, 'EMAIL_COOLDOWN', 'Too soon', seconds);
      }
      lastStart.set(email, Date.now());
      void deviceId;
      mail(email, 'login');
      return { action: 'VERIFY_OTP' };
    },
    'POST email/verify': (body) => {
      const { email, deviceId, otp } = parse(EmailVerifyRequestSchema, body);
      consume(email, 'login', otp);
      const user = userByEmail(email);
      user.devices.add(deviceId);
      return session(user);
    },
    'POST social/start': (body) => {
      const { provider, deviceId, verifierHash, hostOrigin, returnTo } = parse(
        SocialStartRequestSchema,
        body,
      );
      const state = randomBytes(16).toString('base64url');
      social.set(state, { verifierHash, deviceId, hostOrigin });
      const uri = new URL(`https://idp.invalid/${provider}/authorize`);
      uri.searchParams.set('state', state);
      if (returnTo) uri.searchParams.set('return_to', returnTo);
      return { uri: uri.toString(), state };
    },
    'POST social/finish': (body) => {
      const { state, verifier, deviceId, code } = parse(SocialFinishRequestSchema, body);
      const attempt = social.get(state);
      const hash = createHash('sha256').update(verifier).digest('base64url');
      if (!attempt || attempt.verifierHash !== hash || attempt.deviceId !== deviceId)
        throw new Refusal(400, 'SOCIAL_STATE_INVALID', 'Unknown attempt');
      social.delete(state);
      if (!attempt.email || attempt.code !== code)
        throw new Refusal(401, 'SOCIAL_STATE_INVALID', 'Not completed in this browser');
      const user = userByEmail(attempt.email);
      user.socialProvider = 'github';
      user.devices.add(deviceId);
      return session(user);
    },
    'POST farcaster/start': (body) => {
      const { deviceId, verifierHash } = parse(FarcasterStartRequestSchema, body);
      const state = randomBytes(16).toString('base64url');
      farcaster.set(state, { verifierHash, deviceId, outcome: 'pending' });
      return { state, url: `https://farcaster.invalid/~/siwf?channelToken=${state}` };
    },
    'POST farcaster/status': (body) => {
      const { state, verifier, deviceId } = parse(FarcasterStatusRequestSchema, body);
      const attempt = farcaster.get(state);
      const hash = createHash('sha256').update(verifier).digest('base64url');
      if (!attempt || attempt.verifierHash !== hash || attempt.deviceId !== deviceId)
        throw new Refusal(400, 'FARCASTER_LOGIN_FAILED', 'Unknown attempt');
      if (attempt.outcome === 'pending') return { status: 'pending' };
      farcaster.delete(state);
      if (attempt.outcome === 'refused') throw new Refusal(401, 'FARCASTER_LOGIN_FAILED', 'Not verified');
      const user = userByEmail(attempt.outcome.login);
      user.socialProvider = 'farcaster';
      user.devices.add(deviceId);
      return session(user);
    },
    'GET user': (_body, request) => ({ user: describe(authed(request).user) }),
    'GET session/unlock': (_body, request) => ({
      unlockKey: createHash('sha256')
        .update(`unlock:${authed(request).token}`)
        .digest('base64url'),
    }),
    'POST session/revoke': (_body, request) => {
      sessions.delete(authed(request).token);
      return { revoked: true };
    },
    'POST session/revoke-all': (_body, request) => {
      const { user } = authed(request);
      for (const [token, live] of sessions)
        if (live.email === (user.email ?? user.id)) sessions.delete(token);
      return { revoked: true };
    },
    'GET keys': (_body, request) => {
      const { user, fresh } = authed(request);
      if (!fresh) throw new Refusal(403, 'STEP_UP_REQUIRED', 'Log in again to export keys');
      return { keys: [...user.keys].map(([namespace, key]) => ({ namespace, ...key })) };
    },
    'PUT keys': (body, request) => {
      const { user, fresh } = authed(request);
      if (!fresh) throw new Refusal(403, 'STEP_UP_REQUIRED', 'Log in again to store keys');
      const { namespace, address, secret } = parse(PutKeyRequestSchema, body);
      if (user.keys.has(namespace)) throw new Refusal(409, 'KEY_EXISTS', 'A key exists');
      const bytes = base64urlnopad.decode(secret);
      const derived =
        namespace === 'eip155'
          ? privateKeyToAccount(bytesToHex(bytes)).address
          : base58.encode(ed25519.getPublicKey(bytes));
      if (derived !== address) throw new Refusal(400, 'BAD_REQUEST', 'The key does not yield the address');
      user.keys.set(namespace, { address, secret });
      return { stored: true };
    },
    'POST email/update': (body, request) => {
      const { user } = authed(request);
      const { newEmail } = parse(EmailUpdateRequestSchema, body);
      mail(user.email ?? '', 'update-primary', { newEmail });
      return { action: 'VERIFY_PRIMARY_OTP' };
    },
    'POST email/update/primary': (body, request) => {
      const { user } = authed(request);
      const { otp } = parse(EmailUpdateOtpRequestSchema, body);
      const entry = consume(user.email ?? '', 'update-primary', otp);
      mail(entry.newEmail ?? '', 'update-secondary', { newEmail: entry.newEmail ?? '' });
      return { action: 'VERIFY_SECONDARY_OTP' };
    },
    'POST email/update/secondary': (body, request) => {
      const { user, token } = authed(request);
      const { otp } = parse(EmailUpdateOtpRequestSchema, body);
      const pending = [...otps.entries()].find(
        ([key, entry]) => key.startsWith('update-secondary:') && entry.otp === otp,
      );
      if (!pending) throw new Refusal(400, 'OTP_INVALID', 'Invalid code');
      const newEmail = pending[0].slice('update-secondary:'.length);
      otps.delete(pending[0]);
      const oldEmail = user.email ?? '';
      users.delete(oldEmail);
      user.email = newEmail;
      users.set(newEmail, user);
      // The server revokes the user's other sessions; this one follows the account to its new address.
      for (const [other, live] of sessions) {
        if (live.email !== oldEmail) continue;
        if (other === token) live.email = newEmail;
        else sessions.delete(other);
      }
      return { user: describe(user) };
    },
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const path = url.pathname.replace(/^.*\/v1\/embedded\//, '');
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      try {
        const route = routes[`${request.method} ${path}`];
        if (!route) throw new Refusal(404, 'NOT_FOUND', `No route ${request.method} ${path}`);
        const text = Buffer.concat(chunks).toString('utf8');
        send(200, route(text ? JSON.parse(text) : undefined, request));
      } catch (error) {
        if (error instanceof Refusal) {
          send(error.status, {
            code: error.code,
            message: error.message,
            ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }),
          });
        } else send(500, { code: 'INTERNAL', message: String(error) });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    inbox,
    codeFor: (to, kind = 'login') =>
      inbox.filter((entry) => entry.to === to && entry.kind === kind).at(-1)?.otp,
    completeSocial: (state, email) => {
      const attempt = social.get(state);
      const code = randomBytes(32).toString('base64url');
      if (attempt) Object.assign(attempt, { email, code });
      return code;
    },
    completeFarcaster: (url, login) => {
      const attempt = farcaster.get(channelOf(url));
      if (attempt) attempt.outcome = { login };
    },
    refuseFarcaster: (url) => {
      const attempt = farcaster.get(channelOf(url));
      if (attempt) attempt.outcome = 'refused';
    },
    isTokenLive: (token) => sessions.has(token),
    socialHostOrigin: (state) => social.get(state)?.hostOrigin,
    ageSessions: () => {
      for (const live of sessions.values()) live.loggedInAt.at -= KEY_EXPORT_WINDOW_MS;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
