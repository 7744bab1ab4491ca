// For load balancers and process managers, outside the project guard: /healthz says the process answers (no
// database, nothing else), /readyz whether it should get traffic (cluster/readiness.ts): 200 or 503, with what it
// checked. Neither names a URL: they may hold passwords and API keys.
import type { RoutePlugin } from '../zodTypeProvider.ts';

export const healthRoutes: RoutePlugin = async (app, { services }) => {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const report = await services.readiness.report();
    return reply
      .code(report.ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(report);
  });
};
