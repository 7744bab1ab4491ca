// Social login: start (the provider's URL), the provider's callback (the completion code to this browser only),
// finish (the session, once, for the frame's verifier and that code).
import {
  SessionResponseSchema,
  SocialFinishRequestSchema,
  SocialStartRequestSchema,
  SocialStartResponseSchema,
} from '@gangway/protocol';
import { ipBudget, spend } from '../../embedded/embeddedBudgets.ts';
import { markDeviceVerified } from '../../embedded/users/userRepository.ts';
import { forbidden } from '../../errors/ApiError.ts';
import { requestClientKey } from '../../rateLimit/clientKey.ts';
import type { RoutePlugin } from '../zodTypeProvider.ts';
import { callbackPage, siteName } from './callbackPage.ts';
import { activeProject, sessionResponse, spendClient } from './embeddedContext.ts';

export const SOCIAL_CALLBACK_PATH = '/v1/embedded/social/callback';

export const socialRoutes: RoutePlugin = async (app, { services }) => {
  const { embedded } = services;

  app.post(
    '/social/start',
    { schema: { body: SocialStartRequestSchema, response: { 200: SocialStartResponseSchema } } },
    async (request) => {
      // A browser names the page a script runs on; the guard admits the frame's own origin only. A script outside
      // a browser can claim any Origin, but the login it starts can only be finished with the completion code, which
      // goes to the browser that logs in at the provider.
      if (request.headers.origin === undefined)
        throw forbidden('ORIGIN_NOT_ALLOWED', 'A social login starts from the wallet frame in a browser');
      const body = request.body;
      const project = await activeProject(services, body.projectId);
      await spendClient(services, request, 'social', project.id);
      return embedded.social.start({
        project,
        provider: body.provider,
        deviceId: body.deviceId,
        verifierHash: body.verifierHash,
        hostOrigin: body.hostOrigin,
        returnTo: body.returnTo,
        redirectUri: `${services.publicUrl()}${SOCIAL_CALLBACK_PATH}`,
      });
    },
  );

  app.get('/social/callback', async (request, reply) => {
    await spend(services.limiter, ipBudget(embedded.config.limits, 'social', requestClientKey(request)));
    const query = new URL(request.url, 'http://callback').searchParams;
    const outcome = await embedded.social.callback(query, `${services.publicUrl()}${SOCIAL_CALLBACK_PATH}`);
    // The address holds the provider's code: it must not leak to the next page.
    reply.header('referrer-policy', 'no-referrer');
    if (outcome.kind === 'redirect') return reply.redirect(outcome.location, 303);
    const page =
      outcome.kind === 'failed'
        ? callbackPage(
            'Login failed',
            outcome.hostOrigin
              ? `${outcome.message} (${siteName(outcome.hostOrigin)} asked for this login.)`
              : outcome.message,
          )
        : callbackPage(
            'Logged in',
            `You are logging in to ${siteName(outcome.hostOrigin)}. You can close this window.`,
            outcome,
          );
    reply.header('content-security-policy', page.contentSecurityPolicy);
    reply.type('text/html; charset=utf-8');
    return reply.code(outcome.kind === 'failed' ? 400 : 200).send(page.html);
  });

  app.post(
    '/social/finish',
    { schema: { body: SocialFinishRequestSchema, response: { 200: SessionResponseSchema } } },
    async (request) => {
      const body = request.body;
      const project = await activeProject(services, body.projectId);
      await spendClient(services, request, 'social', project.id);
      const outcome = await embedded.social.finish(project.id, body);
      await markDeviceVerified(services.database, outcome.userId, body.deviceId);
      return sessionResponse(services, {
        userId: outcome.userId,
        projectId: project.id,
        deviceId: body.deviceId,
        loginMethod: outcome.provider,
      });
    },
  );
};
