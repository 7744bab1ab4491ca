import { describe, inject } from 'vitest';
import { describeSmartSessionsSuite } from './smartSessions.suite.ts';

const postgresUrl = inject('postgresUrl');
if (!postgresUrl) {
  console.warn(`[gangway-server] PostgreSQL smart session tests skipped: ${inject('postgresSkipReason')}`);
}

describe.skipIf(!postgresUrl)('smart sessions on PostgreSQL', () => describeSmartSessionsSuite('postgres'));
