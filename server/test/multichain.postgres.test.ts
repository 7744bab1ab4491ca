import { describe, inject } from 'vitest';
import { describeMultichainSuite } from './multichain.suite.ts';

describe.skipIf(!inject('postgresUrl'))('Solana and Bitcoin routes on PostgreSQL', () =>
  describeMultichainSuite('postgres'),
);
