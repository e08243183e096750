import { BULK_LOTS_PAGE_SIZE } from '@ah/schema';
import type { components } from '../../../__generated__/upstream/bidAdmin.js';
import type { Credentials } from '../../../auth/credentials.js';
import { ErrorCode } from '../../../errors.js';
import type { LiveBackend } from '../../../live/liveBackend.js';
import type { Logger } from '../../../logger.js';
import type { UpstreamClients } from '../../../rest/clients.js';
import { UpstreamError } from '../../../rest/errors.js';
import { restServices } from '../../../rest/services.js';
import { EventQueue } from '../../shippingReviews/live/eventQueue.js';

type Lot = components['schemas']['BidAdminLotData'];

/** What a watcher gets: the lots of the sale whose bids or end time changed since the last poll. */
export interface BulkBiddingEvent {
  houseRef: string;
  catalogRef: string;
  lots: Lot[];
  detectedAt: string;
}

export interface BulkBiddingHubOptions {
  backend: LiveBackend;
  clients: UpstreamClients;
  /** How often a watched sale's lots are polled. */
  pollIntervalMs: number;
  logger: Logger;
}

interface Watcher {
  queue: EventQueue<BulkBiddingEvent>;
  credentials: Credentials;
  /** The lots on the watcher's page; null for every lot. */
  lotRefs: ReadonlySet<string> | null;
}

interface WatchedSale {
  key: string;
  houseRef: string;
  catalogRef: string;
  watchers: Set<Watcher>;
  /** Each lot's last seen state (current bid, count, end), to tell a change. */
  seen: Map<string, string>;
  timer: NodeJS.Timeout | null;
  stopped: boolean;
  unsubscribe: (() => Promise<void>) | null;
}

export interface BulkWatchRequest {
  houseRef: string;
  catalogRef: string;
  lotRefs: readonly string[] | null;
  credentials: Credentials;
  /** Loads the sale's lots with the subscriber's own credentials (and so checks their access). */
  load: () => Promise<Lot[]>;
}

const stateOf = (lot: Lot) =>
  JSON.stringify([
    lot.currentBid,
    lot.bidCount,
    lot.maxBid,
    lot.maxBidder,
    lot.endTime,
    lot.isClosed,
    lot.isExtended,
  ]);

/**
 * Live bulk-bidding updates (beyond sales §4's Refresh): while anyone on this replica watches a
 * sale, one poll loop runs for it, and of all replicas only the holder of the sale's lease polls
 * upstream (every page of lots, in parallel) each interval. Changed lots are published on the sale's
 * channel; every replica hands them to its watchers, each filtered to the lots on their page. So
 * however many watch a sale, the bid-admin service sees one poll per interval.
 */
export class BulkBiddingHub {
  readonly #sales = new Map<string, Promise<WatchedSale>>();
  #closed = false;

  constructor(private readonly options: BulkBiddingHubOptions) {}

  /** Sales watched on this replica (diagnostics, tests). */
  get watchedSales(): number {
    return this.#sales.size;
  }

  async watch(request: BulkWatchRequest): Promise<AsyncIterableIterator<BulkBiddingEvent>> {
    if (this.#closed) throw new Error('The live update hub is closed');
    const key = `${this.options.backend.keyPrefix}bulkBidding:${request.houseRef}:${request.catalogRef}`;
    // The subscriber's own load checks their access, whoever else already watches.
    const lots = await request.load();
    let pending = this.#sales.get(key);
    if (!pending) {
      pending = this.#start(key, request, lots);
      this.#sales.set(key, pending);
      pending.catch(() => {
        if (this.#sales.get(key) === pending) this.#sales.delete(key);
      });
    }
    const sale = await pending;
    if (sale.stopped) return this.watch(request);
    const watcher: Watcher = {
      credentials: request.credentials,
      lotRefs: request.lotRefs ? new Set(request.lotRefs) : null,
      queue: new EventQueue<BulkBiddingEvent>(() => this.#leave(sale, watcher), 50),
    };
    sale.watchers.add(watcher);
    return watcher.queue;
  }

  async close(): Promise<void> {
    this.#closed = true;
    const sales = await Promise.allSettled([...this.#sales.values()]);
    this.#sales.clear();
    for (const result of sales)
      if (result.status === 'fulfilled') {
        for (const watcher of [...result.value.watchers]) watcher.queue.close();
        await this.#stop(result.value);
      }
  }

  async #start(key: string, request: BulkWatchRequest, lots: Lot[]): Promise<WatchedSale> {
    const sale: WatchedSale = {
      key,
      houseRef: request.houseRef,
      catalogRef: request.catalogRef,
      watchers: new Set(),
      seen: new Map(lots.map((lot) => [lot.lotRef, stateOf(lot)])),
      timer: null,
      stopped: false,
      unsubscribe: null,
    };
    sale.unsubscribe = await this.options.backend.pubsub.subscribe(key, (message) =>
      this.#deliver(sale, message),
    );
    this.#schedule(sale);
    return sale;
  }

  #deliver(sale: WatchedSale, message: string): void {
    let event: BulkBiddingEvent;
    try {
      event = JSON.parse(message) as BulkBiddingEvent;
    } catch {
      return;
    }
    if (
      event.houseRef !== sale.houseRef ||
      event.catalogRef !== sale.catalogRef ||
      !Array.isArray(event.lots)
    )
      return;
    // Another replica's poll: remember it, so this one does not announce it again when it polls.
    for (const lot of event.lots) sale.seen.set(lot.lotRef, stateOf(lot));
    for (const watcher of sale.watchers) {
      const lots = watcher.lotRefs ? event.lots.filter((l) => watcher.lotRefs?.has(l.lotRef)) : event.lots;
      if (lots.length > 0) watcher.queue.push({ ...event, lots });
    }
  }

  #leave(sale: WatchedSale, watcher: Watcher): void {
    sale.watchers.delete(watcher);
    if (sale.watchers.size > 0 || sale.stopped) return;
    this.#sales.delete(sale.key);
    void this.#stop(sale);
  }

  async #stop(sale: WatchedSale): Promise<void> {
    if (sale.stopped) return;
    sale.stopped = true;
    if (sale.timer) clearTimeout(sale.timer);
    try {
      await this.options.backend.leases.release(`${sale.key}:lease`);
      await sale.unsubscribe?.();
    } catch (error) {
      this.options.logger.warn('Stopping a bulk-bidding poll loop failed', {
        sale: sale.key,
        error: String(error),
      });
    }
  }

  #schedule(sale: WatchedSale, delayMs = this.options.pollIntervalMs): void {
    if (sale.stopped) return;
    sale.timer = setTimeout(() => void this.#tick(sale), Math.max(0, delayMs));
  }

  async #tick(sale: WatchedSale): Promise<void> {
    const started = Date.now();
    try {
      const won = await this.options.backend.leases.acquire(
        `${sale.key}:lease`,
        this.options.pollIntervalMs * 3,
      );
      if (!won) return;
      const lots = await this.#poll(sale);
      if (!lots) return;
      const changed = lots.filter((lot) => sale.seen.get(lot.lotRef) !== stateOf(lot));
      if (changed.length === 0) return;
      const event: BulkBiddingEvent = {
        houseRef: sale.houseRef,
        catalogRef: sale.catalogRef,
        lots: changed,
        detectedAt: new Date().toISOString(),
      };
      await this.options.backend.pubsub.publish(sale.key, JSON.stringify(event));
    } catch (error) {
      this.options.logger.warn('Bulk-bidding poll round failed', { sale: sale.key, error: String(error) });
    } finally {
      this.#schedule(sale, this.options.pollIntervalMs - (Date.now() - started));
    }
  }

  /** Every lot, on behalf of a watcher whose session still works; null when none does. */
  async #poll(sale: WatchedSale): Promise<Lot[] | null> {
    for (;;) {
      const watcher = sale.watchers.values().next().value;
      if (!watcher || sale.stopped) return null;
      const rest = restServices(this.options.clients, () => ({
        credentials: watcher.credentials,
        log: null,
      }));
      const page = (n: number) =>
        rest.bidAdmin.GET('/auctions/bidAdmin/catalog/{catalogRef}/lots', {
          params: { path: { catalogRef: sale.catalogRef }, query: { page: n, size: BULK_LOTS_PAGE_SIZE } },
        });
      try {
        const first = (await page(0)).data;
        const rest_ = await Promise.all(
          Array.from({ length: Math.max(0, first.page.totalPages - 1) }, (_, i) => page(i + 1)),
        );
        return [first, ...rest_.map((r) => r.data)].flatMap((p) => p._embedded.bidAdminLotDataList);
      } catch (error) {
        if (
          error instanceof UpstreamError &&
          (error.code === ErrorCode.UNAUTHENTICATED || error.code === ErrorCode.FORBIDDEN)
        ) {
          // This subscriber lost their session or access: their subscription ends; poll for the others.
          watcher.queue.close();
          continue;
        }
        throw error;
      }
    }
  }
}
