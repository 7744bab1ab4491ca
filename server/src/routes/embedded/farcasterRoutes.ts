// Farcaster login: start (the channel's url for the QR code), status (pending, then the session, once).
import {
  FarcasterStartRequestSchema,
  FarcasterStartResponseSchema,
  FarcasterStatusRequestSchema,
  FarcasterStatusResponseSchema,
} from '@gangway/protocol';
import { markDeviceVerified } from '../../embedded/users/userRepository.ts';
import { forbidden } from '../../errors/ApiError.ts';
import type { RoutePlugin } from '../zodTypeProvider.ts';
import { activeProject, sessionResponse, spendClient } from './embeddedContext.ts';

export const farcasterRoutes: RoutePlugin = async (app, { services }) => {
  const { embedded } = services;

  app.post(
    '/farcaster/start',
    { schema: { body: FarcasterStartRequestSchema, response: { 200: FarcasterStartResponseSchema } } },
    async (request) => {
      // As for a social login: the frame's own origin in a browser; the login can only be finished with the verifier.
      if (request.headers.origin === undefined)
        throw forbidden('ORIGIN_NOT_ALLOWED', 'A Farcaster login starts from the wallet frame in a browser');
      const body = request.body;
      const project = await activeProject(services, body.projectId);
      await spendClient(services, request, 'farcaster', project.id);
      return embedded.farcaster.start({
        project,
        deviceId: body.deviceId,
        verifierHash: body.verifierHash,
        hostOrigin: body.hostOrigin,
      });
    },
  );

  app.post(
    '/farcaster/status',
    { schema: { body: FarcasterStatusRequestSchema, response: { 200: FarcasterStatusResponseSchema } } },
    async (request) => {
      const body = request.body;
      const project = await activeProject(services, body.projectId);
      await spendClient(services, request, 'farcaster', project.id);
      const outcome = await embedded.farcaster.status(project.id, body);
      if (outcome.status === 'pending') return outcome;
      await markDeviceVerified(services.database, outcome.userId, body.deviceId);
      return sessionResponse(services, {
        userId: outcome.userId,
        projectId: project.id,
        deviceId: body.deviceId,
        loginMethod: 'farcaster',
      });
    },
  );
};
