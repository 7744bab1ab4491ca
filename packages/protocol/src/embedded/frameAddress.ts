// SPEC §2: the address of the embedded-wallet frame page on gangway-server. The host builds it, the server checks it.
import * as z from 'zod/mini';
import { CaipNetworkIdSchema, ProjectIdSchema, SdkTagSchema } from '../api/schemas/primitives.ts';
import type { CaipNetworkId } from '../caip/ids.ts';

export const FRAME_PATH = '/embedded/frame';
/** The frame's scripts and styles, beside the page (the build refers to them relatively: a path prefix works). */
export const FRAME_ASSETS_DIR = 'frame-assets';

export const FrameQuerySchema = z.object({
  projectId: ProjectIdSchema,
  chainId: z.optional(CaipNetworkIdSchema),
  version: z.optional(SdkTagSchema),
  enableLogger: z.optional(z.enum(['true', 'false'])),
});
export type FrameQuery = z.infer<typeof FrameQuerySchema>;

export function frameUrl(
  apiUrl: string,
  params: { projectId: string; chainId?: CaipNetworkId; version: string; enableLogger: boolean },
): string {
  const url = new URL(`${apiUrl.replace(/\/+$/, '')}${FRAME_PATH}`);
  url.searchParams.set('projectId', params.projectId);
  if (params.chainId) url.searchParams.set('chainId', params.chainId);
  url.searchParams.set('version', params.version);
  url.searchParams.set('enableLogger', String(params.enableLogger));
  return url.toString();
}
