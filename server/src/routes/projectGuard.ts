// Runs before every public route: the request names a known project (query projectId), comes from one of
// its allowed origins (only those get answers and preflights), and fits in its budgets: the project's and
// its client's, by IP (clientBudgets.ts).
//
// A refusal is readable by the page that caused it: the widget must be able to tell its integrator that the
// origin or project is wrong ('Invalid App Configuration') instead of seeing an opaque network failure. The
// refusal says nothing the page does not know, and a preflight from a refused origin still fails.
//
// Requests without an Origin header (servers, curl, <img> tags, the CLI) are not browser cross-origin
// calls: CORS cannot protect anything there, so they pass on projectId and rate limit alone.
import { normaliseOriginPattern, SdkQuerySchema } from '@gangway/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, rateLimited } from '../errors/ApiError.ts';
import { parseInput } from '../errors/parseInput.ts';
import type { RateLimit } from '../projects/project.ts';
import type { ActiveProject, ProjectCache } from '../projects/projectCache.ts';
import { type BudgetScope, clientBudgets } from '../rateLimit/clientBudgets.ts';
import { requestClientKey } from '../rateLimit/clientKey.ts';
import type { Budget, RateLimiter } from '../rateLimit/RateLimiter.ts';

declare module 'fastify' {
  interface FastifyRequest {
    project: ActiveProject | null;
    /** The client's origin as the project allows it (normalised), or undefined without an Origin header. */
    clientOrigin: string | undefined;
  }
  interface FastifyContextConfig {
    /** 'jsonrpc': errors of this route are JSON-RPC error objects. */
    errorFormat?: 'jsonrpc';
  }
}

const ALLOWED_METHODS = 'GET, HEAD, POST, OPTIONS';
/** `authorization` carries a sign-in session's token (/v1/siwx/session). `solana-client` is the header @solana/kit's RPC transport sends from a browser (the Solana RPC proxy). */
const ALLOWED_HEADERS = 'content-type, accept, authorization, x-sdk-type, x-sdk-version, solana-client';
const EXPOSED_HEADERS = 'retry-after, etag';
const PREFLIGHT_MAX_AGE_S = '600';

export function projectGuard(projects: ProjectCache, limiter: RateLimiter) {
  return async function guard(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply | undefined> {
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (origin !== undefined) reply.header('access-control-allow-origin', origin);
    const { projectId } = parseInput(SdkQuerySchema, request.query, 'query');
    const project = await projects.get(projectId);
    if (!project) throw forbidden('UNKNOWN_PROJECT', `Unknown project ${projectId}`);
    if (origin !== undefined) {
      // The server's own pages (the embedded-wallet frame) call it same-origin; browsers still send Origin on POST.
      if (origin !== ownOrigin(request) && !project.origins.matches(origin)) {
        throw forbidden(
          'ORIGIN_NOT_ALLOWED',
          `Origin ${origin.slice(0, 200)} is not allowed for project ${projectId}`,
        );
      }
      reply.header('access-control-expose-headers', EXPOSED_HEADERS);
    }
    request.project = project;
    request.clientOrigin = origin === undefined ? undefined : (normaliseOriginPattern(origin) ?? origin);
    await charge(limiter, request, 'api', project.rateLimit, 1);
    if (request.method === 'OPTIONS') {
      reply
        .code(204)
        .header('access-control-allow-methods', ALLOWED_METHODS)
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', PREFLIGHT_MAX_AGE_S)
        .send();
      return reply;
    }
    return undefined;
  };
}

/** The origin this request was addressed to: a same-origin request's Origin header equals it. */
function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** Takes `cost` from the request's budgets of `scope` (the guard takes 1 from 'api'; a batch takes the rest). */
export async function charge(
  limiter: RateLimiter,
  request: FastifyRequest,
  scope: BudgetScope,
  limit: RateLimit,
  cost: number,
): Promise<void> {
  const project = guardedProject(request);
  const budgets: Budget[] = clientBudgets(scope, project.id, limit, requestClientKey(request));
  const decision = await limiter.consume(budgets, cost);
  if (!decision.allowed) throw rateLimited(Math.max(1, Math.ceil(decision.retryAfterMs / 1000)));
}

/** The project the guard admitted (routes behind the guard only). */
export function guardedProject(request: FastifyRequest): ActiveProject {
  if (!request.project) throw new Error('Route registered outside the project guard');
  return request.project;
}
