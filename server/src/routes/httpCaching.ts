// HTTP caching of the directory and its images: an ETag, a Cache-Control that lets a browser reuse the answer and
// revalidate it in the background once stale, and 304 for a request that already holds the current version.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CachePolicy {
  /** Seconds an answer is fresh: reused with no request at all. */
  maxAgeS: number;
  /** Seconds after that in which a stale answer is still used at once while the browser revalidates it. */
  staleWhileRevalidateS: number;
}

/** The directory changes only on import: five minutes fresh, then a day served stale while revalidated. */
export const DIRECTORY_CACHE: CachePolicy = { maxAgeS: 300, staleWhileRevalidateS: 86_400 };
/** Wallet, token, network and currency icons change rarely. */
export const IMAGE_CACHE: CachePolicy = { maxAgeS: 86_400, staleWhileRevalidateS: 604_800 };

export function cacheControl(policy: CachePolicy): string {
  return `public, max-age=${policy.maxAgeS}, stale-while-revalidate=${policy.staleWhileRevalidateS}`;
}

/** A strong ETag of a body's bytes. */
export function etagOf(body: string | Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** RFC 9110 If-None-Match: a list of tags (weak or strong compare alike), or `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * Sets the caching headers and answers 304 with no body when the request holds `etag` already; returns whether it
 * did (the route sends the body otherwise).
 */
export function notModified(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  policy: CachePolicy,
): boolean {
  reply.header('cache-control', cacheControl(policy)).header('etag', etag);
  if (!matchesEtag(request.headers['if-none-match'], etag)) return false;
  reply.code(304).send();
  return true;
}
