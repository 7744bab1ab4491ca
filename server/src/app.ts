// The Fastify application: public routes behind the project guard, the admin API, one error handler.
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { ApiError, notFound } from './errors/ApiError.ts';
import { fastifyTrustProxy } from './rateLimit/clientKey.ts';
import { RELAY_ENVELOPE_BYTES } from './relay/relayProtocol.ts';
import { adminRoutes } from './routes/admin/index.ts';
import { analyticsRoutes } from './routes/analytics/index.ts';
import { balanceRoutes } from './routes/balance/index.ts';
import { chainRoutes } from './routes/chains/index.ts';
import { configRoutes } from './routes/config/index.ts';
import { convertRoutes } from './routes/convert/index.ts';
import { directoryRoutes } from './routes/directory/index.ts';
import { EMBEDDED_PREFIX, embeddedRoutes } from './routes/embedded/index.ts';
import { errorHandler } from './routes/errorHandler.ts';
import { esploraRoutes } from './routes/esplora/index.ts';
import { frameRoutes } from './routes/frame/index.ts';
import { healthRoutes } from './routes/health/index.ts';
import { historyRoutes } from './routes/history/index.ts';
import { imageRoutes } from './routes/images/index.ts';
import { onrampRoutes } from './routes/onramp/index.ts';
import { onrampWebhookRoutes } from './routes/onramp/webhooks.ts';
import { priceRoutes } from './routes/prices/index.ts';
import { profileRoutes } from './routes/profile/index.ts';
import { projectGuard } from './routes/projectGuard.ts';
import { relayRoutes } from './routes/relay/index.ts';
import { rpcRoutes } from './routes/rpc/index.ts';
import { sessionRoutes } from './routes/sessions/index.ts';
import { siwxRoutes } from './routes/siwx/index.ts';
import { widgetRoutes } from './routes/widget/index.ts';
import { zodSerializerCompiler, zodValidatorCompiler } from './routes/zodCompilers.ts';
import type { Services } from './services/Services.ts';

export function buildApp(services: Services, logger: FastifyServerOptions['logger']): FastifyInstance {
  const app = Fastify({
    logger,
    trustProxy: fastifyTrustProxy(services.config.trustProxy),
    // Query values stay strings (or arrays when repeated); route schemas decide what they mean.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    return503OnClosing: true,
    // Errors Fastify raises before routing (a path with bad percent-encoding) go through the same handler.
    frameworkErrors: (error, request, reply) =>
      errorHandler(
        error.code === 'FST_ERR_BAD_URL'
          ? new ApiError(400, 'BAD_REQUEST', 'The URL is not valid: bad percent-encoding in the path', {
              field: 'url',
            })
          : error,
        request,
        reply,
      ),
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  app.decorateRequest('project', null);
  app.decorateRequest('clientOrigin', undefined);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((request) => {
    throw notFound(`No route ${request.method} ${request.url.split('?')[0]?.slice(0, 200)}`);
  });

  app.register(healthRoutes, { services });

  // A relay frame holds one message and its JSON-RPC envelope; a larger frame closes the socket (1009).
  app.register(fastifyWebsocket, {
    options: { maxPayload: services.config.relay.maxMessageBytes + RELAY_ENVELOPE_BYTES },
  });
  app.register(async (publicApi) => {
    publicApi.addHook('onRequest', projectGuard(services.projects, services.limiter));
    // CORS preflights of the public routes, and of nothing else: the guard answers them.
    const publicPaths = new Set<string>();
    publicApi.addHook('onRoute', (route) => {
      if (route.method !== 'OPTIONS') publicPaths.add(route.url);
    });
    for (const routes of [
      configRoutes,
      directoryRoutes,
      imageRoutes,
      analyticsRoutes,
      chainRoutes,
      balanceRoutes,
      historyRoutes,
      priceRoutes,
      convertRoutes,
      onrampRoutes,
      rpcRoutes,
      esploraRoutes,
      relayRoutes,
      siwxRoutes,
      profileRoutes,
      sessionRoutes,
    ]) {
      await publicApi.register(routes, { services });
    }
    for (const path of publicPaths) publicApi.options(path, async () => undefined);
  });
  // On-ramp providers' signed webhooks: no project, no Origin, the raw body kept for the signature.
  app.register(onrampWebhookRoutes, { services });
  // The embedded-wallet frame: its own CSP, no CORS, outside the guard.
  app.register(frameRoutes, { services });
  // The one-script-tag bundle: public static files for any origin, outside the guard.
  app.register(widgetRoutes, { services });
  // Outside the project guard: no CORS, the frame's own origin only (routes/embedded/frameRequestGuard.ts).
  app.register(embeddedRoutes, { prefix: EMBEDDED_PREFIX, services });
  app.register(adminRoutes, { prefix: '/admin/v1', services });
  return app;
}
