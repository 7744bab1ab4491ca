// What every login-service route needs: the project of a request, the mail transport and key vault (503 when
// the configuration has none), the budgets, and the session answer.
import type { FastifyRequest } from 'fastify';
import { clientBudgets, type EmbeddedScope, spend } from '../../embedded/embeddedBudgets.ts';
import type { KeyVault } from '../../embedded/keys/KeyVault.ts';
import type { MailTransport } from '../../embedded/mail/MailTransport.ts';
import { type MailKind, otpMail } from '../../embedded/mail/otpMail.ts';
import { OTP_TTL_MINUTES } from '../../embedded/otp/OtpStore.ts';
import { createSession } from '../../embedded/sessions/sessionStore.ts';
import { embeddedUserOf, type LoginMethod } from '../../embedded/users/userRepository.ts';
import { forbidden, unavailable, upstreamFailed } from '../../errors/ApiError.ts';
import type { ActiveProject } from '../../projects/projectCache.ts';
import { requestClientKey } from '../../rateLimit/clientKey.ts';
import type { Services } from '../../services/Services.ts';

export async function activeProject(services: Services, projectId: string): Promise<ActiveProject> {
  const project = await services.projects.get(projectId);
  if (!project) throw forbidden('UNKNOWN_PROJECT', `Unknown project ${projectId}`);
  return project;
}

export function requireMail(services: Services): MailTransport {
  if (!services.embedded.mail) throw unavailable('E-mail login is not configured on this server');
  return services.embedded.mail;
}

export function requireKeys(services: Services): KeyVault {
  if (!services.embedded.keys) throw unavailable('Key storage is not configured on this server');
  return services.embedded.keys;
}

export function spendClient(
  services: Services,
  request: FastifyRequest,
  scope: EmbeddedScope,
  projectId: string,
): Promise<void> {
  return spend(
    services.limiter,
    clientBudgets(services.embedded.config.limits, scope, projectId, requestClientKey(request)),
  );
}

/** A new session for the user on the device, answered as SessionResponseSchema. */
export async function sessionResponse(
  services: Services,
  login: { userId: string; projectId: string; deviceId: string; loginMethod: LoginMethod },
) {
  const { token, expiresAt } = await createSession(
    services.database,
    login,
    services.embedded.config.sessionTtlSeconds,
  );
  const user = await embeddedUserOf(services.database, login.userId, login.loginMethod);
  return { status: 'ok' as const, token, expiresAt: expiresAt.toISOString(), user };
}

export async function mailCode(services: Services, to: string, kind: MailKind, code: string): Promise<void> {
  try {
    await requireMail(services).send(otpMail(to, kind, code, OTP_TTL_MINUTES));
  } catch (error) {
    throw upstreamFailed('The code could not be mailed', error);
  }
}
