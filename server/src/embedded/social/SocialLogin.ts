// Social login by authorization code + PKCE (+ nonce for OIDC) + state. The frame starts an attempt with the
// hash of a verifier it keeps; the provider returns to the server's callback, which exchanges the code and
// records the user; the frame then finishes the attempt with the verifier and gets the session.
import type { SocialProvider } from '@gangway/core';
import { ONE_MINUTE_S, ONE_SECOND_MS } from '@gangway/core';
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
/** The query parameter carrying the state back to the host page in redirect mode. */
export const SOCIAL_RESULT_PARAM = 'gw_social';

export interface SocialStartInput {
  project: ActiveProject;
  provider: SocialProvider;
  deviceId: string;
  verifierHash: string;
  returnTo: string | undefined;
  redirectUri: string;
}

export type CallbackOutcome =
  | { kind: 'popup' }
  | { kind: 'redirect'; location: string }
  | { kind: 'failed'; message: string };

export type FinishOutcome = { kind: 'pending' } | { kind: 'done'; userId: string; provider: SocialProvider };

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
    if (input.returnTo !== undefined) checkReturnTo(project, input.returnTo);
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
    if (!attempt) return { kind: 'failed', message: 'This login has expired or is not known.' };
    const provider = attempt.provider as SocialProvider;
    const fail = async (message: string): Promise<CallbackOutcome> => {
      await this.#setStatus(state, 'failed');
      return { kind: 'failed', message };
    };
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
    const recorded = await this.database.db
      .updateTable('embedded_social_attempts')
      .set({ status: 'done', user_id: userId })
      .where('state', '=', state)
      .where('status', '=', 'pending')
      .returning('state')
      .executeTakeFirst();
    if (!recorded) return { kind: 'failed', message: 'This login has already been used.' };
    if (attempt.return_to === null) return { kind: 'popup' };
    const location = new URL(attempt.return_to);
    location.searchParams.set(SOCIAL_RESULT_PARAM, state);
    return { kind: 'redirect', location: location.href };
  }

  async finish(projectId: string, state: string, verifier: string, deviceId: string): Promise<FinishOutcome> {
    const attempt = await this.database.db
      .selectFrom('embedded_social_attempts')
      .select(['verifier_hash', 'device_id', 'status', 'provider'])
      .select(sql<boolean>`expires_at <= now()`.as('expired'))
      .where('state', '=', state)
      .where('project_id', '=', projectId)
      .executeTakeFirst();
    if (!attempt || attempt.expired || attempt.status === 'failed' || attempt.status === 'consumed')
      throw socialStateInvalid(400, 'This social login is not known, has expired or has ended');
    const verifierMatches = constantTimeEqual(sha256Base64Url(verifier), attempt.verifier_hash);
    if (!verifierMatches || attempt.device_id !== deviceId) {
      await this.#setStatus(state, 'failed');
      throw socialStateInvalid(401, 'This social login belongs to another frame');
    }
    if (attempt.status === 'pending') return { kind: 'pending' };
    const consumed = await this.database.db
      .updateTable('embedded_social_attempts')
      .set({ status: 'consumed' })
      .where('state', '=', state)
      .where('status', '=', 'done')
      .returning('user_id')
      .executeTakeFirst();
    if (!consumed?.user_id) throw socialStateInvalid(400, 'This social login has ended');
    return { kind: 'done', userId: consumed.user_id, provider: attempt.provider as SocialProvider };
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

function checkReturnTo(project: ActiveProject, returnTo: string): void {
  const url = new URL(returnTo);
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !project.origins.matches(url.origin)) {
    throw new ApiError(403, 'ORIGIN_NOT_ALLOWED', 'returnTo is not on an allowed origin of the project', {
      field: 'returnTo',
    });
  }
}
