import { describe, inject } from 'vitest';
import { describeSiwxSuite } from './siwx.suite.ts';

const postgresUrl = inject('postgresUrl');
if (!postgresUrl) {
  console.warn(`[gangway-server] PostgreSQL sign-in tests skipped: ${inject('postgresSkipReason')}`);
}

describe.skipIf(!postgresUrl)('sign in with a wallet on PostgreSQL', () => describeSiwxSuite('postgres'));
