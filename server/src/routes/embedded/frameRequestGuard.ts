// Only the frame, on the server's own origin, calls the login service. No CORS headers are ever sent, a request
// with another Origin is refused, and bodies must be JSON, so a host page can neither read an answer nor send
// a CORS "simple request" (a form or text/plain POST) that would run a route without a preflight.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, forbidden } from '../../errors/ApiError.ts';

const JSON_MEDIA_TYPE = 'application/json';

export function frameRequestGuard(publicUrl: () => string) {
  return async function guard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    reply.header('cache-control', 'no-store');
    const origin = request.headers.origin;
    if (origin !== undefined && !ownOrigins(request, publicUrl()).includes(origin))
      throw forbidden('ORIGIN_NOT_ALLOWED', 'The login service answers its own frame only');
    const site = request.headers['sec-fetch-site'];
    if (request.method !== 'GET' && site !== undefined && site !== 'same-origin' && site !== 'none')
      throw forbidden('ORIGIN_NOT_ALLOWED', 'The login service answers its own frame only');
    if (hasBody(request) && mediaType(request.headers['content-type']) !== JSON_MEDIA_TYPE)
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json');
  };
}

function ownOrigins(request: FastifyRequest, publicUrl: string): string[] {
  const origins = [`${request.protocol}://${request.host}`];
  try {
    origins.push(new URL(publicUrl).origin);
  } catch {
    // No public URL yet (not listening): the request's own host is the only origin.
  }
  return origins;
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

const mediaType = (header: string | undefined) => header?.split(';')[0]?.trim().toLowerCase();
