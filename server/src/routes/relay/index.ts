// The WalletConnect relay: ws(s)://<server>/v1/relay?projectId=…&auth=<JWT>, behind the project guard like
// every public route. The upgrade is refused with an HTTP answer before any WebSocket exists: 400 for a bad
// query, 403 for an unknown project or an Origin the project does not allow, 401 for a missing, forged, expired or
// too long-lived JWT, 429 over the project's request budget or when the client's IP has as many relay connections
// open as it may. Browsers send Origin with WebSocket upgrades and CORS does not apply to them, so the origin check is
// what keeps other sites off a project's relay; clients without Origin (native and Node wallets) pass on projectId
// and JWT, as other requests without Origin do.
import { SdkQuerySchema } from '@gangway/protocol';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { ApiError, unauthorized } from '../../errors/ApiError.ts';
import { requestClientKey } from '../../rateLimit/clientKey.ts';
import { relayConnectionCounter } from '../../rateLimit/relayBudgets.ts';
import { RelayConnection } from '../../relay/RelayConnection.ts';
import {
  MAX_RELAY_JWT_LENGTH,
  type RelayJwtClaims,
  RelayJwtError,
  verifyRelayJwt,
} from '../../relay/relayJwt.ts';
import { RELAY_PATH } from '../../relay/relayProtocol.ts';
import { guardedProject } from '../projectGuard.ts';
import type { RoutePlugin } from '../zodTypeProvider.ts';

/** sign-client adds ua, useOnCloseEvent, packageName, bundleId…: accepted and ignored. */
const RelayQuerySchema = z.extend(SdkQuerySchema, {
  auth: z.string().check(z.minLength(1), z.maxLength(MAX_RELAY_JWT_LENGTH)),
});

/** Holds of a connection place outlive a JWT's lifetime by this much at most, if their release were ever lost. */
const CONNECTION_HOLD_MARGIN_MS = 60_000;

export const relayRoutes: RoutePlugin = async (app, { services }) => {
  const { relay } = services;
  if (!relay) return;
  const { config } = relay;
  const clients = new WeakMap<FastifyRequest, RelayJwtClaims>();

  app.route({
    method: 'GET',
    url: RELAY_PATH,
    schema: { querystring: RelayQuerySchema },
    preHandler: async (request) => {
      if (!request.ws) return;
      const hosts = audienceHosts(request.host, services.publicUrl());
      let claims: RelayJwtClaims;
      try {
        claims = verifyRelayJwt(request.query.auth, {
          acceptAudience: (aud) => hosts.has(hostOf(aud) ?? ''),
          maxLifetimeSeconds: config.maxJwtTtlSeconds,
        });
      } catch (error) {
        if (error instanceof RelayJwtError) throw unauthorized(`Relay auth JWT ${error.message}`);
        throw error;
      }
      const place = await services.counters.add(
        [relayConnectionCounter(requestClientKey(request), config.maxConnectionsPerIp)],
        1,
        claims.exp * 1000 + CONNECTION_HOLD_MARGIN_MS,
      );
      if (!place) {
        throw new ApiError(
          429,
          'RATE_LIMITED',
          `This address has ${config.maxConnectionsPerIp} relay connections open, the most it may`,
          { retryAfterSeconds: 1 },
        );
      }
      // The TCP socket closes with the WebSocket, or when the upgrade does not happen after all.
      request.raw.socket.once('close', () => place.release());
      clients.set(request, claims);
    },
    handler: async () => {
      throw new ApiError(426, 'BAD_REQUEST', 'The relay speaks WebSocket: send an Upgrade request', {
        field: 'upgrade',
        headers: { upgrade: 'websocket' },
      });
    },
    wsHandler: (socket, request) => {
      const claims = clients.get(request);
      const project = guardedProject(request);
      if (!claims) throw new Error('Relay connection without verified JWT');
      new RelayConnection(
        socket,
        {
          clientId: claims.iss,
          clientKey: requestClientKey(request),
          projectId: project.id,
          projectRateLimit: project.rateLimit,
          expiresAt: claims.exp,
        },
        { relay, limiter: services.limiter, log: request.log },
      );
    },
  });
};

/** The hosts a JWT audience may name: the one the client connected to, and the server's public URL's. */
function audienceHosts(requestHost: string, publicUrl: string): Set<string> {
  const hosts = new Set<string>();
  for (const host of [hostOf(`ws://${requestHost}`), hostOf(publicUrl)]) if (host) hosts.add(host);
  return hosts;
}

function hostOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return ['ws:', 'wss:', 'http:', 'https:'].includes(parsed.protocol) ? parsed.host : undefined;
  } catch {
    return undefined;
  }
}
