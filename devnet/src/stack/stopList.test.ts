import { describe, expect, it } from 'vitest';
import { createStopList } from './stopList.ts';

describe('the stack stop list', () => {
  it('stops in reverse start order, once, even when stopped twice', async () => {
    const stopped: string[] = [];
    const list = createStopList();
    for (const name of ['chains', 'database', 'server']) {
      list.add(async () => {
        stopped.push(name);
      });
    }
    await list.stopAll();
    await list.stopAll();
    expect(stopped).toEqual(['server', 'database', 'chains']);
  });

  it('goes on past a stop that fails', async () => {
    const stopped: string[] = [];
    const list = createStopList();
    list.add(async () => {
      stopped.push('first');
    });
    list.add(() => Promise.reject(new Error('already gone')));
    await list.stopAll();
    expect(stopped).toEqual(['first']);
  });
});
