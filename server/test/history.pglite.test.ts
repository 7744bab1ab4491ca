import { describe } from 'vitest';
import { describeHistorySuite } from './history.suite.ts';

describe('history indexer and routes on PGlite', () => describeHistorySuite('pglite'));
