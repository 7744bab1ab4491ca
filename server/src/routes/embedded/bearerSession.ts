// The session of a request: `Authorization: Bearer <token>` of a live session of the project the query names
// (`?projectId=`, which the frame always sends). The project (cached) and the client's session budget come first, so
// a flood of made-up tokens costs a budget, not a database lookup each. Anything else is SESSION_INVALID.
import { ProjectIdSchema } from '@gangway/protocol';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { sessionInvalid } from '../../embedded/embeddedErrors.ts';
import { findSession, type Session } from '../../embedded/sessions/sessionStore.ts';
import { parseInput } from '../../errors/parseInput.ts';
import type { Services } from '../../services/Services.ts';
import { activeProject, spendClient } from './embeddedContext.ts';

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;
const SessionQuerySchema = z.object({ projectId: ProjectIdSchema });

export async function requireSession(services: Services, request: FastifyRequest): Promise<Session> {
  const { projectId } = parseInput(SessionQuerySchema, request.query, 'query');
  await spendClient(services, request, 'session', (await activeProject(services, projectId)).id);
  const match = BEARER.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw sessionInvalid();
  const session = await findSession(services.database, match[1]);
  if (!session || session.projectId !== projectId) throw sessionInvalid();
  return session;
}
