import { IMAGE_MESSAGES } from '@ah/schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueueFile } from './imageQueueModel';
import {
  ImageUploadQueue,
  type CheckOutcome,
  type ImageQueueDeps,
  type PutOutcome,
  type PutRequest,
} from './imageUploadQueue';

/** The queue with fake network parts: every call is recorded and answered as the test says. */
function fakeDeps(answers: { put?: (request: PutRequest<QueueFile>, call: number) => PutOutcome } = {}) {
  const calls = {
    presign: [] as number[],
    put: [] as string[],
    register: [] as string[],
    rotate: 0,
    deleted: 0,
  };
  let putCall = 0;
  const deps: ImageQueueDeps<QueueFile> = {
    check: async (file): Promise<CheckOutcome> =>
      file.name.startsWith('bad')
        ? { ok: false, error: { code: 'lotNum', message: IMAGE_MESSAGES.lotNumMissing('bad') } }
        : {
            ok: true,
            target: {
              lotId: '1',
              number: file.name.split('.')[0] ?? '',
              lotExt: null,
              sequence: 0,
              type: 'jpg',
              contentType: 'image/jpeg',
            },
            warning: null,
            width: 1200,
            height: 1200,
          },
    presign: async (_type, count) => {
      calls.presign.push(count);
      return Array.from({ length: count }, (_, i) => ({
        putUrl: `/put/${calls.presign.length}/${i}`,
        imageUrl: `/img/${calls.presign.length}/${i}`,
      }));
    },
    put: async (request) => {
      calls.put.push(request.file.name);
      putCall += 1;
      request.onProgress(50);
      return answers.put ? answers.put(request, putCall) : { kind: 'ok' };
    },
    register: async (request) => {
      calls.register.push(request.target.number);
      return {
        ok: true,
        photoId: `p${request.target.number}`,
        imageUrl: request.imageUrl,
        thumbnailUrl: `${request.imageUrl}/thumb`,
      };
    },
    saveRotation: async () => {
      calls.rotate += 1;
      return { ok: true, photoId: null, imageUrl: null, thumbnailUrl: '/rotated' };
    },
    deleteStored: async () => {
      calls.deleted += 1;
      return true;
    },
  };
  return { deps, calls };
}

function files(count: number, prefix = ''): QueueFile[] {
  return Array.from({ length: count }, (_, i) => ({ name: `${prefix}${i + 1}.jpg`, size: 100 }));
}

/** Lets promises and 0-ms timers run. */
async function settle() {
  for (let i = 0; i < 20; i += 1) await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function makeQueue(deps: ImageQueueDeps<QueueFile>) {
  return new ImageUploadQueue(deps, { scheduleFlush: (flush) => flush() });
}

describe('ImageUploadQueue batches (sales §4, §9)', () => {
  it('starts 20 at once and 20 more each 3-s check until all are done', async () => {
    // Uploads that never finish until released, to watch the batches.
    const releases: (() => void)[] = [];
    const { deps, calls } = fakeDeps();
    deps.put = (request) =>
      new Promise<PutOutcome>((resolve) => {
        calls.put.push(request.file.name);
        releases.push(() => resolve({ kind: 'ok' }));
      });
    const queue = makeQueue(deps);
    queue.add(files(300), 'lotNumber');
    await settle();
    expect(calls.presign).toEqual([20]);
    expect(calls.put).toHaveLength(20);
    expect(queue.getSnapshot().summary).toMatchObject({ total: 300, pending: 300 });

    await vi.advanceTimersByTimeAsync(3000);
    expect(calls.put).toHaveLength(40);
    // 100 uploading: the next checks start nothing.
    await vi.advanceTimersByTimeAsync(9000);
    expect(calls.put).toHaveLength(100);
    await vi.advanceTimersByTimeAsync(6000);
    expect(calls.put).toHaveLength(100);

    for (const release of releases.splice(0)) release();
    await settle();
    expect(queue.getSnapshot().summary.success).toBe(100);
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls.put).toHaveLength(120);
    queue.dispose();
  });

  it('uploads, registers and completes each file with its thumbnail', async () => {
    const { deps, calls } = fakeDeps();
    const queue = makeQueue(deps);
    queue.add(files(2), 'lotNumber');
    await settle();
    const { items, summary } = queue.getSnapshot();
    expect(summary).toMatchObject({ success: 2, error: 0, pending: 0, total: 2, percent: 100 });
    expect(items.map((i) => [i.status, i.progress, i.photoId, i.thumbnailUrl])).toEqual([
      ['complete', 100, 'p1', '/img/1/0/thumb'],
      ['complete', 100, 'p2', '/img/1/1/thumb'],
    ]);
    expect(calls.register).toEqual(['1', '2']);
    queue.dispose();
  });

  it('keeps a file that fails its checks as an error, never sent', async () => {
    const { deps, calls } = fakeDeps();
    const queue = makeQueue(deps);
    queue.add([{ name: 'bad.jpg', size: 1 }, ...files(1)], 'lotNumber');
    await settle();
    expect(queue.getSnapshot().summary).toMatchObject({ success: 1, error: 1, pending: 0 });
    expect(calls.put).toEqual(['1.jpg']);
    queue.removeErrors();
    queue.flush();
    expect(queue.getSnapshot().items.map((i) => i.key)).toEqual(['1.jpg']);
    queue.dispose();
  });
});

describe('ImageUploadQueue signed addresses (sales §7/§9: the service is retried 3 times at 3 s)', () => {
  function failingPresign(deps: ImageQueueDeps<QueueFile>, failures: number) {
    const working = deps.presign;
    let calls = 0;
    deps.presign = async (type, count) => {
      calls += 1;
      if (calls <= failures) throw new Error('service unavailable');
      return working(type, count);
    };
    return () => calls;
  }

  it('asks again 3 s after a failed call and uploads when an answer comes', async () => {
    const { deps, calls } = fakeDeps();
    const presignCalls = failingPresign(deps, 2);
    const queue = makeQueue(deps);
    queue.add(files(1), 'lotNumber');
    await settle();
    expect(presignCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(2999);
    expect(presignCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(presignCalls()).toBe(2);
    await vi.advanceTimersByTimeAsync(3000);
    await settle();
    expect(presignCalls()).toBe(3);
    expect(calls.put).toEqual(['1.jpg']);
    expect(queue.getSnapshot().items[0]).toMatchObject({ status: 'complete' });
    queue.dispose();
  });

  it('gives the files the generic error after 3 retries', async () => {
    const { deps, calls } = fakeDeps();
    const presignCalls = failingPresign(deps, 99);
    const queue = makeQueue(deps);
    queue.add(files(2), 'lotNumber');
    await settle();
    await vi.advanceTimersByTimeAsync(20_000);
    await settle();
    expect(presignCalls()).toBe(4);
    expect(calls.put).toEqual([]);
    expect(queue.getSnapshot().items.map((i) => i.status)).toEqual(['error', 'error']);
    queue.dispose();
  });
});

describe('ImageUploadQueue retries (sales §7: timeout 300000 ms, up to 5 retries after 3 s)', () => {
  it('retries a failed PUT 3 s later and completes when a retry succeeds', async () => {
    const { deps, calls } = fakeDeps({
      put: (request, call) => {
        expect(request.timeoutMs).toBe(300_000);
        return call <= 5 ? { kind: 'httpError', status: 503 } : { kind: 'ok' };
      },
    });
    const queue = makeQueue(deps);
    queue.add(files(1), 'lotNumber');
    await settle();
    expect(calls.put).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2999);
    expect(calls.put).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.put).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(12_000);
    await settle();
    expect(calls.put).toHaveLength(6);
    expect(queue.getSnapshot().items[0]).toMatchObject({ status: 'complete', attempts: 6 });
    queue.dispose();
  });

  it('gives up after 5 retries: timeout code for time-outs', async () => {
    const { deps, calls } = fakeDeps({ put: () => ({ kind: 'timedOut' }) });
    const queue = makeQueue(deps);
    queue.add(files(1), 'lotNumber');
    await settle();
    await vi.advanceTimersByTimeAsync(30_000);
    await settle();
    expect(calls.put).toHaveLength(6);
    expect(queue.getSnapshot().items[0]).toMatchObject({
      status: 'error',
      error: { code: 'timeout', message: IMAGE_MESSAGES.timeout },
    });
    expect(calls.register).toEqual([]);
    queue.dispose();
  });

  it('does not retry a refused file (415: invalidImage)', async () => {
    const { deps, calls } = fakeDeps({ put: () => ({ kind: 'httpError', status: 415 }) });
    const queue = makeQueue(deps);
    queue.add(files(1), 'lotNumber');
    await settle();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls.put).toHaveLength(1);
    expect(queue.getSnapshot().items[0]?.error?.code).toBe('invalidImage');
    queue.dispose();
  });
});

describe('ImageUploadQueue files (sales §4 Image file)', () => {
  it('replaces an earlier file of the same name, in its place', async () => {
    const { deps } = fakeDeps();
    const queue = makeQueue(deps);
    queue.add(
      [
        { name: '1.jpg', size: 1 },
        { name: '2.jpg', size: 1 },
      ],
      'lotNumber',
    );
    queue.add([{ name: '1.jpg', size: 2 }], 'lotNumber');
    await settle();
    const { items } = queue.getSnapshot();
    expect(items.map((i) => [i.key, i.file.size])).toEqual([
      ['1.jpg', 2],
      ['2.jpg', 1],
    ]);
    expect(items.every((i) => i.status === 'complete')).toBe(true);
    queue.dispose();
  });

  it('cancelling an upload aborts it and removes the file', async () => {
    const { deps } = fakeDeps();
    let signal: AbortSignal | undefined;
    deps.put = (request) =>
      new Promise<PutOutcome>((resolve) => {
        signal = request.signal;
        request.signal.addEventListener('abort', () => resolve({ kind: 'aborted' }));
      });
    const queue = makeQueue(deps);
    queue.add(files(1), 'lotNumber');
    await settle();
    expect(queue.getSnapshot().items[0]?.status).toBe('uploading');
    queue.cancel('1.jpg');
    await settle();
    expect(signal?.aborted).toBe(true);
    expect(queue.getSnapshot().items).toEqual([]);
    queue.dispose();
  });

  it('rotates within bounds, sends the rotation with registration, and saves a later change', async () => {
    const { deps, calls } = fakeDeps();
    const rotations: number[] = [];
    const register = deps.register;
    deps.register = async (request) => {
      rotations.push(request.rotation);
      return register(request);
    };
    const queue = makeQueue(deps);
    queue.add(files(1), 'lotNumber');
    for (let i = 0; i < 3; i += 1) queue.rotate('1.jpg', 'left');
    queue.rotate('1.jpg', 'left');
    queue.rotate('1.jpg', 'right');
    await settle();
    expect(rotations).toEqual([90]);
    expect(queue.getSnapshot().items[0]).toMatchObject({ rotation: 90, savedRotation: 90 });
    queue.rotate('1.jpg', 'right');
    await queue.save('1.jpg');
    queue.flush();
    expect(calls.rotate).toBe(1);
    expect(queue.getSnapshot().items[0]).toMatchObject({ savedRotation: 180, thumbnailUrl: '/rotated' });
    queue.dispose();
  });

  it('deleting a stored image asks the service; a refusal shows the delete banner', async () => {
    const { deps, calls } = fakeDeps();
    const queue = makeQueue(deps);
    queue.add(files(2), 'lotNumber');
    await settle();
    await queue.remove('1.jpg');
    expect(calls.deleted).toBe(1);
    deps.deleteStored = async () => false;
    await queue.remove('2.jpg');
    queue.flush();
    expect(queue.getSnapshot().items.map((i) => i.key)).toEqual(['2.jpg']);
    expect(queue.getSnapshot().deleteFailed).toBe(true);
    queue.dispose();
  });
});

describe('ImageUploadQueue with 300 files in one drop', () => {
  it('completes all of them and redraws once per frame, not once per progress event', async () => {
    const { deps, calls } = fakeDeps();
    deps.put = async (request) => {
      calls.put.push(request.file.name);
      for (let percent = 10; percent <= 100; percent += 10) request.onProgress(percent);
      return { kind: 'ok' };
    };
    // A manual animation frame: the test decides when a frame is drawn.
    const frames: (() => void)[] = [];
    const queue = new ImageUploadQueue(deps, { scheduleFlush: (flush) => frames.push(flush) });
    let redraws = 0;
    queue.subscribe(() => {
      redraws += 1;
    });
    const drawFrame = () => frames.splice(0).forEach((flush) => flush());

    queue.add(files(300), 'lotNumber');
    for (let second = 0; second < 60; second += 1) {
      await settle();
      drawFrame();
      await vi.advanceTimersByTimeAsync(1000);
    }
    drawFrame();
    expect(queue.getSnapshot().summary).toMatchObject({ success: 300, pending: 0, total: 300, percent: 100 });
    expect(calls.put).toHaveLength(300);
    // 300 files × (checks, 10 progress events, registration) would be thousands of redraws.
    expect(redraws).toBeLessThanOrEqual(120);
    queue.dispose();
  });
});
