import { describe, inject } from 'vitest';
import { describeConvertSuite } from './convert.suite.ts';

const postgresUrl = inject('postgresUrl');
if (!postgresUrl) {
  console.warn(`[gangway-server] PostgreSQL convert tests skipped: ${inject('postgresSkipReason')}`);
}

describe.skipIf(!postgresUrl)('convert routes on PostgreSQL', () => describeConvertSuite('postgres'));
