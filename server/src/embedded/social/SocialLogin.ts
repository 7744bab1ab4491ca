// Social login by authorization code + PKCE (+ nonce for OIDC) + state. The frame starts an attempt with the
// hash of a verifier it keeps and the origin of the page that embeds it; the provider returns to the server's
// callback, which exchanges the code, records the user and hands a one-time completion code to the browser that got
// there only (posted to the popup's opener at that origin, or in the redirect to returnTo); the frame then finishes
// the attempt with the verifier and that code. Whoever started an attempt without the victim's browser gets nothing.
import type { SocialProvider } from '@gangway/protocol';
import { ONE_MINUTE_S, ONE_SECOND_MS, SOCIAL_CODE_PARAM, SOCIAL_RESULT_PARAM } from '@gangway/protocol';
import { sql } from 'kysely';
import * as oidc from 'openid-client';
import type { GangwayDatabase } from '../../db/openDatabase.ts';
import { ApiError, forbidden, upstreamFailed } from '../../errors/ApiError.ts';
import type { ActiveProject } from '../../projects/projectCache.ts';
import { socialProviderNotConfigured, socialStateInvalid } from '../embeddedErrors.ts';
import { constantTimeEqual, randomToken, sha256Base64Url } from '../secrets.ts';
import { findOrCreateUser } from '../users/userRepository.ts';
import type { SocialApps } from './SocialApps.ts';
import { socialAccountOf } from './socialAccount.ts';

/** How long a visitor has to log in at the provider and the frame to finish. */
export const SOCIAL_ATTEMPT_TTL_MINUTES = 10;
export interface SocialStartInput {
  project: ActiveProject;
  provider: SocialProvider;
  deviceId: string;
  verifierHash: string;
  /** The page embedding the frame, as the browser reports it: one of the project's allowed origins. */
  hostOrigin: string;
  returnTo: string | undefined;
  redirectUri: string;
}

export type CallbackOutcome =
  /** The popup's last page posts `code` to its opener at `hostOrigin`. */
  | { kind: 'popup'; hostOrigin: string; code: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'failed'; message: string; hostOrigin: string | null };

export interface FinishOutcome {
  userId: string;
  provider: SocialProvider;
}

export class SocialLogin {
  constructor(
    private readonly database: GangwayDatabase,
    readonly apps: SocialApps,
  ) {}

  async start(input: SocialStartInput): Promise<{ uri: string; state: string }> {
    const { project, provider } = input;
    const socials = project.features.socials;
    if (socials === false || !socials.includes(provider))
      throw forbidden('FORBIDDEN', `Social login with ${provider} is turned off for this project`);
    const loading = this.apps.get(project.id, provider);
    if (!loading) throw socialProviderNotConfigured(provider);
    checkHostOrigin(project, input.hostOrigin);
    if (input.returnTo !== undefined) checkReturnTo(input.hostOrigin, input.returnTo);
    const app = await loading.catch((error: unknown) => {
      throw upstreamFailed(`The ${provider} login service cannot be reached`, error);
    });
    const state = randomToken(32);
    const nonce = oidc.randomNonce();
    const pkceVerifier = oidc.randomPKCECodeVerifier();
    await this.database.db
      .insertInto('embedded_social_attempts')
      .values({
        state,
        project_id: project.id,
        provider,
        device_id: input.deviceId,
        verifier_hash: input.verifierHash,
        nonce,
        pkce_verifier: pkceVerifier,
        return_to: input.returnTo ?? null,
        host_origin: input.hostOrigin,
        status: 'pending',
        expires_at: new Date(Date.now() + SOCIAL_ATTEMPT_TTL_MINUTES * ONE_MINUTE_S * ONE_SECOND_MS),
      })
      .execute();
    const parameters: Record<string, string> = {
      redirect_uri: input.redirectUri,
      response_type: 'code',
      state,
      code_challenge: await oidc.calculatePKCECodeChallenge(pkceVerifier),
      code_challenge_method: 'S256',
      ...(app.scope ? { scope: app.scope } : {}),
      ...(app.oidc ? { nonce } : {}),
    };
    return { uri: oidc.buildAuthorizationUrl(app.config, parameters).href, state };
  }

  /** The provider's redirect: `query` as received, `redirectUri` as registered with the provider. */
  async callback(query: URLSearchParams, redirectUri: string): Promise<CallbackOutcome> {
    const state = query.get('state') ?? '';
    const attempt = await this.database.db
      .selectFrom('embedded_social_attempts')
      .selectAll()
      .where('state', '=', state)
      .where('status', '=', 'pending')
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    if (!attempt)
      return { kind: 'failed', message: 'This login has expired or is not known.', hostOrigin: null };
    const provider = attempt.provider as SocialProvider;
    const hostOrigin = attempt.host_origin;
    const fail = async (message: string): Promise<CallbackOutcome> => {
      await this.#setStatus(state, 'failed');
      return { kind: 'failed', message, hostOrigin };
    };
    // Attempts started before starts named their host (issue 17) cannot hand their code to anyone.
    if (hostOrigin === null) return fail('This login has expired or is not known.');
    if (query.has('error')) return fail('The login was cancelled or refused.');
    const app = await this.apps.get(attempt.project_id, provider)?.catch(() => undefined);
    if (!app) return fail(`The ${provider} login service cannot be reached.`);
    const currentUrl = new URL(redirectUri);
    for (const [key, value] of query) currentUrl.searchParams.append(key, value);
    let account: Awaited<ReturnType<typeof socialAccountOf>>;
    try {
      const tokens = await oidc.authorizationCodeGrant(app.config, currentUrl, {
        pkceCodeVerifier: attempt.pkce_verifier,
        expectedState: attempt.state,
        ...(app.oidc ? { expectedNonce: attempt.nonce, idTokenExpected: true } : {}),
      });
      account = await socialAccountOf(app, tokens);
    } catch {
      return fail('The login could not be completed.');
    }
    if (!account) return fail('The login service did not say who logged in.');
    const userId = await findOrCreateUser(this.database, {
      projectId: attempt.project_id,
      provider,
      subject: account.subject,
      userName: account.userName,
    });
    const code = randomToken(32);
    const recorded = await this.database.db
      .updateTable('embedded_social_attempts')
      .set({ status: 'done', user_id: userId, completion_hash: sha256Base64Url(code) })
      .where('state', '=', state)
      .where('status', '=', 'pending')
      .returning('state')
      .executeTakeFirst();
    if (!recorded) return { kind: 'failed', message: 'This login has already been used.', hostOrigin };
    if (attempt.return_to === null) return { kind: 'popup', hostOrigin, code };
    const location = new URL(attempt.return_to);
    location.searchParams.set(SOCIAL_RESULT_PARAM, state);
    location.searchParams.set(SOCIAL_CODE_PARAM, code);
    return { kind: 'redirect', location: location.href };
  }

  /**
   * The frame's finish: its verifier, device and the completion code its browser received. Anything wrong ends the
   * attempt, so neither a verifier nor a code can be guessed at.
   */
  async finish(
    projectId: string,
    finish: { state: string; verifier: string; deviceId: string; code: string },
  ): Promise<FinishOutcome> {
    const { state } = finish;
    const attempt = await this.database.db
      .selectFrom('embedded_social_attempts')
      .select(['verifier_hash', 'device_id', 'status', 'provider', 'completion_hash'])
      .select(sql<boolean>`expires_at <= now()`.as('expired'))
      .where('state', '=', state)
      .where('project_id', '=', projectId)
      .executeTakeFirst();
    if (!attempt || attempt.expired || attempt.status === 'failed' || attempt.status === 'consumed')
      throw socialStateInvalid(400, 'This social login is not known, has expired or has ended');
    const verifierMatches = constantTimeEqual(sha256Base64Url(finish.verifier), attempt.verifier_hash);
    if (!verifierMatches || attempt.device_id !== finish.deviceId) {
      await this.#setStatus(state, 'failed');
      throw socialStateInvalid(401, 'This social login belongs to another frame');
    }
    const codeMatches =
      attempt.completion_hash !== null &&
      constantTimeEqual(sha256Base64Url(finish.code), attempt.completion_hash);
    if (attempt.status !== 'done' || !codeMatches) {
      await this.#setStatus(state, 'failed');
      throw socialStateInvalid(401, 'This social login was not completed in this browser');
    }
    const consumed = await this.database.db
      .updateTable('embedded_social_attempts')
      .set({ status: 'consumed' })
      .where('state', '=', state)
      .where('status', '=', 'done')
      .returning('user_id')
      .executeTakeFirst();
    if (!consumed?.user_id) throw socialStateInvalid(400, 'This social login has ended');
    return { userId: consumed.user_id, provider: attempt.provider as SocialProvider };
  }

  async #setStatus(state: string, status: 'failed'): Promise<void> {
    await this.database.db
      .updateTable('embedded_social_attempts')
      .set({ status })
      .where('state', '=', state)
      .where('status', 'in', ['pending', 'done'])
      .execute();
  }
}

function checkHostOrigin(project: ActiveProject, hostOrigin: string): void {
  if (!project.origins.matches(hostOrigin)) {
    throw new ApiError(403, 'ORIGIN_NOT_ALLOWED', 'hostOrigin is not an allowed origin of the project', {
      field: 'hostOrigin',
    });
  }
}

/** The redirect returns to the page that started the login: on its origin (so an allowed one) only. */
function checkReturnTo(hostOrigin: string, returnTo: string): void {
  const url = new URL(returnTo);
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== new URL(hostOrigin).origin) {
    throw new ApiError(403, 'ORIGIN_NOT_ALLOWED', 'returnTo is not on the origin the login started from', {
      field: 'returnTo',
    });
  }
}
