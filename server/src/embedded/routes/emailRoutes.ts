// E-mail login: start (a code, or a device code for a known user on a new device), device, verify → session.
import {
  EmailDeviceRequestSchema,
  EmailDeviceResponseSchema,
  EmailStartRequestSchema,
  EmailStartResponseSchema,
  EmailVerifyRequestSchema,
  SessionResponseSchema,
} from '@gangway/core/api/schemas/index';
import type { FastifyPluginAsync } from 'fastify';
import type * as z from 'zod/mini';
import { forbidden } from '../../errors/ApiError.ts';
import type { RouteOptions, Services } from '../../services/Services.ts';
import { addressBudget, spend } from '../embeddedBudgets.ts';
import { deviceNotVerified, otpInvalid } from '../embeddedErrors.ts';
import { takeMailCooldown } from '../otp/mailCooldown.ts';
import {
  EMAIL_PROVIDER,
  findOrCreateUser,
  findUserId,
  type Identity,
  isDeviceVerified,
  markDeviceVerified,
} from '../users/userRepository.ts';
import { activeProject, mailCode, requireMail, sessionResponse, spendClient } from './embeddedContext.ts';

type DeviceRequest = z.infer<typeof EmailDeviceRequestSchema>;

async function emailProject(services: Services, projectId: string) {
  const project = await activeProject(services, projectId);
  if (!project.features.email) throw forbidden('FORBIDDEN', 'E-mail login is turned off for this project');
  requireMail(services);
  return project;
}

export const emailRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
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
      const { projectId, email, deviceId } = request.body as z.infer<typeof EmailStartRequestSchema>;
      const project = await emailProject(services, projectId);
      await spendClient(services, request, 'mail', project.id);
      await takeMailCooldown(database, project.id, email, embedded.config.emailCooldownSeconds);
      await spend(services.limiter, addressBudget(embedded.config.limits, email));
      const userId = await findUserId(database, emailIdentity(project.id, email));
      const newDevice = userId !== undefined && !(await isDeviceVerified(database.db, userId, deviceId));
      const purpose = newDevice ? 'device' : 'login';
      const { code } = await embedded.otps.issue({ projectId: project.id, purpose, email, deviceId });
      await mailCode(services, email, purpose, code);
      return { action: newDevice ? ('VERIFY_DEVICE' as const) : ('VERIFY_OTP' as const) };
    },
  );

  app.post(
    '/email/device',
    { schema: { body: EmailDeviceRequestSchema, response: { 200: EmailDeviceResponseSchema } } },
    async (request) => {
      const { projectId, email, deviceId, otp } = request.body as DeviceRequest;
      const project = await emailProject(services, projectId);
      await spendClient(services, request, 'otp', project.id);
      await embedded.otps.verify({ projectId: project.id, purpose: 'device', email, deviceId }, otp);
      const userId = await findUserId(database, emailIdentity(project.id, email));
      if (!userId) throw otpInvalid();
      await markDeviceVerified(database, userId, deviceId);
      await spendClient(services, request, 'mail', project.id);
      const { code } = await embedded.otps.issue({
        projectId: project.id,
        purpose: 'login',
        email,
        deviceId,
      });
      await mailCode(services, email, 'login', code);
      return { action: 'VERIFY_OTP' as const };
    },
  );

  app.post(
    '/email/verify',
    { schema: { body: EmailVerifyRequestSchema, response: { 200: SessionResponseSchema } } },
    async (request) => {
      const { projectId, email, deviceId, otp } = request.body as DeviceRequest;
      const project = await emailProject(services, projectId);
      await spendClient(services, request, 'otp', project.id);
      await embedded.otps.verify({ projectId: project.id, purpose: 'login', email, deviceId }, otp);
      const known = await findUserId(database, emailIdentity(project.id, email));
      if (known && !(await isDeviceVerified(database.db, known, deviceId))) throw deviceNotVerified();
      const userId = known ?? (await findOrCreateUser(database, emailIdentity(project.id, email)));
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
