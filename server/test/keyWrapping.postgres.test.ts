import { describe, inject } from 'vitest';
import { describeKeyWrappingSuite } from './keyWrapping.suite.ts';

const postgresUrl = inject('postgresUrl');
if (!postgresUrl) {
  console.warn(`[gangway-server] PostgreSQL key-wrapping tests skipped: ${inject('postgresSkipReason')}`);
}

describe.skipIf(!postgresUrl)('secrets and key wrappers on PostgreSQL', () =>
  describeKeyWrappingSuite('postgres'),
);
