import { describe, inject } from 'vitest';
import { describeSponsorshipSuite } from './sponsorship.suite.ts';

describe.skipIf(!inject('postgresUrl'))('project sponsorship of user operations on PostgreSQL', () =>
  describeSponsorshipSuite('postgres'),
);
