// Request bodies of the admin API (server-only: the widget never calls it), built from the project's field rules.
import { ProjectIdSchema } from '@gangway/protocol';
import * as z from 'zod/mini';
import {
  AllowedOriginsSchema,
  CreateProjectInputSchema,
  UpdateProjectInputSchema,
} from '../../projects/projectInput.ts';

export const ProjectParamsSchema = z.object({ id: ProjectIdSchema });
/** DELETE /projects/{id}?force=true: delete a project with embedded-wallet users (their keys go with it). */
export const DeleteProjectQuerySchema = z.strictObject({ force: z.optional(z.enum(['true', 'false'])) });
export const CreateProjectBodySchema = z.optional(CreateProjectInputSchema);
export const UpdateProjectBodySchema = z.optional(UpdateProjectInputSchema);
/** Origins to add or remove: at least one. Removal matches stored patterns, so it takes them as they are. */
export const OriginsBodySchema = z.strictObject({
  origins: z.array(z.string().check(z.maxLength(300))).check(z.minLength(1), z.maxLength(200)),
});
export const AddOriginsBodySchema = z.strictObject({
  origins: z.pipe(z.array(z.string()).check(z.minLength(1)), AllowedOriginsSchema),
});
export const SetOriginsBodySchema = z.strictObject({ allowedOrigins: AllowedOriginsSchema });
