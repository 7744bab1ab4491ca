import { describe } from 'vitest';
import { describeSponsorshipSuite } from './sponsorship.suite.ts';

describe('project sponsorship of user operations on PGlite', () => describeSponsorshipSuite('pglite'));
