// SPEC §4 e-mail update: a code to the current address, then a code to the new one, then the address changes and
// every other session of the user is revoked (whoever held one held it under the old address).
import {
  EmailUpdateOtpRequestSchema,
  EmailUpdateRequestSchema,
  EmailUpdateStepResponseSchema,
  UserResponseSchema,
} from '@gangway/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type * as z from 'zod/mini';
import { badRequest } from '../../errors/ApiError.ts';
import type { RouteOptions, Services } from '../../services/Services.ts';
import { addressBudget, spend } from '../embeddedBudgets.ts';
import { emailInUse, otpInvalid } from '../embeddedErrors.ts';
import { takeMailCooldown } from '../otp/mailCooldown.ts';
import { revokeUserSessions, type Session } from '../sessions/sessionStore.ts';
import { EMAIL_PROVIDER, embeddedUserOf, findUserId } from '../users/userRepository.ts';
import { requireSession } from './bearerSession.ts';
import { mailCode, requireMail, spendClient } from './embeddedContext.ts';

async function currentEmail(services: Services, session: Session): Promise<string> {
  const row = await services.database.db
    .selectFrom('embedded_identities')
    .select('subject')
    .where('user_id', '=', session.userId)
    .where('provider', '=', EMAIL_PROVIDER)
    .executeTakeFirst();
  if (!row) throw badRequest('newEmail', 'The account has no e-mail address to change');
  return row.subject;
}

async function checkFree(services: Services, projectId: string, email: string): Promise<void> {
  const owner = await findUserId(services.database, { projectId, provider: EMAIL_PROVIDER, subject: email });
  if (owner !== undefined) throw emailInUse();
}

export const emailUpdateRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  const { database, embedded } = services;
  const stepSchema = { response: { 200: EmailUpdateStepResponseSchema } };

  app.post(
    '/email/update',
    { schema: { body: EmailUpdateRequestSchema, ...stepSchema } },
    async (request) => {
      requireMail(services);
      const session = await requireSession(services, request);
      const { newEmail } = request.body as z.infer<typeof EmailUpdateRequestSchema>;
      const email = await currentEmail(services, session);
      if (newEmail === email) throw badRequest('newEmail', 'This is the current e-mail address');
      await checkFree(services, session.projectId, newEmail);
      await spendClient(services, request, 'mail', session.projectId);
      await takeMailCooldown(database, session.projectId, email, embedded.config.emailCooldownSeconds);
      await spend(services.limiter, addressBudget(embedded.config.limits, email));
      const { code } = await embedded.otps.issue(
        { projectId: session.projectId, purpose: 'update_primary', email, userId: session.userId },
        newEmail,
      );
      await mailCode(services, email, 'update_primary', code);
      return { action: 'VERIFY_PRIMARY_OTP' as const };
    },
  );

  app.post(
    '/email/update/primary',
    { schema: { body: EmailUpdateOtpRequestSchema, ...stepSchema } },
    async (request) => {
      requireMail(services);
      const session = await requireSession(services, request);
      const { otp } = request.body as z.infer<typeof EmailUpdateOtpRequestSchema>;
      await spendClient(services, request, 'otp', session.projectId);
      const email = await currentEmail(services, session);
      const { newEmail } = await embedded.otps.verify(
        { projectId: session.projectId, purpose: 'update_primary', email, userId: session.userId },
        otp,
      );
      if (newEmail === null) throw otpInvalid();
      await checkFree(services, session.projectId, newEmail);
      await spendClient(services, request, 'mail', session.projectId);
      await spend(services.limiter, addressBudget(embedded.config.limits, newEmail));
      const { code } = await embedded.otps.issue(
        {
          projectId: session.projectId,
          purpose: 'update_secondary',
          email: newEmail,
          userId: session.userId,
        },
        newEmail,
      );
      await mailCode(services, newEmail, 'update_secondary', code);
      return { action: 'VERIFY_SECONDARY_OTP' as const };
    },
  );

  app.post(
    '/email/update/secondary',
    { schema: { body: EmailUpdateOtpRequestSchema, response: { 200: UserResponseSchema } } },
    async (request) => {
      const session = await requireSession(services, request);
      const { otp } = request.body as z.infer<typeof EmailUpdateOtpRequestSchema>;
      await spendClient(services, request, 'otp', session.projectId);
      const { newEmail } = await embedded.otps.verify(
        { projectId: session.projectId, purpose: 'update_secondary', userId: session.userId },
        otp,
      );
      if (newEmail === null) throw otpInvalid();
      await checkFree(services, session.projectId, newEmail);
      try {
        await database.db.transaction().execute(async (trx) => {
          await trx
            .updateTable('embedded_identities')
            .set({ subject: newEmail })
            .where('user_id', '=', session.userId)
            .where('provider', '=', EMAIL_PROVIDER)
            .execute();
          await revokeUserSessions(trx, session.userId, session.tokenHash);
        });
      } catch (error) {
        // Another account took the address between the check and the update (primary key).
        if ((error as { code?: string }).code === '23505') throw emailInUse();
        throw error;
      }
      return { user: await embeddedUserOf(database, session.userId, session.loginMethod) };
    },
  );
};
