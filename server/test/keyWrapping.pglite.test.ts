import { describe } from 'vitest';
import { describeKeyWrappingSuite } from './keyWrapping.suite.ts';

describe('secrets and key wrappers on PGlite', () => describeKeyWrappingSuite('pglite'));
