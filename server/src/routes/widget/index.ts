// The one-script-tag bundle (README "Without React"): a public, static ES module and its lazy chunks, for any page
// on any origin. Outside the project guard: no project, no credentials, nothing secret; CORS open (a module script
// from another origin is fetched in CORS mode), a year's immutable cache, an ETag, the SRI hash in a header.
import { WIDGET_PATH } from '@gangway/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { notFound } from '../../errors/ApiError.ts';
import type { RoutePlugin } from '../zodTypeProvider.ts';
import { loadWidgetBundle, type WidgetBundle, type WidgetFile } from './widgetBundle.ts';

const WildcardParamsSchema = z.object({ '*': z.string() });

export const WIDGET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

function send(request: FastifyRequest, reply: FastifyReply, file: WidgetFile) {
  reply
    .header('cache-control', WIDGET_CACHE_CONTROL)
    .header('etag', file.etag)
    .header('x-content-type-options', 'nosniff')
    .header('access-control-allow-origin', '*')
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('x-gangway-integrity', file.integrity)
    .type('text/javascript; charset=utf-8');
  const match = request.headers['if-none-match'];
  if (match?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag))
    return reply.code(304).send();
  return reply.send(file.body);
}

export const widgetRoutes: RoutePlugin<{ bundleDir?: string }> = async (app, { bundleDir }) => {
  let bundle: Promise<WidgetBundle> | undefined;
  const loaded = () => {
    bundle ??= loadWidgetBundle(bundleDir).catch((error: unknown) => {
      bundle = undefined;
      throw error;
    });
    return bundle;
  };

  app.get(`${WIDGET_PATH}/*`, { schema: { params: WildcardParamsSchema } }, async (request, reply) => {
    const name = request.params['*'];
    // The build's own file names are the allowlist.
    const file = (await loaded()).files.get(name);
    if (!file) throw notFound(`No widget file ${name.slice(0, 100)}`);
    return send(request, reply, file);
  });
};
