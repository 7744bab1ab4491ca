// Who may set a project's rate limit: the operator to any value, the project's own token only downwards.
import { forbidden } from '../errors/ApiError.ts';
import type { RateLimit } from './project.ts';

/** `next` null means back to the server's default. */
export function assertProjectMayLower(
  current: RateLimit,
  next: RateLimit | null,
  serverDefault: RateLimit,
): void {
  const wanted = next ?? serverDefault;
  if (wanted.perSecond > current.perSecond || wanted.burst > current.burst) {
    throw forbidden(
      'FORBIDDEN',
      `Only the operator may raise a project's rate limit (now ${current.perSecond}/s, burst ${current.burst}); a project token may lower it`,
    );
  }
}
