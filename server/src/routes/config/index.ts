// GET /appkit/v1/config and GET /projects/v1/origins.
import {
  type ConfigResponse,
  ConfigResponseSchema,
  type OriginsResponse,
  OriginsResponseSchema,
} from '@gangway/core/api/schemas/index';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../../services/Services.ts';
import { guardedProject } from '../projectGuard.ts';

export const configRoutes: FastifyPluginAsync<RouteOptions> = async (app) => {
  const configSchema = { response: { 200: ConfigResponseSchema } };
  app.get('/appkit/v1/config', { schema: configSchema }, async (request): Promise<ConfigResponse> => {
    const { features } = guardedProject(request);
    return {
      features: {
        ...features,
        swaps: features.swaps && [...features.swaps],
        onramp: features.onramp && [...features.onramp],
        socials: features.socials && [...features.socials],
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
