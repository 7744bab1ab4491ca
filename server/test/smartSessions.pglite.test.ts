import { describe } from 'vitest';
import { describeSmartSessionsSuite } from './smartSessions.suite.ts';

describe('smart sessions on PGlite', () => describeSmartSessionsSuite('pglite'));
