import { IMAGE_ROTATIONS, type ImageRotation } from '@ah/schema';
import { describe, expect, it } from 'vitest';
import {
  newQueueItem,
  pickBatch,
  summarize,
  turnRotation,
  visibleItems,
  type ImageQueueItem,
  type ImageUploadStatus,
  type QueueFile,
} from './imageQueueModel';

function items(statuses: readonly ImageUploadStatus[]): ImageQueueItem<QueueFile>[] {
  return statuses.map((status, index) => ({
    ...newQueueItem(index + 1, { name: `${index + 1}.jpg`, size: 10 }, 'lotNumber'),
    status,
  }));
}

describe('pickBatch (sales §4: batches of 20 when fewer than 100 incomplete)', () => {
  it('starts the next 20 queued files in drop order', () => {
    const list = items(Array.from({ length: 300 }, () => 'queued'));
    const batch = pickBatch(list);
    expect(batch).toHaveLength(20);
    expect(batch[0]).toBe('1.jpg');
    expect(batch[19]).toBe('20.jpg');
  });

  it('starts another batch while 99 are uploading, none at 100', () => {
    const waiting = Array.from({ length: 50 }, (): ImageUploadStatus => 'queued');
    expect(
      pickBatch(items([...Array.from({ length: 99 }, (): ImageUploadStatus => 'uploading'), ...waiting])),
    ).toHaveLength(20);
    expect(
      pickBatch(items([...Array.from({ length: 100 }, (): ImageUploadStatus => 'uploading'), ...waiting])),
    ).toEqual([]);
  });

  it('skips files still validating, complete or failed, and takes fewer than 20 when fewer wait', () => {
    const batch = pickBatch(items(['validating', 'complete', 'error', 'queued', 'uploading', 'queued']));
    expect(batch).toEqual(['4.jpg', '6.jpg']);
  });
});

describe('turnRotation (sales §4: 90-degree steps between -270 and 270)', () => {
  it('turns a quarter each way', () => {
    expect(turnRotation(0, 'right')).toBe(90);
    expect(turnRotation(0, 'left')).toBe(-90);
    expect(turnRotation(180, 'right')).toBe(270);
    expect(turnRotation(-180, 'left')).toBe(-270);
  });

  it('never leaves -270..270: a full turn is 0 again', () => {
    expect(turnRotation(270, 'right')).toBe(0);
    expect(turnRotation(-270, 'left')).toBe(0);
    let rotation: ImageRotation = 0;
    for (let i = 0; i < 20; i += 1) {
      rotation = turnRotation(rotation, i % 7 === 0 ? 'left' : 'right');
      expect(IMAGE_ROTATIONS).toContain(rotation);
    }
  });
});

describe('summarize', () => {
  it('counts Success, Error, Pending and Total, and the overall percent', () => {
    const list = items(['complete', 'error', 'queued', 'validating', 'uploading']);
    list[4] = { ...list[4]!, progress: 50 };
    const summary = summarize(list);
    expect(summary).toMatchObject({ success: 1, error: 1, pending: 3, total: 5 });
    expect(summary.percent).toBeGreaterThan(40);
    expect(summary.percent).toBeLessThan(50);
    expect(summarize(items(['complete', 'error'])).percent).toBe(100);
    expect(summarize([]).percent).toBe(0);
  });
});

describe('visibleItems', () => {
  it('shows only failed files with the errors-only filter', () => {
    const list = items(['complete', 'error', 'queued']);
    expect(visibleItems(list, false)).toHaveLength(3);
    expect(visibleItems(list, true).map((i) => i.key)).toEqual(['2.jpg']);
  });
});
