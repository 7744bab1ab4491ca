// E-mail login: start (a code mailed), verify → session. The answer to start is the same whether the address has an
// account or not, and whether this device is new to it or not: the code logs in and verifies the device at once.
import {
  EmailStartRequestSchema,
  EmailStartResponseSchema,
  EmailVerifyRequestSchema,
  SessionResponseSchema,
} from '@gangway/protocol';
import {
  EMAIL_PROVIDER,
  findOrCreateUser,
  findUserId,
  type Identity,
  isDeviceVerified,
  markDeviceVerified,
} from '../../embedded/users/userRepository.ts';
import { forbidden } from '../../errors/ApiError.ts';
import type { Services } from '../../services/Services.ts';
import type { RoutePlugin } from '../zodTypeProvider.ts';
import { activeProject, mailNewCode, requireMail, sessionResponse, spendClient } from './embeddedContext.ts';

async function emailProject(services: Services, projectId: string) {
  const project = await activeProject(services, projectId);
  if (!project.features.email) throw forbidden('FORBIDDEN', 'E-mail login is turned off for this project');
  requireMail(services);
  return project;
}

export const emailRoutes: RoutePlugin = async (app, { services }) => {
  const { database, embedded } = services;
  const emailIdentity = (projectId: string, email: string): Identity => ({
    projectId,
    provider: EMAIL_PROVIDER,
    subject: email,
  });

  app.post(
    '/email/start',
    { schema: { body: EmailStartRequestSchema, response: { 200: EmailStartResponseSchema } } },
    async (request) => {
      const { projectId, email, deviceId } = request.body;
      const project = await emailProject(services, projectId);
      await spendClient(services, request, 'mail', project.id);
      const userId = await findUserId(database, emailIdentity(project.id, email));
      // Only the mailbox's owner reads whether the device is new to the account; the answer says nothing of it.
      const newDevice = userId !== undefined && !(await isDeviceVerified(database.db, userId, deviceId));
      await mailNewCode(services, request.log, {
        subject: { projectId: project.id, purpose: 'login', email, deviceId },
        kind: newDevice ? 'login_new_device' : 'login',
        cooldown: true,
      });
      return { action: 'VERIFY_OTP' as const };
    },
  );

  app.post(
    '/email/verify',
    { schema: { body: EmailVerifyRequestSchema, response: { 200: SessionResponseSchema } } },
    async (request) => {
      const { projectId, email, deviceId, otp } = request.body;
      const project = await emailProject(services, projectId);
      await spendClient(services, request, 'otp', project.id);
      await embedded.otps.verify({ projectId: project.id, purpose: 'login', email, deviceId }, otp);
      const userId = await findOrCreateUser(database, emailIdentity(project.id, email));
      await markDeviceVerified(database, userId, deviceId);
      return sessionResponse(services, {
        userId,
        projectId: project.id,
        deviceId,
        loginMethod: EMAIL_PROVIDER,
      });
    },
  );
};
