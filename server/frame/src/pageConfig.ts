// The page's configuration as gangway-server rendered it into the HTML (routes/frame): the project, and the
// origins allowed to embed it. Never read from the embedder.
import { CaipNetworkIdSchema, ProjectIdSchema } from '@gangway/protocol';
import * as z from 'zod/mini';

export const PageConfigSchema = z.object({
  projectId: ProjectIdSchema,
  chainId: z.nullable(CaipNetworkIdSchema),
  version: z.nullable(z.string()),
  enableLogger: z.boolean(),
  allowedOrigins: z.array(z.string()),
  /** eip155 chain ids where the embedded wallet has a smart account (the server has a bundler there). */
  smartAccountNetworks: z.array(z.number().check(z.int(), z.positive())),
  /** Of those, where a paymaster sponsors its user operations. */
  sponsoredNetworks: z.array(z.number().check(z.int(), z.positive())),
});
export type PageConfig = z.infer<typeof PageConfigSchema>;

export function readPageConfig(document: Document): PageConfig {
  const text = document.getElementById('gw-frame-config')?.textContent ?? 'null';
  return z.parse(PageConfigSchema, JSON.parse(text));
}
