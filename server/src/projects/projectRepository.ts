// Projects in the database: the functions behind the CLI, the admin API and devnet's seeding. They take input checked
// by projectInput.ts's schemas and check nothing themselves.

import {
  normaliseOriginPattern,
  type RemoteFeaturesPatch,
  RemoteFeaturesPatchSchema,
} from '@gangway/protocol';
import { sql, type Transaction } from 'kysely';
import * as z from 'zod/mini';
import type { GangwayDatabase } from '../db/openDatabase.ts';
import type { Database } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../errors/ApiError.ts';
import { generateAdminToken, generateProjectId, hashToken, tokenMatchesHash } from './adminToken.ts';
import type { Project, Sponsorship } from './project.ts';
import {
  type AllowedOrigin,
  type CreateProjectInput,
  type FeaturesChange,
  MAX_ORIGINS,
  SponsorshipSchema,
  type UpdateProjectInput,
} from './projectInput.ts';

export interface CreatedProject {
  project: Project;
  /** Shown once: only its hash is stored. */
  adminToken: string;
}

export async function createProject(
  database: GangwayDatabase,
  input: CreateProjectInput = {},
): Promise<CreatedProject> {
  const id = input.id ?? generateProjectId();
  const name = input.name ?? id;
  const features = input.features ?? {};
  const origins = input.allowedOrigins ?? [];
  const rateLimit = input.rateLimit ?? null;
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
  await database.changes.publish({ type: 'project', projectId: id });
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
    sponsorship: readStoredSponsorship(row.sponsorship),
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
  const name = input.name ?? current.name;
  const features =
    input.features === undefined ? current.features : applyFeaturesChange(current.features, input.features);
  const rateLimit = input.rateLimit === undefined ? current.rateLimit : input.rateLimit;
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
  await database.changes.publish({ type: 'project', projectId: id });
  return requireProject(database, id);
}

/** The operator's choice (the CLI; never a project's admin token: the paymaster is the operator's). null: default. */
export async function setProjectSponsorship(
  database: GangwayDatabase,
  id: string,
  sponsorship: Sponsorship | null,
): Promise<Project> {
  await requireProject(database, id);
  await database.db
    .updateTable('projects')
    .set({ sponsorship: sponsorship && JSON.stringify(sponsorship), updated_at: new Date() })
    .where('id', '=', id)
    .execute();
  await database.changes.publish({ type: 'project', projectId: id });
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
  origins: readonly AllowedOrigin[],
): Promise<Project> {
  await database.db.transaction().execute(async (trx) => {
    const current = await originsOf(trx, id);
    const added = origins.filter((origin) => !current.includes(origin));
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
  await database.changes.publish({ type: 'project', projectId: id });
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
  await database.changes.publish({ type: 'project', projectId: id });
  return requireProject(database, id);
}

export async function setAllowedOrigins(
  database: GangwayDatabase,
  id: string,
  origins: readonly AllowedOrigin[],
): Promise<Project> {
  await database.db.transaction().execute(async (trx) => {
    await originsOf(trx, id);
    await trx.deleteFrom('project_origins').where('project_id', '=', id).execute();
    if (origins.length > 0) {
      await trx
        .insertInto('project_origins')
        .values(origins.map((origin) => ({ project_id: id, origin })))
        .execute();
    }
    await touch(trx, id);
  });
  await database.changes.publish({ type: 'project', projectId: id });
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
  await database.changes.publish({ type: 'project', projectId: id });
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

/**
 * Deletes the project with everything of it. A project with embedded-wallet users is refused (409) unless `force`:
 * its users' keys go with it, and their funds with them (server/README.md, "Deleting a project").
 */
export async function deleteProject(
  database: GangwayDatabase,
  id: string,
  options: { force?: boolean } = {},
): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const project = await trx
      .selectFrom('projects')
      .select('id')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!project) throw notFound(`Project ${id} does not exist`);
    if (!options.force) {
      const { users } = await trx
        .selectFrom('embedded_users')
        .select((eb) => eb.fn.countAll<string>().as('users'))
        .where('project_id', '=', id)
        .executeTakeFirstOrThrow();
      if (Number(users) > 0)
        throw conflict(
          `Project ${id} has ${users} embedded-wallet users: deleting it deletes their keys, and their funds are ` +
            'lost. Let them export their keys first (server/README.md, "Deleting a project"), then delete with force.',
        );
    }
    await trx.deleteFrom('projects').where('id', '=', id).execute();
  });
  await database.changes.publish({ type: 'project', projectId: id });
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

function applyFeaturesChange(current: RemoteFeaturesPatch, change: FeaturesChange): RemoteFeaturesPatch {
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(change)) {
    if (value === null) delete next[key];
    else if (value !== undefined) next[key] = value;
  }
  // Both sides were checked (the stored features on write, the change by FeaturesChangeSchema).
  return next as RemoteFeaturesPatch;
}

/** Stored sponsorship was validated on write; one a server cannot read counts as the default. */
function readStoredSponsorship(stored: Record<string, unknown> | null): Sponsorship | null {
  const result = z.safeParse(SponsorshipSchema, stored);
  return result.success ? result.data : null;
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
