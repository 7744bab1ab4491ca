import { describe } from 'vitest';
import { describeFarcasterSuite } from './farcaster.suite.ts';

describe('Farcaster login on PGlite', () => describeFarcasterSuite('pglite'));
