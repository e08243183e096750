import { describe, expect, it } from 'vitest';
import { Mutex } from './mutex.js';

describe('Mutex', () => {
  it('grants the lock in request order, one holder at a time', async () => {
    const mutex = new Mutex();
    const events: string[] = [];
    const hold = async (name: string, ms: number) => {
      const release = await mutex.acquire();
      events.push(`${name} in`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      events.push(`${name} out`);
      release();
    };
    await Promise.all([hold('a', 15), hold('b', 1), hold('c', 5)]);
    expect(events).toEqual(['a in', 'a out', 'b in', 'b out', 'c in', 'c out']);
  });

  it('ignores a second release of the same lease', async () => {
    const mutex = new Mutex();
    const first = await mutex.acquire();
    const second = mutex.acquire();
    first();
    const release = await second;
    first(); // must not let a third holder in while the second still holds
    let thirdIn = false;
    const third = mutex.acquire().then((r) => {
      thirdIn = true;
      r();
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(thirdIn).toBe(false);
    release();
    await third;
    expect(thirdIn).toBe(true);
  });
});
