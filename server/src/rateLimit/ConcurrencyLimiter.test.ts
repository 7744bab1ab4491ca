import { expect, it } from 'vitest';
import { ConcurrencyLimiter } from './ConcurrencyLimiter.ts';

it('admits up to max in flight per slot, all slots or none, and frees places on release', () => {
  const limiter = new ConcurrencyLimiter();
  const slots = (client: string) => [
    { key: 'project', max: 3 },
    { key: client, max: 2 },
  ];
  const a1 = limiter.tryAcquire(slots('a'));
  const a2 = limiter.tryAcquire(slots('a'));
  expect(limiter.tryAcquire(slots('a'))).toBeNull();
  const b1 = limiter.tryAcquire(slots('b'));
  expect(b1).not.toBeNull();
  expect(limiter.tryAcquire(slots('c'))).toBeNull();
  a1?.();
  a1?.();
  expect(limiter.tryAcquire(slots('c'))).not.toBeNull();
  expect(limiter.tryAcquire(slots('d'))).toBeNull();
  a2?.();
});
