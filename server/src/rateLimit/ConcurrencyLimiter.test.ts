import { expect, it } from 'vitest';
import { ConcurrencyLimiter } from './ConcurrencyLimiter.ts';
import { MemoryCounterStore } from './MemoryCounterStore.ts';

const slots = (client: string) => [
  { key: 'project', max: 3, queue: 2 },
  { key: client, max: 2, queue: 1 },
];
const now = { waitMs: 0, holdMs: 60_000 };

it('admits up to max in flight per slot, all slots or none, and frees places on release', async () => {
  const limiter = new ConcurrencyLimiter(new MemoryCounterStore());
  const a1 = await limiter.acquire(slots('a'), now);
  const a2 = await limiter.acquire(slots('a'), now);
  expect(await limiter.acquire(slots('a'), now)).toBeNull();
  const b1 = await limiter.acquire(slots('b'), now);
  expect(b1).not.toBeNull();
  expect(await limiter.acquire(slots('c'), now)).toBeNull();
  a1?.();
  a1?.();
  expect(await limiter.acquire(slots('c'), now)).not.toBeNull();
  expect(await limiter.acquire(slots('d'), now)).toBeNull();
  a2?.();
});

it('lets a request wait for a place, in a queue of bounded length, and gives up at the end of its wait', async () => {
  const limiter = new ConcurrencyLimiter(new MemoryCounterStore());
  const held = await Promise.all([
    limiter.acquire(slots('a'), now),
    limiter.acquire(slots('b'), now),
    limiter.acquire(slots('c'), now),
  ]);
  const wait = { waitMs: 60_000, holdMs: 60_000 };
  const waiting = limiter.acquire(slots('d'), wait);
  const alsoWaiting = limiter.acquire(slots('e'), wait);
  // The project's queue holds two: a third is refused at once.
  expect(await limiter.acquire(slots('f'), wait)).toBeNull();
  held[0]?.();
  const first = await Promise.race([waiting, alsoWaiting]);
  expect(first).not.toBeNull();
  held[1]?.();
  expect(await waiting).not.toBeNull();
  expect(await alsoWaiting).not.toBeNull();
  expect(await limiter.acquire(slots('g'), { waitMs: 120, holdMs: 60_000 })).toBeNull();
});

it('gives a place back at its hold time even when its holder never releases it', async () => {
  let time = 0;
  const limiter = new ConcurrencyLimiter(new MemoryCounterStore(() => time), () => time);
  for (const client of ['a', 'b', 'c']) await limiter.acquire(slots(client), { waitMs: 0, holdMs: 5_000 });
  expect(await limiter.acquire(slots('d'), now)).toBeNull();
  time = 5_000;
  expect(await limiter.acquire(slots('d'), now)).not.toBeNull();
});
