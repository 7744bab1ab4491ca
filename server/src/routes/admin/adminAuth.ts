// Admin API authentication, as route hooks: `Authorization: Bearer <token>` with the operator token (every
// project, and creating projects) or a project's own admin token (that project only). They run before the body
// is validated, so a caller without a token learns nothing about the API; handlers read request.adminRole.
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../errors/ApiError.ts';
import { parseInput } from '../../errors/parseInput.ts';
import { secretsEqual } from '../../projects/adminToken.ts';
import { verifyAdminToken } from '../../projects/projectRepository.ts';
import type { Services } from '../../services/Services.ts';
import { ProjectParamsSchema } from './schemas.ts';

export type AdminRole = 'operator' | 'project';

declare module 'fastify' {
  interface FastifyRequest {
    adminRole: AdminRole | null;
  }
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header === undefined ? null : /^Bearer ([\x21-\x7e]{1,512})$/i.exec(header);
  if (!match?.[1]) throw unauthorized('Send Authorization: Bearer <operator or project admin token>');
  return match[1];
}

export function adminAuth(services: Services) {
  const operatorToken = services.config.operatorToken;
  const isOperator = (token: string) => operatorToken !== undefined && secretsEqual(token, operatorToken);

  return {
    async operatorOnly(request: FastifyRequest): Promise<void> {
      const token = bearerToken(request);
      if (isOperator(token)) {
        request.adminRole = 'operator';
        return;
      }
      if (operatorToken === undefined) {
        throw unauthorized(
          'This server has no operator token (set GANGWAY_OPERATOR_TOKEN to use this admin call)',
        );
      }
      throw forbidden('FORBIDDEN', 'This admin call needs the operator token');
    },

    /** For routes under /projects/:id. */
    async projectAccess(request: FastifyRequest): Promise<void> {
      const { id } = parseInput(ProjectParamsSchema, request.params, 'params');
      const token = bearerToken(request);
      if (isOperator(token)) {
        request.adminRole = 'operator';
        return;
      }
      // Unknown project and wrong token answer alike, so tokens cannot probe which projects exist.
      if (!(await verifyAdminToken(services.database, id, token))) {
        throw unauthorized(`The token is not the operator token nor project ${id}'s admin token`);
      }
      request.adminRole = 'project';
    },
  };
}
