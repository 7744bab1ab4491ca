// GET /getAnalyticsConfig and POST /e: an event from an allowed origin, within the analytics budget, its props'
// size cap and its client's daily quota, is acknowledged (202) only once it is committed (the project's oldest
// events make room when its quota is full).
import { AnalyticsAckSchema, AnalyticsConfigResponseSchema, AnalyticsEventSchema } from '@gangway/protocol';
import { eventBytes } from '../../analytics/AnalyticsWriter.ts';
import { ApiError, forbidden } from '../../errors/ApiError.ts';
import { parseInput } from '../../errors/parseInput.ts';
import { ANALYTICS_SHARE, shareOf } from '../../rateLimit/clientBudgets.ts';
import { requestClientKey } from '../../rateLimit/clientKey.ts';
import { charge, guardedProject } from '../projectGuard.ts';
import type { RoutePlugin } from '../zodTypeProvider.ts';

// An event is under 5 KiB: its props at most ANALYTICS_MAX_PROPS_BYTES, its URL 2 KiB, its id and domain less.
const EVENT_BODY_LIMIT = 8 * 1024;

export const analyticsRoutes: RoutePlugin = async (app, { services }) => {
  app.get(
    '/getAnalyticsConfig',
    { schema: { response: { 200: AnalyticsConfigResponseSchema } } },
    async () => ({
      isAnalyticsEnabled: services.config.analyticsEnabled,
    }),
  );

  // The body is checked in the handler, after the origin, budget and quota checks: navigator.sendBeacon posts it as
  // text/plain, which only the handler reads as JSON.
  const eventSchema = { response: { 202: AnalyticsAckSchema } };
  app.post('/e', { bodyLimit: EVENT_BODY_LIMIT, schema: eventSchema }, async (request, reply) => {
    const project = guardedProject(request);
    if (!services.config.analyticsEnabled) {
      throw forbidden('ANALYTICS_DISABLED', 'Analytics is turned off on this server');
    }
    // Only pages of the project write its analytics: a script without Origin could fill its storage.
    if (request.clientOrigin === undefined) {
      throw forbidden(
        'ORIGIN_NOT_ALLOWED',
        `Analytics events of project ${project.id} must come from one of its allowed origins`,
      );
    }
    await charge(services.limiter, request, 'analytics', shareOf(project.rateLimit, ANALYTICS_SHARE), 1);
    // navigator.sendBeacon posts text/plain: read it as JSON too.
    const event = parseInput(AnalyticsEventSchema, readJson(request.body), 'body');
    await services.analyticsQuota.reserve(project.id, requestClientKey(request), eventBytes(event));
    await services.analytics.write({ projectId: project.id, origin: request.clientOrigin, event });
    reply.code(202);
    return { eventId: event.eventId };
  });
};

function readJson(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch (error) {
    throw new ApiError(400, 'INVALID_JSON', `The body is not valid JSON: ${(error as Error).message}`, {
      field: 'body',
    });
  }
}
