// /v1/embedded: the embedded wallet's login service, called by the frame page on the server's own origin.
import type { RoutePlugin } from '../zodTypeProvider.ts';
import { emailRoutes } from './emailRoutes.ts';
import { emailUpdateRoutes } from './emailUpdateRoutes.ts';
import { farcasterRoutes } from './farcasterRoutes.ts';
import { frameRequestGuard } from './frameRequestGuard.ts';
import { keyRoutes } from './keyRoutes.ts';
import { sessionRoutes } from './sessionRoutes.ts';
import { socialRoutes } from './socialRoutes.ts';

export const EMBEDDED_PREFIX = '/v1/embedded';

export const embeddedRoutes: RoutePlugin = async (app, options) => {
  app.addHook('onRequest', frameRequestGuard(options.services.publicUrl));
  for (const routes of [
    emailRoutes,
    socialRoutes,
    farcasterRoutes,
    sessionRoutes,
    keyRoutes,
    emailUpdateRoutes,
  ]) {
    await app.register(routes, { services: options.services });
  }
};
