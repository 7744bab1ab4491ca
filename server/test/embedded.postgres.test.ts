import { describe, inject } from 'vitest';
import { describeEmbeddedSuite } from './embedded.suite.ts';

const postgresUrl = inject('postgresUrl');
if (!postgresUrl) {
  console.warn(`[gangway-server] PostgreSQL embedded-wallet tests skipped: ${inject('postgresSkipReason')}`);
}

describe.skipIf(!postgresUrl)('embedded wallet login service on PostgreSQL', () =>
  describeEmbeddedSuite('postgres'),
);
