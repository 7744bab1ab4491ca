import { describe } from 'vitest';
import { describeEmbeddedSuite } from './embedded.suite.ts';

describe('embedded wallet login service on PGlite', () => describeEmbeddedSuite('pglite'));
