// GET /appkit/v1/config and GET /projects/v1/origins.
import { ConfigResponseSchema, OriginsResponseSchema } from '@gangway/protocol';
import { guardedProject } from '../projectGuard.ts';
import type { RoutePlugin } from '../zodTypeProvider.ts';

export const configRoutes: RoutePlugin = async (app, { services }) => {
  const configSchema = { response: { 200: ConfigResponseSchema } };
  const { embedded } = services;
  // What the widget offers must work: e-mail login needs the login service's mail and key storage, a social login
  // its OAuth app for this project, and Farcaster login the server's Farcaster configuration.
  const loginReady = Boolean(embedded.mail && embedded.keys);
  app.get('/appkit/v1/config', { schema: configSchema }, async (request) => {
    const { id, features } = guardedProject(request);
    const socials = (features.socials || []).filter(
      (social) =>
        loginReady &&
        (social === 'farcaster'
          ? embedded.farcaster.upstreams !== undefined
          : embedded.social.apps.has(id, social)),
    );
    return {
      features: {
        ...features,
        email: features.email && loginReady,
        swaps: features.swaps && [...features.swaps],
        onramp: features.onramp && [...features.onramp],
        socials: socials.length > 0 ? socials : (false as const),
      },
    };
  });

  app.get(
    '/projects/v1/origins',
    { schema: { response: { 200: OriginsResponseSchema } } },
    async (request) => ({
      allowedOrigins: [...guardedProject(request).allowedOrigins],
    }),
  );
};
