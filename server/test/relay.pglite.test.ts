import { describe } from 'vitest';
import { describeRelaySuite } from './relay.suite.ts';

describe('relay on PGlite', () => describeRelaySuite('pglite'));
