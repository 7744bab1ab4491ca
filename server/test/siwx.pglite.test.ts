import { describe } from 'vitest';
import { describeSiwxSuite } from './siwx.suite.ts';

describe('sign in with a wallet on PGlite', () => describeSiwxSuite('pglite'));
