import { describe } from 'vitest';
import { describeConvertSuite } from './convert.suite.ts';

describe('convert routes on PGlite', () => describeConvertSuite('pglite'));
