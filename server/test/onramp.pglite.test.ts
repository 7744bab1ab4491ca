import { describe } from 'vitest';
import { describeOnrampSuite } from './onramp.suite.ts';

describe('on-ramp routes on PGlite', () => describeOnrampSuite('pglite'));
