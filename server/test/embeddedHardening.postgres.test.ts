import { describe, inject } from 'vitest';
import { describeEmbeddedHardeningSuite } from './embeddedHardening.suite.ts';

const postgresUrl = inject('postgresUrl');
if (!postgresUrl) {
  console.warn(`[gangway-server] PostgreSQL login-hardening tests skipped: ${inject('postgresSkipReason')}`);
}

describe.skipIf(!postgresUrl)('login service hardening (issue 17) on PostgreSQL', () =>
  describeEmbeddedHardeningSuite('postgres'),
);
