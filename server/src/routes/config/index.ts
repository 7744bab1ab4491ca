// GET /appkit/v1/config and GET /projects/v1/origins.
import {
  type ConfigResponse,
  ConfigResponseSchema,
  type OriginsResponse,
  OriginsResponseSchema,
} from '@gangway/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../../services/Services.ts';
import { guardedProject } from '../projectGuard.ts';

export const configRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  const configSchema = { response: { 200: ConfigResponseSchema } };
  const { embedded } = services;
  // What the widget offers must work: e-mail login needs the login service's mail and key storage, and a social
  // login its OAuth app for this project.
  const loginReady = Boolean(embedded.mail && embedded.keys);
  app.get('/appkit/v1/config', { schema: configSchema }, async (request): Promise<ConfigResponse> => {
    const { id, features } = guardedProject(request);
    const socials = (features.socials || []).filter(
      (social) => loginReady && social !== 'farcaster' && embedded.social.apps.has(id, social),
    );
    return {
      features: {
        ...features,
        email: features.email && loginReady,
        swaps: features.swaps && [...features.swaps],
        onramp: features.onramp && [...features.onramp],
        socials: socials.length > 0 ? socials : false,
      },
    };
  });

  app.get(
    '/projects/v1/origins',
    { schema: { response: { 200: OriginsResponseSchema } } },
    async (request): Promise<OriginsResponse> => ({
      allowedOrigins: [...guardedProject(request).allowedOrigins],
    }),
  );
};
