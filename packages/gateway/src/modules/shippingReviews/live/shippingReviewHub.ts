import { SHIPPING_REVIEW_MESSAGES } from '@ah/schema';
import type { Credentials } from '../../../auth/credentials.js';
import { ErrorCode } from '../../../errors.js';
import {
  countShippingReviews,
  isInProgress,
  isShippingReviewStatus,
  type ShippingReviewStatus,
} from '../../../domain/shippingReviewStatus.js';
import type { LiveBackend } from '../../../live/liveBackend.js';
import type { Logger } from '../../../logger.js';
import type { UpstreamClients } from '../../../rest/clients.js';
import { UpstreamError } from '../../../rest/errors.js';
import type {
  CatalogShippingReview,
  ShippingAccount,
  ShippingReview,
} from '../../../rest/shipping/models.js';
import { ShippingReviewApi } from '../../../rest/shipping/shippingReviewApi.js';
import { EventQueue } from './eventQueue.js';
import { catalogKey, parseEvent, type CatalogSummary, type ShippingReviewEvent } from './events.js';
import type { ReviewStateStore } from './reviewStateStore.js';
import { restServices } from '../../../rest/services.js';

export interface ShippingReviewHubOptions {
  backend: LiveBackend;
  store: ReviewStateStore;
  clients: UpstreamClients;
  /** How often each pending review is polled (sales §9: 30 s). */
  pollIntervalMs: number;
  logger: Logger;
  /** Reviews of one catalog polled at once. */
  pollConcurrency?: number;
}

/** Who watches: their queue and the credentials the poller may use on their behalf. */
interface Watcher {
  queue: EventQueue<ShippingReviewEvent>;
  credentials: Credentials;
}

/** A catalog watched on this replica: its subscribers, its channel and its poll loop. */
interface WatchedCatalog {
  key: string;
  houseRef: string;
  account: ShippingAccount;
  summary: CatalogSummary;
  watchers: Set<Watcher>;
  /** Leases on reviews this replica holds (it polls those). */
  held: Set<string>;
  lastVersion: number;
  lastCounts: ShippingReviewEvent['counts'];
  timer: NodeJS.Timeout | null;
  stopped: boolean;
  unsubscribe: (() => Promise<void>) | null;
}

export interface WatchRequest {
  houseRef: string;
  account: ShippingAccount;
  catalogId: string;
  credentials: Credentials;
  /** Loads the catalog with the subscriber's own credentials (and so checks their access). */
  load: () => Promise<CatalogShippingReview>;
}

/** The catalog's facts every event repeats. */
export function summaryOf(list: CatalogShippingReview): CatalogSummary {
  return {
    catalogId: String(list.catalogID),
    ref: list.catalogRef,
    sessionTitle: list.sessionTitle,
    saleStartsAt: list.saleStartsAt,
    in2Hours: list.in2Hours === 1,
  };
}

/**
 * Live shipping review updates (sales §4). While anyone on this replica watches a catalog, one poll
 * loop runs for it: every interval each review still pending (or processing) is polled upstream once
 * — by exactly one replica, the holder of that review's lease — and a change is recorded in the
 * shared state (which gives the new counters) and published on the catalog's channel. Every replica
 * with subscribers on that channel hands the event to each of them. Polling of a review stops when
 * it completes, on an error, or when its data is missing; the error text then reaches the clients.
 */
export class ShippingReviewHub {
  readonly #catalogs = new Map<string, Promise<WatchedCatalog>>();
  readonly #leaseTtlMs: number;
  #closed = false;

  constructor(private readonly options: ShippingReviewHubOptions) {
    // A dead holder's leases lapse after three missed renewals; then another replica polls.
    this.#leaseTtlMs = options.pollIntervalMs * 3;
  }

  /** Catalogs watched on this replica (diagnostics, tests). */
  get watchedCatalogs(): number {
    return this.#catalogs.size;
  }

  /** Subscribes to a catalog's changes; the iterator ends when the client unsubscribes. */
  async watch(request: WatchRequest): Promise<AsyncIterableIterator<ShippingReviewEvent>> {
    if (this.#closed) throw new Error('The live update hub is closed');
    const key = catalogKey(this.options.backend.keyPrefix, request.houseRef, request.catalogId);
    let pending = this.#catalogs.get(key);
    if (!pending) {
      pending = this.#start(key, request);
      this.#catalogs.set(key, pending);
      pending.catch(() => {
        if (this.#catalogs.get(key) === pending) this.#catalogs.delete(key);
      });
    }
    const catalog = await pending;
    // Its last watcher left while this one waited: start again.
    if (catalog.stopped) return this.watch(request);
    const watcher: Watcher = {
      credentials: request.credentials,
      queue: new EventQueue<ShippingReviewEvent>(() => this.#leave(catalog, watcher)),
    };
    catalog.watchers.add(watcher);
    return watcher.queue;
  }

  /**
   * A mutation changed a review (confirm, save): record it and tell every watcher. Without any
   * watcher of the catalog (no shared state) there is nobody to tell. Never throws.
   */
  async reviewChanged(houseRef: string, summary: CatalogSummary, review: ShippingReview): Promise<void> {
    if (!isShippingReviewStatus(review.status)) return;
    const key = catalogKey(this.options.backend.keyPrefix, houseRef, summary.catalogId);
    let applied;
    try {
      applied = await this.options.store.apply(key, String(review.id), review.status, this.#stateTtlMs);
    } catch (error) {
      // The change itself succeeded upstream; only the live update is lost (pollers resync).
      this.options.logger.warn('Recording a shipping review change failed', {
        catalog: key,
        error: String(error),
      });
      return;
    }
    if (!applied?.changed) return;
    await this.#publish(key, {
      houseRef,
      catalog: summary,
      counts: applied.counts,
      version: applied.version,
      review,
      error: null,
      detectedAt: new Date().toISOString(),
    });
  }

  /** Stops every poll loop, releases this replica's leases and ends every subscription. */
  async close(): Promise<void> {
    this.#closed = true;
    const catalogs = await Promise.allSettled([...this.#catalogs.values()]);
    this.#catalogs.clear();
    for (const result of catalogs)
      if (result.status === 'fulfilled') {
        for (const watcher of [...result.value.watchers]) watcher.queue.close();
        await this.#stop(result.value);
      }
  }

  get #stateTtlMs(): number {
    return this.options.pollIntervalMs * 3;
  }

  async #start(key: string, request: WatchRequest): Promise<WatchedCatalog> {
    const list = await request.load();
    const statuses = new Map<string, ShippingReviewStatus>();
    for (const lot of list.lots) statuses.set(String(lot.shippingReviewID), lot.shippingReviewData.status);
    const state = await this.options.store.init(key, statuses, this.#stateTtlMs);
    const catalog: WatchedCatalog = {
      key,
      houseRef: request.houseRef,
      account: request.account,
      summary: summaryOf(list),
      watchers: new Set(),
      held: new Set(),
      lastVersion: state.version,
      lastCounts: countShippingReviews(state.statuses.values()),
      timer: null,
      stopped: false,
      unsubscribe: null,
    };
    catalog.unsubscribe = await this.options.backend.pubsub.subscribe(key, (message) =>
      this.#deliver(catalog, message),
    );
    this.#schedule(catalog, this.options.pollIntervalMs);
    return catalog;
  }

  #deliver(catalog: WatchedCatalog, message: string): void {
    let event = parseEvent(message);
    if (!event || event.houseRef !== catalog.houseRef) return;
    if (event.version >= catalog.lastVersion) {
      catalog.lastVersion = event.version;
      catalog.lastCounts = event.counts;
    } else {
      // An older change arriving late: its review still counts, its counters do not.
      event = { ...event, counts: catalog.lastCounts, version: catalog.lastVersion };
    }
    for (const watcher of catalog.watchers) watcher.queue.push(event);
  }

  #leave(catalog: WatchedCatalog, watcher: Watcher): void {
    catalog.watchers.delete(watcher);
    if (catalog.watchers.size > 0 || catalog.stopped) return;
    // The map's entry is this catalog's (a catalog leaves the map only when it stops).
    this.#catalogs.delete(catalog.key);
    void this.#stop(catalog);
  }

  async #stop(catalog: WatchedCatalog): Promise<void> {
    if (catalog.stopped) return;
    catalog.stopped = true;
    if (catalog.timer) clearTimeout(catalog.timer);
    const { leases } = this.options.backend;
    const held = [...catalog.held];
    catalog.held.clear();
    try {
      // Released at once, so another replica's watchers are served without waiting for the expiry.
      await Promise.all(held.map((reviewId) => leases.release(this.#leaseKey(catalog, reviewId))));
      await catalog.unsubscribe?.();
    } catch (error) {
      this.options.logger.warn('Stopping a shipping review poll loop failed', {
        catalog: catalog.key,
        error: String(error),
      });
    }
  }

  #schedule(catalog: WatchedCatalog, delayMs: number): void {
    if (catalog.stopped) return;
    catalog.timer = setTimeout(() => void this.#tick(catalog), Math.max(0, delayMs));
  }

  #leaseKey(catalog: WatchedCatalog, reviewId: string): string {
    return `${catalog.key}:lease:${reviewId}`;
  }

  /** One interval: keep the state alive, take the leases of the due reviews, poll the ones held. */
  async #tick(catalog: WatchedCatalog): Promise<void> {
    const started = Date.now();
    const { store, backend } = this.options;
    try {
      let state = await store.get(catalog.key);
      if (!state) {
        // The shared state expired (e.g. Redis restarted): load it again.
        const list = await this.#api(catalog)?.catalogShippingReview(catalog.summary.catalogId);
        if (!list) return;
        const statuses = new Map(
          list.lots.map((lot) => [String(lot.shippingReviewID), lot.shippingReviewData.status] as const),
        );
        state = await store.init(catalog.key, statuses, this.#stateTtlMs);
      } else await store.touch(catalog.key, this.#stateTtlMs);

      const due = [...state.statuses].filter(
        ([id, status]) => isInProgress(status) && !state.stopped.has(id),
      );
      const dueIds = new Set(due.map(([id]) => id));
      for (const reviewId of [...catalog.held])
        if (!dueIds.has(reviewId)) {
          catalog.held.delete(reviewId);
          await backend.leases.release(this.#leaseKey(catalog, reviewId));
        }
      const mine = await Promise.all(
        due.map(async ([reviewId, status]) => {
          const won = await backend.leases.acquire(this.#leaseKey(catalog, reviewId), this.#leaseTtlMs);
          if (won) catalog.held.add(reviewId);
          else catalog.held.delete(reviewId);
          return won ? { reviewId, status } : null;
        }),
      );
      await forEachLimited(
        mine.filter((m) => m !== null),
        this.options.pollConcurrency ?? 8,
        ({ reviewId, status }) => this.#poll(catalog, reviewId, status, state.statuses),
      );
    } catch (error) {
      this.options.logger.warn('Shipping review poll round failed', {
        catalog: catalog.key,
        error: String(error),
      });
    } finally {
      this.#schedule(catalog, this.options.pollIntervalMs - (Date.now() - started));
    }
  }

  /** The poller's client, on behalf of a watcher whose credentials still work; null when none does. */
  #api(catalog: WatchedCatalog): ShippingReviewApi | null {
    const watcher = catalog.watchers.values().next().value;
    if (!watcher) return null;
    const { clients } = this.options;
    return new ShippingReviewApi(
      restServices(clients, () => ({ credentials: watcher.credentials, log: null })),
    );
  }

  async #poll(
    catalog: WatchedCatalog,
    reviewId: string,
    known: ShippingReviewStatus,
    statuses: ReadonlyMap<string, ShippingReviewStatus>,
  ): Promise<void> {
    let review: ShippingReview | undefined;
    for (;;) {
      const watcher = catalog.watchers.values().next().value;
      if (!watcher || catalog.stopped) return;
      const api = new ShippingReviewApi(
        restServices(this.options.clients, () => ({ credentials: watcher.credentials, log: null })),
      );
      try {
        review = await api.review(catalog.account, reviewId);
        break;
      } catch (error) {
        if (error instanceof UpstreamError && error.code === ErrorCode.UNAUTHENTICATED) {
          // This subscriber's session ended: their subscription ends; poll for the others.
          watcher.queue.close();
          continue;
        }
        const missing = error instanceof UpstreamError && error.code === ErrorCode.NOT_FOUND;
        this.options.logger.warn('Polling a shipping review failed', {
          reviewId,
          missing,
          error: String(error),
        });
        await this.#stopPolling(catalog, reviewId, statuses);
        return;
      }
    }
    if (!review || String(review.id) !== reviewId || !isShippingReviewStatus(review.status)) {
      await this.#stopPolling(catalog, reviewId, statuses);
      return;
    }
    if (review.status !== known) {
      const applied = await this.options.store.apply(catalog.key, reviewId, review.status, this.#stateTtlMs);
      if (applied?.changed)
        await this.#publish(catalog.key, {
          houseRef: catalog.houseRef,
          catalog: catalog.summary,
          counts: applied.counts,
          version: applied.version,
          review,
          error: null,
          detectedAt: new Date().toISOString(),
        });
    }
    if (!isInProgress(review.status)) {
      catalog.held.delete(reviewId);
      await this.options.backend.leases.release(this.#leaseKey(catalog, reviewId));
    }
  }

  /** Error or missing data: no more polling of this review, and the clients are told. */
  async #stopPolling(
    catalog: WatchedCatalog,
    reviewId: string,
    statuses: ReadonlyMap<string, ShippingReviewStatus>,
  ): Promise<void> {
    await this.options.store.stop(catalog.key, reviewId, this.#stateTtlMs);
    catalog.held.delete(reviewId);
    await this.options.backend.leases.release(this.#leaseKey(catalog, reviewId));
    await this.#publish(catalog.key, {
      houseRef: catalog.houseRef,
      catalog: catalog.summary,
      counts: countShippingReviews(statuses.values()),
      version: catalog.lastVersion,
      review: null,
      error: SHIPPING_REVIEW_MESSAGES.pollingError,
      detectedAt: new Date().toISOString(),
    });
  }

  async #publish(key: string, event: ShippingReviewEvent): Promise<void> {
    try {
      await this.options.backend.pubsub.publish(key, JSON.stringify(event));
    } catch (error) {
      this.options.logger.warn('Publishing a shipping review change failed', {
        catalog: key,
        error: String(error),
      });
    }
  }
}

/** Runs `run` over `items`, at most `limit` at a time. */
async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  run: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await run(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
