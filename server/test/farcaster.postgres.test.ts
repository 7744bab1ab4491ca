import { describe, inject } from 'vitest';
import { describeFarcasterSuite } from './farcaster.suite.ts';

const postgresUrl = inject('postgresUrl');
if (!postgresUrl) {
  console.warn(`[gangway-server] PostgreSQL Farcaster tests skipped: ${inject('postgresSkipReason')}`);
}

describe.skipIf(!postgresUrl)('Farcaster login on PostgreSQL', () => describeFarcasterSuite('postgres'));
