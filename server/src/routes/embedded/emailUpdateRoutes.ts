// SPEC §4 e-mail update: a code to the current address, then a code to the new one, then the address changes and
// every other session of the user is revoked (whoever held one held it under the old address).
import {
  EmailUpdateOtpRequestSchema,
  EmailUpdateRequestSchema,
  EmailUpdateStepResponseSchema,
  UserResponseSchema,
} from '@gangway/protocol';
import { emailInUse, otpInvalid } from '../../embedded/embeddedErrors.ts';
import type { Session } from '../../embedded/sessions/sessionStore.ts';
import {
  changeUserEmail,
  EMAIL_PROVIDER,
  emailOfUser,
  embeddedUserOf,
  findUserId,
} from '../../embedded/users/userRepository.ts';
import { badRequest } from '../../errors/ApiError.ts';
import type { Services } from '../../services/Services.ts';
import type { RoutePlugin } from '../zodTypeProvider.ts';
import { requireSession } from './bearerSession.ts';
import { mailNewCode, requireMail, spendClient } from './embeddedContext.ts';

async function currentEmail(services: Services, session: Session): Promise<string> {
  const email = await emailOfUser(services.database, session.userId);
  if (email === undefined) throw badRequest('newEmail', 'The account has no e-mail address to change');
  return email;
}

async function checkFree(services: Services, projectId: string, email: string): Promise<void> {
  const owner = await findUserId(services.database, { projectId, provider: EMAIL_PROVIDER, subject: email });
  if (owner !== undefined) throw emailInUse();
}

export const emailUpdateRoutes: RoutePlugin = async (app, { services }) => {
  const { database, embedded } = services;
  const stepSchema = { response: { 200: EmailUpdateStepResponseSchema } };

  app.post(
    '/email/update',
    { schema: { body: EmailUpdateRequestSchema, ...stepSchema } },
    async (request) => {
      requireMail(services);
      const session = await requireSession(services, request);
      const { newEmail } = request.body;
      const email = await currentEmail(services, session);
      if (newEmail === email) throw badRequest('newEmail', 'This is the current e-mail address');
      await checkFree(services, session.projectId, newEmail);
      await spendClient(services, request, 'mail', session.projectId);
      await mailNewCode(services, request.log, {
        subject: { projectId: session.projectId, purpose: 'update_primary', email, userId: session.userId },
        newEmail,
        kind: 'update_primary',
        cooldown: true,
      });
      return { action: 'VERIFY_PRIMARY_OTP' as const };
    },
  );

  app.post(
    '/email/update/primary',
    { schema: { body: EmailUpdateOtpRequestSchema, ...stepSchema } },
    async (request) => {
      requireMail(services);
      const session = await requireSession(services, request);
      const { otp } = request.body;
      await spendClient(services, request, 'otp', session.projectId);
      const email = await currentEmail(services, session);
      const { newEmail } = await embedded.otps.verify(
        { projectId: session.projectId, purpose: 'update_primary', email, userId: session.userId },
        otp,
      );
      if (newEmail === null) throw otpInvalid();
      await checkFree(services, session.projectId, newEmail);
      await spendClient(services, request, 'mail', session.projectId);
      await mailNewCode(services, request.log, {
        subject: {
          projectId: session.projectId,
          purpose: 'update_secondary',
          email: newEmail,
          userId: session.userId,
        },
        newEmail,
        kind: 'update_secondary',
        cooldown: false,
      });
      return { action: 'VERIFY_SECONDARY_OTP' as const };
    },
  );

  app.post(
    '/email/update/secondary',
    { schema: { body: EmailUpdateOtpRequestSchema, response: { 200: UserResponseSchema } } },
    async (request) => {
      const session = await requireSession(services, request);
      const { otp } = request.body;
      await spendClient(services, request, 'otp', session.projectId);
      const { newEmail } = await embedded.otps.verify(
        { projectId: session.projectId, purpose: 'update_secondary', userId: session.userId },
        otp,
      );
      if (newEmail === null) throw otpInvalid();
      await checkFree(services, session.projectId, newEmail);
      if (!(await changeUserEmail(database, session.userId, newEmail, session.tokenHash))) throw emailInUse();
      return { user: await embeddedUserOf(database, session.userId, session.loginMethod) };
    },
  );
};
