// The providers' webhooks, POST /v1/onramp/webhooks/<provider>: outside the project guard (a provider sends no
// projectId and no Origin); the raw body is kept for the signature. Budgets per provider and per client IP.
import * as z from 'zod/mini';
import { rateLimited } from '../../errors/ApiError.ts';
import { clientBudgets } from '../../rateLimit/clientBudgets.ts';
import { requestClientKey } from '../../rateLimit/clientKey.ts';
import type { RoutePlugin } from '../zodTypeProvider.ts';

export const ONRAMP_WEBHOOK_PATH = '/v1/onramp/webhooks';
const WEBHOOK_BODY_LIMIT = 64 * 1024;

const ParamsSchema = z.object({ provider: z.string().check(z.regex(/^[a-z0-9-]{1,32}$/)) });
const AnswerSchema = z.object({ outcome: z.enum(['applied', 'replayed', 'ignored']) });

export const onrampWebhookRoutes: RoutePlugin = async (app, { services }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    `${ONRAMP_WEBHOOK_PATH}/:provider`,
    { bodyLimit: WEBHOOK_BODY_LIMIT, schema: { params: ParamsSchema, response: { 200: AnswerSchema } } },
    async (request) => {
      const { provider } = request.params;
      const budgets = clientBudgets(
        'api',
        `onramp-webhook:${provider}`,
        services.config.rateLimit,
        requestClientKey(request),
      );
      const decision = await services.limiter.consume(budgets, 1);
      if (!decision.allowed) throw rateLimited(Math.max(1, Math.ceil(decision.retryAfterMs / 1000)));
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const outcome = await services.onramp.webhook(provider, {
        rawBody,
        headers: request.headers,
        // What the provider was told to post to: the server's public URL (Meld signs it).
        url: `${services.publicUrl()}${request.url}`,
      });
      return { outcome };
    },
  );
};
