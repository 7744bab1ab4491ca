import { describe, inject } from 'vitest';
import { describeRouteSuite } from './routes.suite.ts';

const postgresUrl = inject('postgresUrl');
if (!postgresUrl) {
  console.warn(`[gangway-server] PostgreSQL route tests skipped: ${inject('postgresSkipReason')}`);
}

describe.skipIf(!postgresUrl)('routes on PostgreSQL', () => describeRouteSuite('postgres'));
