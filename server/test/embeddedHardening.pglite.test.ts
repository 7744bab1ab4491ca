import { describe } from 'vitest';
import { describeEmbeddedHardeningSuite } from './embeddedHardening.suite.ts';

describe('login service hardening (issue 17) on PGlite', () => describeEmbeddedHardeningSuite('pglite'));
