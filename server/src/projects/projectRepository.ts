// Projects in the database: the functions behind the CLI, the admin API and devnet's seeding.

import { REMOTE_FEATURE_KEYS } from '@gangway/core';
import { normaliseOriginPattern } from '@gangway/core/api/originPattern';
import {
  PROJECT_ID_PATTERN,
  type RemoteFeaturesPatch,
  RemoteFeaturesPatchSchema,
} from '@gangway/core/api/schemas/index';
import { sql, type Transaction } from 'kysely';
import * as z from 'zod/mini';
import type { GangwayDatabase } from '../db/openDatabase.ts';
import type { Database } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../errors/ApiError.ts';
import { generateAdminToken, generateProjectId, hashToken, tokenMatchesHash } from './adminToken.ts';
import type { Project, RateLimit } from './project.ts';
import { isAcceptableWildcard } from './wildcardOrigins.ts';

export interface CreateProjectInput {
  /** Default: 32 random hex characters. */
  id?: string | undefined;
  /** Default: the id. */
  name?: string | undefined;
  allowedOrigins?: readonly string[] | undefined;
  features?: RemoteFeaturesPatch | undefined;
  rateLimit?: RateLimit | null | undefined;
}

export interface CreatedProject {
  project: Project;
  /** Shown once: only its hash is stored. */
  adminToken: string;
}

/** A feature set to null goes back to its SPEC §9 default. */
export type FeaturesChange = { [K in keyof RemoteFeaturesPatch]?: RemoteFeaturesPatch[K] | null };

export interface UpdateProjectInput {
  name?: string | undefined;
  features?: FeaturesChange | undefined;
  /** null: back to the server's default. */
  rateLimit?: RateLimit | null | undefined;
}

const MAX_NAME_LENGTH = 200;
const MAX_ORIGINS = 200;

export async function createProject(
  database: GangwayDatabase,
  input: CreateProjectInput = {},
): Promise<CreatedProject> {
  const id = input.id ?? generateProjectId();
  if (!PROJECT_ID_PATTERN.test(id)) {
    throw badRequest(
      'id',
      'A project id is 1 to 64 letters, digits, "-" or "_", starting with a letter or digit',
    );
  }
  const name = checkName(input.name ?? id);
  const features = checkFeatures(input.features ?? {});
  const origins = checkOrigins(input.allowedOrigins ?? []);
  const rateLimit = input.rateLimit ? checkRateLimit(input.rateLimit) : null;
  const adminToken = generateAdminToken();
  await database.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('projects')
      .values({
        id,
        name,
        features: JSON.stringify(features),
        admin_token_hash: hashToken(adminToken),
        rate_limit_per_second: rateLimit?.perSecond ?? null,
        rate_limit_burst: rateLimit?.burst ?? null,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw conflict(`Project ${id} already exists`);
    if (origins.length > 0) {
      await trx
        .insertInto('project_origins')
        .values(origins.map((origin) => ({ project_id: id, origin })))
        .execute();
    }
  });
  database.changes.publish({ type: 'project', projectId: id });
  return { project: await requireProject(database, id), adminToken };
}

export async function getProject(database: GangwayDatabase, id: string): Promise<Project | null> {
  const row = await database.db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const origins = await database.db
    .selectFrom('project_origins')
    .select('origin')
    .where('project_id', '=', id)
    .orderBy(sql`origin collate "C"`)
    .execute();
  return {
    id: row.id,
    name: row.name,
    features: readStoredFeatures(row.features),
    allowedOrigins: origins.map((entry) => entry.origin),
    rateLimit:
      row.rate_limit_per_second === null || row.rate_limit_burst === null
        ? null
        : { perSecond: row.rate_limit_per_second, burst: row.rate_limit_burst },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function requireProject(database: GangwayDatabase, id: string): Promise<Project> {
  const project = await getProject(database, id);
  if (!project) throw notFound(`Project ${id} does not exist`);
  return project;
}

export async function listProjects(database: GangwayDatabase): Promise<Project[]> {
  const rows = await database.db
    .selectFrom('projects')
    .select('id')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const projects = await Promise.all(rows.map((row) => getProject(database, row.id)));
  return projects.filter((project): project is Project => project !== null);
}

export async function updateProject(
  database: GangwayDatabase,
  id: string,
  input: UpdateProjectInput,
): Promise<Project> {
  const current = await requireProject(database, id);
  const name = input.name === undefined ? current.name : checkName(input.name);
  const features =
    input.features === undefined ? current.features : applyFeaturesChange(current.features, input.features);
  const rateLimit =
    input.rateLimit === undefined ? current.rateLimit : input.rateLimit && checkRateLimit(input.rateLimit);
  await database.db
    .updateTable('projects')
    .set({
      name,
      features: JSON.stringify(features),
      rate_limit_per_second: rateLimit?.perSecond ?? null,
      rate_limit_burst: rateLimit?.burst ?? null,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
  database.changes.publish({ type: 'project', projectId: id });
  return requireProject(database, id);
}

export function setProjectFeatures(
  database: GangwayDatabase,
  id: string,
  change: FeaturesChange,
): Promise<Project> {
  return updateProject(database, id, { features: change });
}

export async function addAllowedOrigins(
  database: GangwayDatabase,
  id: string,
  origins: readonly string[],
): Promise<Project> {
  const checked = checkOrigins(origins);
  await database.db.transaction().execute(async (trx) => {
    const current = await originsOf(trx, id);
    const added = checked.filter((origin) => !current.includes(origin));
    if (current.length + added.length > MAX_ORIGINS) {
      throw badRequest('allowedOrigins', `A project allows at most ${MAX_ORIGINS} origins`);
    }
    if (added.length === 0) return;
    await trx
      .insertInto('project_origins')
      .values(added.map((origin) => ({ project_id: id, origin })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await touch(trx, id);
  });
  database.changes.publish({ type: 'project', projectId: id });
  return requireProject(database, id);
}

export async function removeAllowedOrigins(
  database: GangwayDatabase,
  id: string,
  origins: readonly string[],
): Promise<Project> {
  const removed = origins.map((origin) => normaliseOriginPattern(origin) ?? origin);
  await database.db.transaction().execute(async (trx) => {
    await originsOf(trx, id);
    if (removed.length === 0) return;
    await trx
      .deleteFrom('project_origins')
      .where('project_id', '=', id)
      .where('origin', 'in', removed)
      .execute();
    await touch(trx, id);
  });
  database.changes.publish({ type: 'project', projectId: id });
  return requireProject(database, id);
}

export async function setAllowedOrigins(
  database: GangwayDatabase,
  id: string,
  origins: readonly string[],
): Promise<Project> {
  const checked = checkOrigins(origins);
  await database.db.transaction().execute(async (trx) => {
    await originsOf(trx, id);
    await trx.deleteFrom('project_origins').where('project_id', '=', id).execute();
    if (checked.length > 0) {
      await trx
        .insertInto('project_origins')
        .values(checked.map((origin) => ({ project_id: id, origin })))
        .execute();
    }
    await touch(trx, id);
  });
  database.changes.publish({ type: 'project', projectId: id });
  return requireProject(database, id);
}

/** Replaces the project's admin token; the old one stops working at once. */
export async function rotateAdminToken(database: GangwayDatabase, id: string): Promise<string> {
  await requireProject(database, id);
  const adminToken = generateAdminToken();
  await database.db
    .updateTable('projects')
    .set({ admin_token_hash: hashToken(adminToken), updated_at: new Date() })
    .where('id', '=', id)
    .execute();
  database.changes.publish({ type: 'project', projectId: id });
  return adminToken;
}

export async function verifyAdminToken(
  database: GangwayDatabase,
  id: string,
  token: string,
): Promise<boolean> {
  const row = await database.db
    .selectFrom('projects')
    .select('admin_token_hash')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined && tokenMatchesHash(token, row.admin_token_hash);
}

export async function deleteProject(database: GangwayDatabase, id: string): Promise<void> {
  const deleted = await database.db.deleteFrom('projects').where('id', '=', id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw notFound(`Project ${id} does not exist`);
  database.changes.publish({ type: 'project', projectId: id });
}

/** The project's origins, locking its row for the rest of the transaction; 404 when it does not exist. */
async function originsOf(trx: Transaction<Database>, id: string): Promise<string[]> {
  const row = await trx
    .selectFrom('projects')
    .select('id')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(`Project ${id} does not exist`);
  const rows = await trx
    .selectFrom('project_origins')
    .select('origin')
    .where('project_id', '=', id)
    .execute();
  return rows.map((entry) => entry.origin);
}

async function touch(trx: Transaction<Database>, id: string): Promise<void> {
  await trx.updateTable('projects').set({ updated_at: new Date() }).where('id', '=', id).execute();
}

function checkName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_NAME_LENGTH) {
    throw badRequest('name', `A project name is 1 to ${MAX_NAME_LENGTH} characters`);
  }
  return trimmed;
}

function checkOrigins(origins: readonly string[]): string[] {
  if (origins.length > MAX_ORIGINS)
    throw badRequest('allowedOrigins', `A project allows at most ${MAX_ORIGINS} origins`);
  const normalised = origins.map((origin, index) => {
    const pattern = normaliseOriginPattern(origin);
    if (!pattern) {
      throw badRequest(
        `allowedOrigins.${index}`,
        `"${origin.slice(0, 100)}" is not an origin: use scheme://host[:port], e.g. https://app.example.com, ` +
          'http://localhost:* or https://*.example.com',
      );
    }
    if (!isAcceptableWildcard(pattern)) {
      throw badRequest(
        `allowedOrigins.${index}`,
        `"${origin.slice(0, 100)}" is a wildcard over a public suffix, which would allow every site under it: ` +
          'use a wildcard over your own domain, e.g. https://*.example.com',
      );
    }
    return pattern;
  });
  return [...new Set(normalised)];
}

function checkRateLimit(rateLimit: RateLimit): RateLimit {
  const valid = (value: number) => Number.isInteger(value) && value >= 1 && value <= 1_000_000;
  if (!valid(rateLimit.perSecond))
    throw badRequest('rateLimit.perSecond', 'must be an integer from 1 to 1000000');
  if (!valid(rateLimit.burst)) throw badRequest('rateLimit.burst', 'must be an integer from 1 to 1000000');
  return { perSecond: rateLimit.perSecond, burst: rateLimit.burst };
}

function checkFeatures(features: unknown): RemoteFeaturesPatch {
  const result = z.safeParse(z.strictObject(RemoteFeaturesPatchSchema.shape), features);
  if (!result.success) {
    const issue = result.error.issues[0];
    const key = issue?.path.join('.') || (issue && 'keys' in issue ? String(issue.keys) : '');
    throw badRequest(`features${key ? `.${key}` : ''}`, featureMessage(key));
  }
  return result.data;
}

function featureMessage(key: string): string {
  return `Invalid remote feature ${key ? `"${key}"` : ''}: features are ${REMOTE_FEATURE_KEYS.join(', ')}; swaps, onramp and socials take false or a list of providers, the others true or false`;
}

function applyFeaturesChange(current: RemoteFeaturesPatch, change: FeaturesChange): RemoteFeaturesPatch {
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(change)) {
    if (value === null) delete next[key];
    else if (value !== undefined) next[key] = value;
  }
  return checkFeatures(next);
}

function readStoredFeatures(stored: Record<string, unknown>): RemoteFeaturesPatch {
  // Stored features were validated on write; keys a newer or older server cannot read are skipped.
  const result = z.safeParse(RemoteFeaturesPatchSchema, stored);
  if (result.success) return result.data;
  const readable: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(stored)) {
    if (z.safeParse(RemoteFeaturesPatchSchema, { [key]: value }).success) readable[key] = value;
  }
  return z.parse(RemoteFeaturesPatchSchema, readable);
}
