// The session of a request's `Authorization: Bearer <token>`; anything else is SESSION_INVALID.
import type { FastifyRequest } from 'fastify';
import type { GangwayDatabase } from '../../db/openDatabase.ts';
import { sessionInvalid } from '../embeddedErrors.ts';
import { findSession, type Session } from './sessionStore.ts';

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

export async function requireSession(database: GangwayDatabase, request: FastifyRequest): Promise<Session> {
  const match = BEARER.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw sessionInvalid();
  const session = await findSession(database, match[1]);
  if (!session) throw sessionInvalid();
  return session;
}
