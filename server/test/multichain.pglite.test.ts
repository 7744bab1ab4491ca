import { describe } from 'vitest';
import { describeMultichainSuite } from './multichain.suite.ts';

describe('Solana and Bitcoin routes on PGlite', () => describeMultichainSuite('pglite'));
