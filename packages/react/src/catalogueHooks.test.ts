import { ALERTS } from '@gangway/protocol';
import { describe, expect, it } from 'vitest';
import * as react from './index.ts';

describe('the alert catalogue', () => {
  it('names only hooks that @gangway/react exports', () => {
    const named = Object.values(ALERTS).flatMap((alert) => alert.longMessage.match(/\buse[A-Z]\w*/g) ?? []);
    for (const hook of named) expect(Object.keys(react)).toContain(hook);
  });
});
