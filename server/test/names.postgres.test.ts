import { describe, inject } from 'vitest';
import { describeNamesSuite } from './names.suite.ts';

const postgresUrl = inject('postgresUrl');
if (!postgresUrl) {
  console.warn(`[gangway-server] PostgreSQL name tests skipped: ${inject('postgresSkipReason')}`);
}

describe.skipIf(!postgresUrl)('account names and identity on PostgreSQL', () =>
  describeNamesSuite('postgres'),
);
