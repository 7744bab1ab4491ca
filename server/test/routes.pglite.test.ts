import { describe } from 'vitest';
import { describeRouteSuite } from './routes.suite.ts';

describe('routes on PGlite', () => describeRouteSuite('pglite'));
