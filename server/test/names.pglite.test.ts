import { describe } from 'vitest';
import { describeNamesSuite } from './names.suite.ts';

describe('account names and identity on PGlite', () => describeNamesSuite('pglite'));
