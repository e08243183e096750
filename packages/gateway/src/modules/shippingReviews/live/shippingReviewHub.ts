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
import { WatchedTopics, type Topic } from '../../../live/watchedTopics.js';
import type { Logger } from '../../../logger.js';
import type { UpstreamClients } from '../../../rest/clients.js';
import { UpstreamError } from '../../../rest/errors.js';
import type {
  CatalogShippingReview,
  ShippingAccount,
  ShippingReview,
} from '../../../rest/shipping/models.js';
import { ShippingReviewApi } from '../../../rest/shipping/shippingReviewApi.js';
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

/** A catalog watched on this replica: what every event repeats, and the leases and counters. */
interface CatalogState {
  houseRef: string;
  account: ShippingAccount;
  summary: CatalogSummary;
  /** Leases on reviews this replica holds (it polls those). */
  held: Set<string>;
  lastVersion: number;
  lastCounts: ShippingReviewEvent['counts'];
}

type WatchedCatalog = Topic<CatalogState, ShippingReviewEvent>;

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
  readonly #catalogs: WatchedTopics<CatalogState, ShippingReviewEvent>;

  constructor(private readonly options: ShippingReviewHubOptions) {
    // A dead holder's leases lapse (WatchedTopics.leaseTtlMs: at least three intervals); then another
    // replica polls.
    this.#catalogs = new WatchedTopics({
      ...options,
      label: 'shipping review',
      deliver: (catalog, message) => this.#deliver(catalog, message),
      tick: (catalog) => this.#tick(catalog),
      release: async (catalog) => {
        const held = [...catalog.state.held];
        catalog.state.held.clear();
        await Promise.all(
          held.map((reviewId) => options.backend.leases.release(this.#leaseKey(catalog, reviewId))),
        );
      },
    });
  }

  /** Catalogs watched on this replica (diagnostics, tests). */
  get watchedCatalogs(): number {
    return this.#catalogs.size;
  }

  /** Subscribes to a catalog's changes; the iterator ends when the client unsubscribes. */
  watch(request: WatchRequest): Promise<AsyncIterableIterator<ShippingReviewEvent>> {
    const key = catalogKey(this.options.backend.keyPrefix, request.houseRef, request.catalogId);
    return this.#catalogs.watch(key, { credentials: request.credentials, meta: null }, async () => {
      const list = await request.load();
      const statuses = new Map<string, ShippingReviewStatus>();
      for (const lot of list.lots) statuses.set(String(lot.shippingReviewID), lot.shippingReviewData.status);
      const state = await this.options.store.init(key, statuses, this.#stateTtlMs);
      return {
        houseRef: request.houseRef,
        account: request.account,
        summary: summaryOf(list),
        held: new Set<string>(),
        lastVersion: state.version,
        lastCounts: countShippingReviews(state.statuses.values()),
      };
    });
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
    await this.#catalogs.publish(key, {
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
  close(): Promise<void> {
    return this.#catalogs.close();
  }

  get #stateTtlMs(): number {
    return this.options.pollIntervalMs * 3;
  }

  #deliver(catalog: WatchedCatalog, message: string): void {
    const { state } = catalog;
    let event = parseEvent(message);
    if (!event || event.houseRef !== state.houseRef) return;
    if (event.version >= state.lastVersion) {
      state.lastVersion = event.version;
      state.lastCounts = event.counts;
    } else {
      // An older change arriving late: its review still counts, its counters do not.
      event = { ...event, counts: state.lastCounts, version: state.lastVersion };
    }
    for (const watcher of catalog.watchers) watcher.queue.push(event);
  }

  #leaseKey(catalog: WatchedCatalog, reviewId: string): string {
    return `${catalog.key}:lease:${reviewId}`;
  }

  /** As a watcher whose session still works (a lost session ends that watcher's subscription). */
  #asWatcher<T>(catalog: WatchedCatalog, call: (api: ShippingReviewApi) => Promise<T>): Promise<T | null> {
    return this.#catalogs.asWatcher(
      catalog,
      (credentials) =>
        call(new ShippingReviewApi(restServices(this.options.clients, () => ({ credentials, log: null })))),
      [ErrorCode.UNAUTHENTICATED],
    );
  }

  /** One interval: keep the state alive, take the leases of the due reviews, poll the ones held. */
  async #tick(catalog: WatchedCatalog): Promise<void> {
    const { store, backend } = this.options;
    const { held } = catalog.state;
    let state = await store.get(catalog.key);
    if (!state) {
      // The shared state expired (e.g. Redis restarted): load it again.
      const list = await this.#asWatcher(catalog, (api) =>
        api.catalogShippingReview(catalog.state.summary.catalogId),
      );
      if (!list) return;
      const statuses = new Map(
        list.lots.map((lot) => [String(lot.shippingReviewID), lot.shippingReviewData.status] as const),
      );
      state = await store.init(catalog.key, statuses, this.#stateTtlMs);
    } else await store.touch(catalog.key, this.#stateTtlMs);

    const shared = state;
    const due = [...shared.statuses].filter(
      ([id, status]) => isInProgress(status) && !shared.stopped.has(id),
    );
    const dueIds = new Set(due.map(([id]) => id));
    for (const reviewId of [...held])
      if (!dueIds.has(reviewId)) {
        held.delete(reviewId);
        await backend.leases.release(this.#leaseKey(catalog, reviewId));
      }
    const mine = await Promise.all(
      due.map(async ([reviewId, status]) => {
        const won = await backend.leases.acquire(
          this.#leaseKey(catalog, reviewId),
          // Long enough for a round like the last, its pause and the next round's start.
          this.#catalogs.leaseTtlMs(catalog),
        );
        if (won) held.add(reviewId);
        else held.delete(reviewId);
        return won ? { reviewId, status } : null;
      }),
    );
    await forEachLimited(
      mine.filter((m) => m !== null),
      this.options.pollConcurrency ?? 8,
      ({ reviewId, status }) => this.#poll(catalog, reviewId, status, shared.statuses),
    );
  }

  async #poll(
    catalog: WatchedCatalog,
    reviewId: string,
    known: ShippingReviewStatus,
    statuses: ReadonlyMap<string, ShippingReviewStatus>,
  ): Promise<void> {
    const { state } = catalog;
    let review: ShippingReview | null;
    try {
      review = await this.#asWatcher(catalog, (api) => api.review(state.account, reviewId));
    } catch (error) {
      const missing = error instanceof UpstreamError && error.code === ErrorCode.NOT_FOUND;
      this.options.logger.warn('Polling a shipping review failed', {
        reviewId,
        missing,
        error: String(error),
      });
      await this.#stopPolling(catalog, reviewId, statuses);
      return;
    }
    // Nobody left to poll for.
    if (review === null) return;
    if (String(review.id) !== reviewId || !isShippingReviewStatus(review.status)) {
      await this.#stopPolling(catalog, reviewId, statuses);
      return;
    }
    if (review.status !== known) {
      const applied = await this.options.store.apply(catalog.key, reviewId, review.status, this.#stateTtlMs);
      if (applied?.changed)
        await this.#catalogs.publish(catalog.key, {
          houseRef: state.houseRef,
          catalog: state.summary,
          counts: applied.counts,
          version: applied.version,
          review,
          error: null,
          detectedAt: new Date().toISOString(),
        });
    }
    if (!isInProgress(review.status)) {
      state.held.delete(reviewId);
      await this.options.backend.leases.release(this.#leaseKey(catalog, reviewId));
    }
  }

  /** Error or missing data: no more polling of this review, and the clients are told. */
  async #stopPolling(
    catalog: WatchedCatalog,
    reviewId: string,
    statuses: ReadonlyMap<string, ShippingReviewStatus>,
  ): Promise<void> {
    const { state } = catalog;
    await this.options.store.stop(catalog.key, reviewId, this.#stateTtlMs);
    state.held.delete(reviewId);
    await this.options.backend.leases.release(this.#leaseKey(catalog, reviewId));
    await this.#catalogs.publish(catalog.key, {
      houseRef: state.houseRef,
      catalog: state.summary,
      counts: countShippingReviews(statuses.values()),
      version: state.lastVersion,
      review: null,
      error: SHIPPING_REVIEW_MESSAGES.pollingError,
      detectedAt: new Date().toISOString(),
    });
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
