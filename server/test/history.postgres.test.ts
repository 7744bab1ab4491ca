import { describe, inject } from 'vitest';
import { describeHistorySuite } from './history.suite.ts';

describe.skipIf(!inject('postgresUrl'))('history indexer and routes on PostgreSQL', () =>
  describeHistorySuite('postgres'),
);
