// What every login-service route needs: the project of a request, the mail transport and key vault (503 when
// the configuration has none), the budgets, and the session answer.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { addressBudget, clientBudgets, type EmbeddedScope, spend } from '../../embedded/embeddedBudgets.ts';
import type { KeyVault } from '../../embedded/keys/KeyVault.ts';
import type { MailTransport } from '../../embedded/mail/MailTransport.ts';
import { mailFailureMessage } from '../../embedded/mail/mailFailure.ts';
import { type MailKind, otpMail } from '../../embedded/mail/otpMail.ts';
import { takeMailCooldown } from '../../embedded/otp/mailCooldown.ts';
import { type IssuedOtp, OTP_TTL_MINUTES, type OtpSubject } from '../../embedded/otp/OtpStore.ts';
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

class MailNotSent extends Error {}

/**
 * Issues a code for `subject` and mails it to the subject's address, after its budget and (with `cooldown`) SPEC §9's
 * cooldown. A mail that does not go out leaves nothing behind: the code is withdrawn and the cooldown given back, so
 * the visitor may ask again at once, and the answer (502) says what failed.
 */
export async function mailNewCode(
  services: Services,
  log: FastifyBaseLogger,
  params: { subject: OtpSubject; newEmail?: string; kind: MailKind; cooldown: boolean },
): Promise<void> {
  const { database, embedded } = services;
  const { subject, kind } = params;
  const cooldown = params.cooldown
    ? await takeMailCooldown(database, subject.projectId, subject.email, embedded.config.emailCooldownSeconds)
    : undefined;
  let issued: IssuedOtp | undefined;
  try {
    await spend(services.limiter, addressBudget(embedded.config.limits, subject.email));
    issued = await embedded.otps.issue(subject, params.newEmail);
    const message = otpMail(subject.email, kind, issued.code, OTP_TTL_MINUTES);
    await requireMail(services)
      .send(message)
      .catch((error: unknown) => {
        throw new MailNotSent(mailFailureMessage(error), { cause: error });
      });
  } catch (error) {
    await Promise.all([cooldown?.release(), issued && embedded.otps.withdraw(issued.id)]);
    if (!(error instanceof MailNotSent)) throw error;
    log.warn({ err: error.cause, kind }, error.message);
    throw upstreamFailed(error.message, error.cause);
  }
}
