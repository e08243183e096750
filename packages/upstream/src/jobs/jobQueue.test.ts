import { describe, expect, it } from 'vitest';
import type { Logger } from '../logger.js';
import { JobQueue } from './jobQueue.js';

function recordingLogger(): Logger & { errors: string[] } {
  const errors: string[] = [];
  return { errors, info: () => undefined, warn: () => undefined, error: (message) => errors.push(message) };
}

describe('JobQueue', () => {
  it('runs jobs after the caller returns, one at a time, in order', async () => {
    const queue = new JobQueue(recordingLogger());
    const events: string[] = [];
    const job = (name: string, ms: number) => async () => {
      events.push(`${name} start`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      events.push(`${name} end`);
    };
    queue.enqueue('a', job('a', 10));
    queue.enqueue('b', job('b', 1));
    events.push('enqueued');
    expect(queue.size).toBe(2);
    await queue.idle();
    expect(events).toEqual(['enqueued', 'a start', 'a end', 'b start', 'b end']);
    expect(queue.size).toBe(0);
    await expect(queue.idle()).resolves.toBeUndefined();
  });

  it('lets the event loop serve I/O between two jobs', async () => {
    const queue = new JobQueue(recordingLogger());
    const events: string[] = [];
    // Jobs that only await promises, as a PGlite query does: alone they would starve the loop.
    queue.enqueue('a', async () => {
      setImmediate(() => events.push('request served'));
      await Promise.resolve();
      events.push('a');
    });
    queue.enqueue('b', async () => {
      await Promise.resolve();
      events.push('b');
    });
    await queue.idle();
    expect(events).toEqual(['a', 'request served', 'b']);
  });

  it('logs and counts a failed job and keeps going', async () => {
    const logger = recordingLogger();
    const queue = new JobQueue(logger);
    let ran = false;
    queue.enqueue('broken', async () => {
      throw new Error('boom');
    });
    queue.enqueue('next', async () => {
      ran = true;
    });
    await queue.idle();
    expect(queue.failures).toBe(1);
    expect(logger.errors).toEqual(['background job "broken" failed']);
    expect(ran).toBe(true);
  });

  it('finishes queued jobs on close and refuses new ones', async () => {
    const queue = new JobQueue(recordingLogger());
    let done = false;
    queue.enqueue('last', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      done = true;
    });
    await queue.close();
    expect(done).toBe(true);
    expect(() => queue.enqueue('late', async () => undefined)).toThrow(/closed/);
  });
});
