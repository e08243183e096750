import { SHIPPING_REVIEW_MESSAGES } from '@ah/schema';
import type { Credentials } from '../../../auth/credentials.js';
import { ErrorCode } from '../../../errors.js';
import {
  countShippingReviews,
  isInProgress,
  isShippingReviewStatus,
  type ShippingReviewStatus,
} from '../domain/shippingReviewStatus.js';
import type { LiveBackend } from '../../../live/liveBackend.js';
import { WatchedTopics, type Topic } from '../../../live/watchedTopics.js';
import type { Logger } from '../../../logger.js';
import type { UpstreamClients } from '../../../rest/clients.js';
import { UpstreamError } from '../../../rest/errors.js';
import { isTransientFailure } from '../../../rest/restClient.js';
import type {
  CatalogShippingReview,
  ShippingAccount,
  ShippingReview,
} from '../../../rest/shipping/models.js';
import { ShippingReviewApi } from '../../../rest/shipping/shippingReviewApi.js';
import { catalogKey, parseEvent, type CatalogSummary, type ShippingReviewEvent } from './events.js';
import type { ReviewStateStore } from './shippingReviewStateStore.js';
import { restServices } from '../../../rest/services.js';

// The hub on every context: context.hubs.shippingReviews (context.ts ModuleHubs).
declare module '../../../context.js' {
  interface ModuleHubs {
    shippingReviews: ShippingReviewHub;
  }
}

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
  /** While the shipping service cannot be reached: rounds failed in a row and when to try again. */
  outage: { failedRounds: number; retryAt: number } | null;
}

/** How one review's poll ended: the service's own fault is retried, anything else is the review's. */
type PollOutcome = 'done' | 'unreachable';

/** The longest back-off between retries while the shipping service cannot be reached, in intervals. */
const MAX_RETRY_INTERVALS = 4;

/**
 * The shipping service cannot be reached (no answer, a time-out, 502/503/504, an open circuit, or
 * too many requests): nothing is wrong with the review, so its polling goes on once the service is
 * back. An answer about the review itself (404, a refusal, a 500 on it, a malformed body) is the
 * review's own error and stops its polling (sales §4).
 */
function isUnreachable(error: unknown): boolean {
  if (!(error instanceof UpstreamError)) return false;
  if (error.code === ErrorCode.RATE_LIMITED) return true;
  if (error.code !== ErrorCode.UPSTREAM_UNAVAILABLE) return false;
  // What the REST client itself would retry, and an open circuit (or no reason given) as well.
  return error.reason === 'circuit-open' || error.reason === null || isTransientFailure(error);
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
 * it completes, on its own error, or when its data is missing; the error text then reaches the
 * clients, and a new subscription polls it again. An unreachable shipping service stops nothing: the
 * polls are retried with back-off and the watchers are told the gateway is reconnecting.
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
  async watch(request: WatchRequest): Promise<AsyncIterableIterator<ShippingReviewEvent>> {
    const key = catalogKey(this.options.backend.keyPrefix, request.houseRef, request.catalogId);
    const updates = await this.#catalogs.watch(
      key,
      { credentials: request.credentials, meta: null },
      async () => {
        const list = await request.load();
        const statuses = new Map<string, ShippingReviewStatus>();
        for (const lot of list.lots)
          statuses.set(String(lot.shippingReviewID), lot.shippingReviewData.status);
        const state = await this.options.store.init(key, statuses, this.#stateTtlMs);
        return {
          houseRef: request.houseRef,
          account: request.account,
          summary: summaryOf(list),
          held: new Set<string>(),
          lastVersion: state.version,
          lastCounts: countShippingReviews(state.statuses.values()),
          outage: null,
        };
      },
    );
    // A new watcher (say, after "please refresh the page") polls the stopped reviews again, on
    // whichever replica holds their leases: the stopped set is shared. A failure here only leaves
    // them stopped (the subscription itself works), so it is logged.
    await this.options.store.resume(key, this.#stateTtlMs).catch((error: unknown) => {
      this.options.logger.warn('Resuming stopped shipping review polls failed', {
        catalog: key,
        error: String(error),
      });
    });
    return updates;
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
    // Back-off while the shipping service cannot be reached; the leases above stay renewed.
    if (catalog.state.outage && Date.now() < catalog.state.outage.retryAt) return;
    let unreachable = false;
    let answered = false;
    await forEachLimited(
      mine.filter((m) => m !== null),
      this.options.pollConcurrency ?? 8,
      async ({ reviewId, status }) => {
        // One failure is enough to know the service is down: the rest of the round waits too.
        if (unreachable) return;
        const outcome = await this.#poll(catalog, reviewId, status, shared.statuses);
        if (outcome === 'unreachable') unreachable = true;
        else answered = true;
      },
    );
    if (unreachable) await this.#unreachable(catalog);
    else if (answered) await this.#reachable(catalog);
  }

  /** A round found the shipping service unreachable: wait longer each time, and say so once. */
  async #unreachable(catalog: WatchedCatalog): Promise<void> {
    const { state } = catalog;
    const failedRounds = (state.outage?.failedRounds ?? 0) + 1;
    const waitIntervals = Math.min(2 ** (failedRounds - 1), MAX_RETRY_INTERVALS);
    // The next tick comes one interval from now; the back-off skips the ticks before retryAt.
    state.outage = {
      failedRounds,
      retryAt: Date.now() + (waitIntervals - 1) * this.options.pollIntervalMs,
    };
    if (failedRounds === 1) await this.#publishConnection(catalog, true);
  }

  /** The shipping service answered again after an outage: tell the watchers. */
  async #reachable(catalog: WatchedCatalog): Promise<void> {
    if (!catalog.state.outage) return;
    catalog.state.outage = null;
    await this.#publishConnection(catalog, false);
  }

  async #publishConnection(catalog: WatchedCatalog, reconnecting: boolean): Promise<void> {
    const { state } = catalog;
    await this.#catalogs.publish(catalog.key, {
      houseRef: state.houseRef,
      catalog: state.summary,
      counts: state.lastCounts,
      version: state.lastVersion,
      review: null,
      error: null,
      reconnecting,
      detectedAt: new Date().toISOString(),
    });
  }

  async #poll(
    catalog: WatchedCatalog,
    reviewId: string,
    known: ShippingReviewStatus,
    statuses: ReadonlyMap<string, ShippingReviewStatus>,
  ): Promise<PollOutcome> {
    const { state } = catalog;
    let review: ShippingReview | null;
    try {
      review = await this.#asWatcher(catalog, (api) => api.review(state.account, reviewId));
    } catch (error) {
      if (isUnreachable(error)) {
        this.options.logger.warn('The shipping service is unreachable; polling retries', {
          reviewId,
          error: String(error),
        });
        return 'unreachable';
      }
      const missing = error instanceof UpstreamError && error.code === ErrorCode.NOT_FOUND;
      this.options.logger.warn('Polling a shipping review failed', {
        reviewId,
        missing,
        error: String(error),
      });
      await this.#stopPolling(catalog, reviewId, statuses);
      return 'done';
    }
    // Nobody left to poll for.
    if (review === null) return 'done';
    if (String(review.id) !== reviewId || !isShippingReviewStatus(review.status)) {
      await this.#stopPolling(catalog, reviewId, statuses);
      return 'done';
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
    return 'done';
  }

  /** The review's own error or missing data: no more polling of this review, and the clients are told. */
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
