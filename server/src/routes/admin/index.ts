// The admin API under /admin/v1: projects (create, read, update, delete), their allowed origins and their
// admin tokens. Answers never include a token except right after it is made.
import { DEFAULT_REMOTE_FEATURES } from '@gangway/core';
import type { FastifyPluginAsync } from 'fastify';
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
import type { RouteOptions } from '../../services/Services.ts';
import { parseInput } from '../parseInput.ts';
import { adminAuth } from './adminAuth.ts';
import {
  CreateProjectBodySchema,
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

export const adminRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  const { database } = services;
  const auth = adminAuth(services);
  const projectIdOf = (params: unknown) => parseInput(ProjectParamsSchema, params, 'params').id;

  app.post('/projects', async (request, reply) => {
    auth.requireOperator(request);
    const body = parseInput(CreateProjectBodySchema, request.body ?? {}, 'body');
    const created = await createProject(database, body);
    reply.code(201);
    return { project: projectJson(created.project), adminToken: created.adminToken };
  });

  app.get('/projects', async (request) => {
    auth.requireOperator(request);
    return { projects: (await listProjects(database)).map(projectJson) };
  });

  app.get('/projects/:id', async (request) => {
    const id = projectIdOf(request.params);
    await auth.requireProjectAccess(request, id);
    return { project: projectJson(await requireProject(database, id)) };
  });

  app.patch('/projects/:id', async (request) => {
    const id = projectIdOf(request.params);
    await auth.requireProjectAccess(request, id);
    const body = parseInput(UpdateProjectBodySchema, request.body ?? {}, 'body');
    return { project: projectJson(await updateProject(database, id, body)) };
  });

  app.delete('/projects/:id', async (request, reply) => {
    auth.requireOperator(request);
    await deleteProject(database, projectIdOf(request.params));
    return reply.code(204).send();
  });

  app.put('/projects/:id/origins', async (request) => {
    const id = projectIdOf(request.params);
    await auth.requireProjectAccess(request, id);
    const { allowedOrigins } = parseInput(SetOriginsBodySchema, request.body, 'body');
    return { project: projectJson(await setAllowedOrigins(database, id, allowedOrigins)) };
  });

  app.post('/projects/:id/origins', async (request) => {
    const id = projectIdOf(request.params);
    await auth.requireProjectAccess(request, id);
    const { origins } = parseInput(OriginsBodySchema, request.body, 'body');
    return { project: projectJson(await addAllowedOrigins(database, id, origins)) };
  });

  app.delete('/projects/:id/origins', async (request) => {
    const id = projectIdOf(request.params);
    await auth.requireProjectAccess(request, id);
    const { origins } = parseInput(OriginsBodySchema, request.body, 'body');
    return { project: projectJson(await removeAllowedOrigins(database, id, origins)) };
  });

  app.post('/projects/:id/token', async (request) => {
    const id = projectIdOf(request.params);
    await auth.requireProjectAccess(request, id);
    return { adminToken: await rotateAdminToken(database, id) };
  });
};
