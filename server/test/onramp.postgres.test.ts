import { describe, inject } from 'vitest';
import { describeOnrampSuite } from './onramp.suite.ts';

const postgresUrl = inject('postgresUrl');
if (!postgresUrl) {
  console.warn(`[gangway-server] PostgreSQL on-ramp tests skipped: ${inject('postgresSkipReason')}`);
}

describe.skipIf(!postgresUrl)('on-ramp routes on PostgreSQL', () => describeOnrampSuite('postgres'));
