// The admin API under /admin/v1: projects (create, read, update, delete), their allowed origins and their
// admin tokens. Answers never include a token except right after it is made.
import { DEFAULT_REMOTE_FEATURES } from '@gangway/protocol';
import type { Project } from '../../projects/project.ts';
import {
  addAllowedOrigins,
  createProject,
  deleteProject,
  listProjects,
  removeAllowedOrigins,
  requireProject,
  rotateAdminToken,
  setAllowedOrigins,
  updateProject,
} from '../../projects/projectRepository.ts';
import { assertProjectMayLower } from '../../projects/rateLimitChange.ts';
import type { RoutePlugin } from '../zodTypeProvider.ts';
import { adminAuth } from './adminAuth.ts';
import {
  AddOriginsBodySchema,
  CreateProjectBodySchema,
  DeleteProjectQuerySchema,
  OriginsBodySchema,
  ProjectParamsSchema,
  SetOriginsBodySchema,
  UpdateProjectBodySchema,
} from './schemas.ts';

export function projectJson(project: Project) {
  return {
    id: project.id,
    name: project.name,
    features: project.features,
    effectiveFeatures: { ...DEFAULT_REMOTE_FEATURES, ...project.features },
    allowedOrigins: project.allowedOrigins,
    rateLimit: project.rateLimit,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
  };
}

export const adminRoutes: RoutePlugin = async (app, { services }) => {
  const { database } = services;
  const auth = adminAuth(services);
  app.decorateRequest('adminRole', null);
  const operator = { preValidation: auth.operatorOnly };
  const projectRoute = { preValidation: auth.projectAccess, schema: { params: ProjectParamsSchema } };

  app.post(
    '/projects',
    { ...operator, schema: { body: CreateProjectBodySchema } },
    async (request, reply) => {
      const created = await createProject(database, request.body ?? {});
      reply.code(201);
      return { project: projectJson(created.project), adminToken: created.adminToken };
    },
  );

  app.get('/projects', operator, async () => ({ projects: (await listProjects(database)).map(projectJson) }));

  app.get('/projects/:id', projectRoute, async (request) => ({
    project: projectJson(await requireProject(database, request.params.id)),
  }));

  app.patch(
    '/projects/:id',
    { ...projectRoute, schema: { ...projectRoute.schema, body: UpdateProjectBodySchema } },
    async (request) => {
      const { id } = request.params;
      const body = request.body ?? {};
      if (body.rateLimit !== undefined && request.adminRole !== 'operator') {
        const current = await requireProject(database, id);
        const serverDefault = services.config.rateLimit;
        assertProjectMayLower(current.rateLimit ?? serverDefault, body.rateLimit, serverDefault);
      }
      return { project: projectJson(await updateProject(database, id, body)) };
    },
  );

  app.delete(
    '/projects/:id',
    { ...operator, schema: { params: ProjectParamsSchema, querystring: DeleteProjectQuerySchema } },
    async (request, reply) => {
      await deleteProject(database, request.params.id, { force: request.query.force === 'true' });
      return reply.code(204).send();
    },
  );

  app.put(
    '/projects/:id/origins',
    { ...projectRoute, schema: { ...projectRoute.schema, body: SetOriginsBodySchema } },
    async (request) => ({
      project: projectJson(await setAllowedOrigins(database, request.params.id, request.body.allowedOrigins)),
    }),
  );

  app.post(
    '/projects/:id/origins',
    { ...projectRoute, schema: { ...projectRoute.schema, body: AddOriginsBodySchema } },
    async (request) => ({
      project: projectJson(await addAllowedOrigins(database, request.params.id, request.body.origins)),
    }),
  );

  app.delete(
    '/projects/:id/origins',
    { ...projectRoute, schema: { ...projectRoute.schema, body: OriginsBodySchema } },
    async (request) => ({
      project: projectJson(await removeAllowedOrigins(database, request.params.id, request.body.origins)),
    }),
  );

  app.post('/projects/:id/token', projectRoute, async (request) => ({
    adminToken: await rotateAdminToken(database, request.params.id),
  }));
};
