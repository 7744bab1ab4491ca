// The embedded-wallet frame page (SPEC §2, ARCHITECTURE §5): the Vite build of server/frame, served on the
// server's own origin. Not behind the project guard: no CORS at all; only the project's allowed origins may embed
// it (CSP frame-ancestors), and the page learns them from the server, not from its embedder. A page load spends the
// project's and the client's frame budget (embeddedBudgets.ts).
import { FRAME_ASSETS_DIR, FRAME_PATH, FrameQuerySchema } from '@gangway/protocol';
import type { FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import type { ResolvedConfig } from '../../config/resolveConfig.ts';
import { notFound } from '../../errors/ApiError.ts';
import { parseInput } from '../../errors/parseInput.ts';
import type { Sponsorship } from '../../projects/project.ts';
import { sponsors } from '../../projects/sponsorship.ts';
import { spendClient } from '../embedded/embeddedContext.ts';
import type { RoutePlugin } from '../zodTypeProvider.ts';
import { contentSecurityPolicy, type FrameBundle, loadFrameBundle } from './frameBundle.ts';

/**
 * SPEC §3 smart-account-enabled networks: the eip155 chains with a bundler; sponsored where a paymaster is set too and
 * the project's sponsorship covers the chain (projects/sponsorship.ts).
 */
function accountAbstractionNetworks(chains: ResolvedConfig['chains'], sponsorship: Sponsorship) {
  const evmIds = (kind: 'bundlerUrl' | 'paymasterUrl') =>
    chains
      .filter((chain) => chain.id.startsWith('eip155:') && chain.bundlerUrl && chain[kind])
      .filter((chain) => kind === 'bundlerUrl' || sponsors(sponsorship, chain.id))
      .map((chain) => Number(chain.id.slice('eip155:'.length)));
  return { smartAccountNetworks: evmIds('bundlerUrl'), sponsoredNetworks: evmIds('paymasterUrl') };
}

const ASSET_NAME = /^[A-Za-z0-9_.-]{1,100}\.(js|css)$/;
/** Any name: one outside ASSET_NAME is a 404, as an unknown asset is. */
const AssetParamsSchema = z.object({ file: z.string() });
const CONTENT_TYPES = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' } as const;

function hardening(reply: FastifyReply): FastifyReply {
  return reply
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('cross-origin-resource-policy', 'same-origin');
}

export const frameRoutes: RoutePlugin<{ bundleDir?: string }> = async (app, { services, bundleDir }) => {
  let bundle: Promise<FrameBundle> | undefined;
  const loaded = () => {
    bundle ??= loadFrameBundle(bundleDir).catch((error: unknown) => {
      bundle = undefined;
      throw error;
    });
    return bundle;
  };

  app.get(FRAME_PATH, async (request, reply) => {
    const query = parseInput(FrameQuerySchema, request.query, 'query');
    const project = await services.projects.get(query.projectId);
    hardening(reply).header('cache-control', 'no-store');
    if (!project) {
      reply.header('content-security-policy', contentSecurityPolicy([]));
      throw notFound(`Unknown project ${query.projectId}`);
    }
    await spendClient(services, request, 'frame', project.id);
    const page = await loaded();
    return reply
      .header('content-security-policy', contentSecurityPolicy(project.allowedOrigins))
      .type('text/html; charset=utf-8')
      .send(
        page.render({
          projectId: project.id,
          chainId: query.chainId ?? null,
          version: query.version ?? null,
          enableLogger: query.enableLogger === 'true',
          allowedOrigins: project.allowedOrigins,
          ...accountAbstractionNetworks(services.config.chains, project.sponsorship),
        }),
      );
  });

  app.get(
    `${FRAME_PATH.slice(0, FRAME_PATH.lastIndexOf('/'))}/${FRAME_ASSETS_DIR}/:file`,
    { schema: { params: AssetParamsSchema } },
    async (request, reply) => {
      const { file } = request.params;
      const match = ASSET_NAME.exec(file);
      const body = match ? (await loaded()).assets.get(file) : undefined;
      if (!match || !body) throw notFound(`No frame asset ${file.slice(0, 100)}`);
      return hardening(reply)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type(CONTENT_TYPES[match[1] as keyof typeof CONTENT_TYPES])
        .send(body);
    },
  );
};
