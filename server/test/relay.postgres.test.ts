import { describe, inject } from 'vitest';
import { describeRelaySuite } from './relay.suite.ts';

const postgresUrl = inject('postgresUrl');
if (!postgresUrl) {
  console.warn(`[gangway-server] PostgreSQL relay tests skipped: ${inject('postgresSkipReason')}`);
}

describe.skipIf(!postgresUrl)('relay on PostgreSQL', () => describeRelaySuite('postgres'));
