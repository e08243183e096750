import {
  IMAGE_MESSAGES,
  type ImageFileError,
  type ImageFileType,
  type ImageNumberFormat,
  type ImageRotation,
} from '@ah/schema';
import {
  isPending,
  newQueueItem,
  pickBatch,
  QUEUE_RULES,
  summarize,
  turnRotation,
  type ImageQueueItem,
  type ImageTarget,
  type QueueFile,
  type QueueRules,
  type QueueSummary,
} from './imageQueueModel';

/**
 * The image upload queue (sales §4 Image file, §7 Images): checks each dropped file, starts batches
 * of 20 every 3 s while fewer than 100 are uploading, PUTs each file to its signed URL (300 s
 * time-out, up to 5 retries 3 s apart), then registers it. The network is behind `ImageQueueDeps`
 * so the rules are tested without one.
 *
 * Progress events only change one item in a map and ask for a flush; the list the page renders is
 * rebuilt at most once per flush (once per animation frame in the browser), so 300 files sending
 * progress do not cost 300 × 300 copies.
 */

export interface PresignedSlot {
  /** Where the stored file will be; registered afterwards. */
  imageUrl: string;
  /** The signed, expiring PUT URL. */
  putUrl: string;
}

export interface PutRequest<F> {
  url: string;
  file: F;
  contentType: string;
  timeoutMs: number;
  onProgress: (percent: number) => void;
  signal: AbortSignal;
}

export type PutOutcome =
  | { kind: 'ok' }
  | { kind: 'httpError'; status: number }
  | { kind: 'timedOut' }
  | { kind: 'offline' }
  | { kind: 'aborted' };

export type CheckOutcome =
  | { ok: true; target: ImageTarget; warning: ImageFileError | null; width: number; height: number }
  | { ok: false; error: ImageFileError; width?: number; height?: number };

export type StoredOutcome =
  | {
      ok: true;
      photoId: string | null;
      imageUrl: string | null;
      thumbnailUrl: string | null;
      /** Where the service stored it (registration answers these). */
      lotId?: string | null;
      sequence?: number | null;
      warning?: ImageFileError | null;
    }
  | { ok: false; error: ImageFileError };

export interface RegisterRequest {
  imageUrl: string;
  target: ImageTarget;
  format: ImageNumberFormat;
  rotation: ImageRotation;
}

export interface ImageQueueDeps<F extends QueueFile> {
  /** The client checks: name, size, content type, the number in the catalog, the pixel warning. */
  check: (file: F, format: ImageNumberFormat) => Promise<CheckOutcome>;
  /** Signed addresses for `count` files of one type. */
  presign: (type: ImageFileType, count: number) => Promise<PresignedSlot[]>;
  put: (request: PutRequest<F>) => Promise<PutOutcome>;
  register: (request: RegisterRequest) => Promise<StoredOutcome>;
  /** Applies a new rotation to an image already stored. */
  saveRotation: (item: ImageQueueItem<F>) => Promise<StoredOutcome>;
  /** Deletes an image already stored; false when the service refused. */
  deleteStored: (item: ImageQueueItem<F>) => Promise<boolean>;
}

export interface QueueSnapshot<F extends QueueFile> {
  items: readonly ImageQueueItem<F>[];
  summary: QueueSummary;
  /** The file delete error banner (sales §8). */
  deleteFailed: boolean;
}

export interface QueueOptions {
  rules?: QueueRules;
  /** How a flush is scheduled: the next animation frame in the browser; tests flush at once. */
  scheduleFlush?: (flush: () => void) => void;
  /** How many files are read and checked at the same time. */
  checkConcurrency?: number;
}

/** Answers worth another try: a time-out, too many requests, or the server's own trouble. */
function isRetryable(outcome: PutOutcome): boolean {
  if (outcome.kind === 'timedOut' || outcome.kind === 'offline') return true;
  if (outcome.kind !== 'httpError') return false;
  return outcome.status === 408 || outcome.status === 429 || outcome.status >= 500 || outcome.status === 0;
}

function putError(outcome: PutOutcome): ImageFileError {
  if (outcome.kind === 'timedOut') return { code: 'timeout', message: IMAGE_MESSAGES.timeout };
  if (outcome.kind === 'httpError' && (outcome.status === 415 || outcome.status === 422))
    return { code: 'invalidImage', message: IMAGE_MESSAGES.invalidImage };
  return { code: 'default', message: IMAGE_MESSAGES.default };
}

const GENERIC_ERROR: ImageFileError = { code: 'default', message: IMAGE_MESSAGES.default };

function defaultScheduleFlush(flush: () => void) {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(flush);
  else setTimeout(flush, 16);
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}

export class ImageUploadQueue<F extends QueueFile> {
  private readonly items = new Map<string, ImageQueueItem<F>>();
  private order: string[] = [];
  private readonly controllers = new Map<number, AbortController>();
  private readonly listeners = new Set<() => void>();
  private readonly rules: QueueRules;
  private readonly scheduleFlush: (flush: () => void) => void;
  private readonly checkConcurrency: number;
  private snapshot: QueueSnapshot<F> = {
    items: [],
    summary: summarize([]),
    deleteFailed: false,
  };
  private deleteFailed = false;
  private flushPending = false;
  private timer: ReturnType<typeof setInterval> | null = null;
  private nextId = 1;
  private disposed = false;
  private readonly checkQueue: { id: number; key: string }[] = [];
  private checksRunning = 0;

  constructor(
    private readonly deps: ImageQueueDeps<F>,
    options: QueueOptions = {},
  ) {
    this.rules = options.rules ?? QUEUE_RULES;
    this.scheduleFlush = options.scheduleFlush ?? defaultScheduleFlush;
    this.checkConcurrency = options.checkConcurrency ?? 6;
  }

  // --- the store the page subscribes to (useSyncExternalStore) ---

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): QueueSnapshot<F> => this.snapshot;

  /** Builds the list now (tests, and before reading it right after a change). */
  flush = (): void => {
    this.flushPending = false;
    const items = this.order.flatMap((key) => {
      const item = this.items.get(key);
      return item ? [item] : [];
    });
    this.snapshot = { items, summary: summarize(items), deleteFailed: this.deleteFailed };
    for (const listener of this.listeners) listener();
  };

  private changed() {
    if (this.flushPending || this.disposed) return;
    this.flushPending = true;
    this.scheduleFlush(this.flush);
  }

  private update(id: number, key: string, patch: Partial<ImageQueueItem<F>>): boolean {
    const item = this.items.get(key);
    if (!item || item.id !== id) return false;
    this.items.set(key, { ...item, ...patch });
    this.changed();
    return true;
  }

  private current(id: number, key: string): ImageQueueItem<F> | null {
    const item = this.items.get(key);
    return item && item.id === id ? item : null;
  }

  // --- actions ---

  /** Adds dropped files; a file named like an earlier one replaces it (and stops its upload). */
  add(files: readonly F[], format: ImageNumberFormat): void {
    if (this.disposed) return;
    for (const file of files) {
      const item = newQueueItem(this.nextId++, file, format);
      const earlier = this.items.get(item.key);
      if (earlier) this.abort(earlier.id);
      else this.order.push(item.key);
      this.items.set(item.key, item);
      this.checkQueue.push({ id: item.id, key: item.key });
    }
    this.runChecks();
    this.changed();
    this.startTimer();
  }

  /** Cancels a waiting or uploading file: the upload stops and the file is removed. */
  cancel(key: string): void {
    const item = this.items.get(key);
    if (!item) return;
    this.abort(item.id);
    this.drop(key);
  }

  /** Removes a file card: a stored image is deleted first (a failure shows the delete banner). */
  async remove(key: string): Promise<void> {
    const item = this.items.get(key);
    if (!item) return;
    if (item.status !== 'complete') {
      this.cancel(key);
      return;
    }
    this.update(item.id, key, { busy: true });
    let deleted = false;
    try {
      deleted = await this.deps.deleteStored(item);
    } catch {
      deleted = false;
    }
    if (deleted) {
      this.drop(key);
      return;
    }
    this.deleteFailed = true;
    this.update(item.id, key, { busy: false });
  }

  /** "Delete items with errors": they were never saved, so they only leave the list. */
  removeErrors(): void {
    const keep: string[] = [];
    for (const key of this.order) {
      if (this.items.get(key)?.status === 'error') this.items.delete(key);
      else keep.push(key);
    }
    this.order = keep;
    this.changed();
  }

  dismissDeleteFailed(): void {
    this.deleteFailed = false;
    this.changed();
  }

  /** A quarter turn; the preview turns at once, the stored image when registered or saved. */
  rotate(key: string, direction: 'left' | 'right'): void {
    const item = this.items.get(key);
    if (!item || item.busy) return;
    this.update(item.id, key, { rotation: turnRotation(item.rotation, direction) });
  }

  /** Saves a changed rotation of a stored image. */
  async save(key: string): Promise<void> {
    const item = this.items.get(key);
    if (!item || item.status !== 'complete' || item.busy || item.rotation === item.savedRotation) return;
    this.update(item.id, key, { busy: true });
    let outcome: StoredOutcome;
    try {
      outcome = await this.deps.saveRotation(item);
    } catch {
      outcome = { ok: false, error: GENERIC_ERROR };
    }
    const now = this.current(item.id, key);
    if (!now) return;
    if (outcome.ok)
      this.update(item.id, key, {
        busy: false,
        savedRotation: item.rotation,
        error: null,
        thumbnailUrl: outcome.thumbnailUrl ?? now.thumbnailUrl,
        imageUrl: outcome.imageUrl ?? now.imageUrl,
      });
    else this.update(item.id, key, { busy: false, error: outcome.error });
  }

  get isDisposed(): boolean {
    return this.disposed;
  }

  /** Stops every upload (leaving the page). */
  dispose(): void {
    this.disposed = true;
    this.stopTimer();
    for (const controller of this.controllers.values()) controller.abort();
    this.controllers.clear();
    this.listeners.clear();
  }

  private drop(key: string) {
    this.items.delete(key);
    this.order = this.order.filter((k) => k !== key);
    this.changed();
  }

  private abort(id: number) {
    this.controllers.get(id)?.abort();
    this.controllers.delete(id);
  }

  // --- checking ---

  private runChecks() {
    while (this.checksRunning < this.checkConcurrency && this.checkQueue.length > 0) {
      const next = this.checkQueue.shift();
      const item = next ? this.current(next.id, next.key) : null;
      if (!item) continue;
      this.checksRunning += 1;
      void this.checkOne(item).finally(() => {
        this.checksRunning -= 1;
        this.runChecks();
        // The last check of a drop starts its first batch without waiting for the 3-s check.
        if (this.checksRunning === 0 && this.checkQueue.length === 0) this.tick();
      });
    }
  }

  private async checkOne(item: ImageQueueItem<F>) {
    let outcome: CheckOutcome;
    try {
      outcome = await this.deps.check(item.file, item.format);
    } catch {
      outcome = { ok: false, error: { code: 'safari', message: IMAGE_MESSAGES.safari } };
    }
    if (outcome.ok)
      this.update(item.id, item.key, {
        status: 'queued',
        target: outcome.target,
        warning: outcome.warning,
        width: outcome.width,
        height: outcome.height,
      });
    else
      this.update(item.id, item.key, {
        status: 'error',
        error: outcome.error,
        width: outcome.width ?? null,
        height: outcome.height ?? null,
      });
  }

  // --- batches ---

  private startTimer() {
    if (this.timer !== null || this.disposed) return;
    this.timer = setInterval(() => this.tick(), this.rules.checkEveryMs);
  }

  private stopTimer() {
    if (this.timer === null) return;
    clearInterval(this.timer);
    this.timer = null;
  }

  /** One check: start the next batch when fewer than 100 are uploading; stop when nothing waits. */
  tick(): void {
    if (this.disposed) return;
    const list = this.order.flatMap((key) => {
      const item = this.items.get(key);
      return item ? [item] : [];
    });
    if (!list.some((item) => isPending(item.status))) {
      this.stopTimer();
      return;
    }
    const batch = pickBatch(list, this.rules).flatMap((key) => {
      const item = this.items.get(key);
      return item ? [item] : [];
    });
    if (batch.length === 0) return;
    for (const item of batch) this.update(item.id, item.key, { status: 'uploading', progress: 0 });
    void this.startBatch(batch);
  }

  /** Asks for the batch's signed addresses (one call per file type) and starts each file. */
  private async startBatch(batch: readonly ImageQueueItem<F>[]) {
    const byType = new Map<ImageFileType, ImageQueueItem<F>[]>();
    for (const item of batch) {
      if (!item.target) continue;
      const group = byType.get(item.target.type) ?? [];
      group.push(item);
      byType.set(item.target.type, group);
    }
    await Promise.all(
      [...byType].map(async ([type, group]) => {
        const slots = await this.presignWithRetries(type, group.length);
        group.forEach((item, index) => {
          const slot = slots[index];
          if (!slot) this.update(item.id, item.key, { status: 'error', error: GENERIC_ERROR });
          else void this.uploadOne(item, slot);
        });
      }),
    );
  }

  /** The signed addresses, asked again up to `presignRetries` times, `retryDelayMs` apart; [] when it keeps failing. */
  private async presignWithRetries(type: ImageFileType, count: number): Promise<PresignedSlot[]> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.deps.presign(type, count);
      } catch {
        if (attempt >= this.rules.presignRetries || this.disposed) return [];
        await wait(this.rules.retryDelayMs, new AbortController().signal);
        if (this.disposed) return [];
      }
    }
  }

  private async uploadOne(item: ImageQueueItem<F>, slot: PresignedSlot) {
    const { id, key, target } = item;
    if (!this.current(id, key) || !target) return;
    const controller = new AbortController();
    this.controllers.set(id, controller);
    let lastPercent = -1;
    const maxAttempts = 1 + this.rules.putRetries;
    try {
      for (let attempt = 1; ; attempt += 1) {
        if (!this.update(id, key, { attempts: attempt, progress: 0 })) return;
        const outcome = await this.deps.put({
          url: slot.putUrl,
          file: item.file,
          contentType: target.contentType,
          timeoutMs: this.rules.putTimeoutMs,
          signal: controller.signal,
          onProgress: (percent) => {
            if (percent === lastPercent) return;
            lastPercent = percent;
            this.update(id, key, { progress: percent });
          },
        });
        if (controller.signal.aborted || outcome.kind === 'aborted' || !this.current(id, key)) return;
        if (outcome.kind === 'ok') break;
        if (!isRetryable(outcome) || attempt >= maxAttempts) {
          this.update(id, key, { status: 'error', error: putError(outcome) });
          return;
        }
        await wait(this.rules.retryDelayMs, controller.signal);
        if (controller.signal.aborted || !this.current(id, key)) return;
      }
      this.update(id, key, { progress: 100 });
      const registering = this.current(id, key);
      if (!registering) return;
      let stored: StoredOutcome;
      try {
        stored = await this.deps.register({
          imageUrl: slot.imageUrl,
          target,
          format: item.format,
          rotation: registering.rotation,
        });
      } catch {
        stored = { ok: false, error: GENERIC_ERROR };
      }
      if (!this.current(id, key)) return;
      if (stored.ok)
        this.update(id, key, {
          status: 'complete',
          photoId: stored.photoId,
          imageUrl: stored.imageUrl ?? slot.imageUrl,
          thumbnailUrl: stored.thumbnailUrl,
          savedRotation: registering.rotation,
          warning: stored.warning ?? registering.warning,
          target: {
            ...target,
            lotId: stored.lotId ?? target.lotId,
            sequence: stored.sequence ?? target.sequence,
          },
        });
      else this.update(id, key, { status: 'error', error: stored.error });
    } finally {
      if (this.controllers.get(id) === controller) this.controllers.delete(id);
    }
  }
}
