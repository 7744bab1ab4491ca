import { describe, expect, it } from 'vitest';
import { MAX_BATCH_ROWS, MessageBatcher } from './MessageBatcher.ts';
import type { StoredMessage } from './MessageStore.ts';

const message = (id: string): StoredMessage => ({
  id,
  topic: 't',
  message: id,
  publisher: 'did:key:z',
  projectId: 'p',
  tag: 1,
  attestation: undefined,
  publishedAt: 0,
  expiresAt: 1,
});

describe('MessageBatcher', () => {
  it('writes publishes that arrive together in one statement; of two of one message, the first stored it', async () => {
    const statements: string[][] = [];
    const stored = new Set(['old']);
    const batcher = new MessageBatcher(async (messages) => {
      statements.push(messages.map((m) => m.id));
      const inserted = new Set(messages.map((m) => m.id).filter((id) => !stored.has(id)));
      for (const id of inserted) stored.add(id);
      return inserted;
    });
    const results = await Promise.all(['a', 'b', 'a', 'old'].map((id) => batcher.insert(message(id))));
    expect(results).toEqual([true, true, false, false]);
    expect(statements).toEqual([['a', 'b', 'old']]);
  });

  it('queues what arrives during a write for the next statement, at most MAX_BATCH_ROWS rows each', async () => {
    const sizes: number[] = [];
    const batcher = new MessageBatcher(async (messages) => {
      sizes.push(messages.length);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return new Set(messages.map((m) => m.id));
    });
    const first = batcher.insert(message('first'));
    await new Promise((resolve) => setTimeout(resolve, 1));
    const rest = Array.from({ length: MAX_BATCH_ROWS + 1 }, (_, i) => batcher.insert(message(`m${i}`)));
    expect(await Promise.all([first, ...rest])).not.toContain(false);
    expect(sizes).toEqual([1, MAX_BATCH_ROWS, 1]);
  });

  it('fails every publish of a statement that fails, and keeps writing later ones', async () => {
    let fail = true;
    const batcher = new MessageBatcher(async (messages) => {
      if (fail) throw new Error('database away');
      return new Set(messages.map((m) => m.id));
    });
    const failed = [batcher.insert(message('a')), batcher.insert(message('b'))];
    await expect(Promise.all(failed)).rejects.toThrow('database away');
    await batcher.flushed();
    fail = false;
    expect(await batcher.insert(message('c'))).toBe(true);
  });
});
