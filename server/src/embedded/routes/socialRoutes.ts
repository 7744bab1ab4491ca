// Social login: start (the provider's URL), the provider's callback, finish (pending, then a session once).
import {
  SessionResponseSchema,
  SocialFinishRequestSchema,
  SocialPendingResponseSchema,
  SocialStartRequestSchema,
  SocialStartResponseSchema,
} from '@gangway/core/api/schemas/index';
import type { FastifyPluginAsync } from 'fastify';
import * as z from 'zod/mini';
import type { RouteOptions } from '../../services/Services.ts';
import { markDeviceVerified } from '../users/userRepository.ts';
import { callbackPage } from './callbackPage.ts';
import { activeProject, sessionResponse, spendClient } from './embeddedContext.ts';

export const SOCIAL_CALLBACK_PATH = '/v1/embedded/social/callback';

export const socialRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  const { embedded } = services;

  app.post(
    '/social/start',
    { schema: { body: SocialStartRequestSchema, response: { 200: SocialStartResponseSchema } } },
    async (request) => {
      const body = request.body as z.infer<typeof SocialStartRequestSchema>;
      const project = await activeProject(services, body.projectId);
      await spendClient(services, request, 'social', project.id);
      return embedded.social.start({
        project,
        provider: body.provider,
        deviceId: body.deviceId,
        verifierHash: body.verifierHash,
        returnTo: body.returnTo,
        redirectUri: `${services.publicUrl()}${SOCIAL_CALLBACK_PATH}`,
      });
    },
  );

  app.get('/social/callback', async (request, reply) => {
    const query = new URL(request.url, 'http://callback').searchParams;
    const outcome = await embedded.social.callback(query, `${services.publicUrl()}${SOCIAL_CALLBACK_PATH}`);
    // The address holds the code: it must not leak to the next page.
    reply.header('referrer-policy', 'no-referrer');
    if (outcome.kind === 'redirect') return reply.redirect(outcome.location, 303);
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    reply.type('text/html; charset=utf-8');
    if (outcome.kind === 'failed') return reply.code(400).send(callbackPage('Login failed', outcome.message));
    return reply.send(callbackPage('Logged in', 'You can close this window.'));
  });

  app.post(
    '/social/finish',
    {
      schema: {
        body: SocialFinishRequestSchema,
        response: { 200: z.union([SocialPendingResponseSchema, SessionResponseSchema]) },
      },
    },
    async (request) => {
      const body = request.body as z.infer<typeof SocialFinishRequestSchema>;
      const project = await activeProject(services, body.projectId);
      await spendClient(services, request, 'social', project.id);
      const outcome = await embedded.social.finish(project.id, body.state, body.verifier, body.deviceId);
      if (outcome.kind === 'pending') return { status: 'pending' as const };
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
