import { BULK_LOTS_PAGE_SIZE } from '@ah/schema';
import type { components } from '../../../__generated__/upstream/bidAdmin.js';
import type { Credentials } from '../../../auth/credentials.js';
import type { LiveBackend } from '../../../live/liveBackend.js';
import type { Logger } from '../../../logger.js';
import type { UpstreamClients } from '../../../rest/clients.js';
import { restServices } from '../../../rest/services.js';
import { WatchedTopics, type Topic } from '../../../live/watchedTopics.js';
import { WatchedLots } from './watchedLots.js';

// The hub on every context: context.hubs.bulkBidding (context.ts ModuleHubs).
declare module '../../../context.js' {
  interface ModuleHubs {
    bulkBidding: BulkBiddingHub;
  }
}

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

/** A watched sale: each lot's last seen state (current bid, count, end), to tell a change. */
interface SaleState {
  houseRef: string;
  catalogRef: string;
  seen: Map<string, string>;
}

/** What the hub keeps of a watcher: the lots on their page; null for every lot. */
type PageOfLots = ReadonlySet<string> | null;

type WatchedSale = Topic<SaleState, BulkBiddingEvent, PageOfLots>;

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

/** The most lots one lotsByRef call takes (the contract's LotRefsRequest). */
const LOTS_PER_CALL = 500;

/**
 * Live bulk-bidding updates (beyond sales §4's Refresh): while anyone on this replica watches a
 * sale, one poll loop runs for it, and of all replicas only the holder of the sale's lease polls
 * upstream each interval. It reads the lots the watchers of every replica have on their pages
 * (lotsByRef, 500 a call), so a poll costs the pages watched, not the sale; only a watcher of every
 * lot makes it read every page. Changed lots are published on the sale's channel; every replica
 * hands them to its watchers, each filtered to the lots on their page. So however many watch a sale,
 * the bid-admin service sees one poll per interval.
 */
export class BulkBiddingHub {
  readonly #sales: WatchedTopics<SaleState, BulkBiddingEvent, PageOfLots>;
  readonly #watched: WatchedLots;

  constructor(private readonly options: BulkBiddingHubOptions) {
    this.#watched = new WatchedLots(
      options.backend.redis,
      options.backend.replicaId,
      options.pollIntervalMs * 4,
    );
    this.#sales = new WatchedTopics({
      ...options,
      label: 'bulk-bidding sale',
      queueCapacity: 50,
      deliver: (sale, message) => this.#deliver(sale, message),
      beforeRound: (sale) => this.#watched.announce(sale.key, ownLots(sale)),
      tick: (sale) => this.#tick(sale),
      release: (sale) => this.#watched.withdraw(sale.key),
      leasePerTopic: true,
    });
  }

  /** Sales watched on this replica (diagnostics, tests). */
  get watchedSales(): number {
    return this.#sales.size;
  }

  async watch(request: BulkWatchRequest): Promise<AsyncIterableIterator<BulkBiddingEvent>> {
    const key = `${this.options.backend.keyPrefix}bulkBidding:${request.houseRef}:${request.catalogRef}`;
    // The subscriber's own load checks their access, whoever else already watches.
    const lots = await request.load();
    const who = {
      credentials: request.credentials,
      meta: request.lotRefs ? new Set(request.lotRefs) : null,
    };
    return this.#sales.watch(key, who, () => ({
      houseRef: request.houseRef,
      catalogRef: request.catalogRef,
      seen: new Map(lots.map((lot) => [lot.lotRef, stateOf(lot)])),
    }));
  }

  close(): Promise<void> {
    return this.#sales.close();
  }

  #deliver(sale: WatchedSale, message: string): void {
    let event: BulkBiddingEvent;
    try {
      event = JSON.parse(message) as BulkBiddingEvent;
    } catch {
      return;
    }
    const { state } = sale;
    if (
      event.houseRef !== state.houseRef ||
      event.catalogRef !== state.catalogRef ||
      !Array.isArray(event.lots)
    )
      return;
    // Another replica's poll: remember it, so this one does not announce it again when it polls.
    for (const lot of event.lots) state.seen.set(lot.lotRef, stateOf(lot));
    for (const watcher of sale.watchers) {
      const page = watcher.meta;
      const lots = page ? event.lots.filter((l) => page.has(l.lotRef)) : event.lots;
      if (lots.length > 0) watcher.queue.push({ ...event, lots });
    }
  }

  async #tick(sale: WatchedSale): Promise<void> {
    const wanted = await this.#watched.union(sale.key, ownLots(sale));
    const lots = await this.#sales.asWatcher(sale, (credentials) =>
      wanted ? this.#lotsByRef(sale, credentials, wanted) : this.#allLots(sale, credentials),
    );
    if (!lots) return;
    // A lot first seen now (the sale was started by a watcher of one page) is remembered, not
    // announced: nobody's page holds a state of it older than their own query.
    const changed = lots.filter((lot) => {
      const before = sale.state.seen.get(lot.lotRef);
      if (before === undefined) sale.state.seen.set(lot.lotRef, stateOf(lot));
      return before !== undefined && before !== stateOf(lot);
    });
    // Stopped meanwhile: its lease is given back, and another replica's poll announces instead.
    if (changed.length === 0 || sale.stopped) return;
    await this.options.backend.pubsub.publish(
      sale.key,
      JSON.stringify({
        houseRef: sale.state.houseRef,
        catalogRef: sale.state.catalogRef,
        lots: changed,
        detectedAt: new Date().toISOString(),
      } satisfies BulkBiddingEvent),
    );
  }

  /** The watched lots only, 500 a call. */
  async #lotsByRef(sale: WatchedSale, credentials: Credentials, refs: ReadonlySet<string>): Promise<Lot[]> {
    const rest = restServices(this.options.clients, () => ({ credentials, log: null }));
    const all = [...refs];
    const chunks = Array.from({ length: Math.ceil(all.length / LOTS_PER_CALL) }, (_, i) =>
      all.slice(i * LOTS_PER_CALL, (i + 1) * LOTS_PER_CALL),
    );
    const answers = await Promise.all(
      chunks.map((lotRefs) =>
        rest.bidAdmin.POST('/auctions/bidAdmin/catalog/{catalogRef}/lotsByRef', {
          params: { path: { catalogRef: sale.state.catalogRef } },
          body: { lotRefs },
        }),
      ),
    );
    return answers.flatMap((answer) => answer.data.data.lots);
  }

  /** Every lot of the sale, every page at once (a watcher of every lot). */
  async #allLots(sale: WatchedSale, credentials: Credentials): Promise<Lot[]> {
    const rest = restServices(this.options.clients, () => ({ credentials, log: null }));
    const page = (n: number) =>
      rest.bidAdmin.GET('/auctions/bidAdmin/catalog/{catalogRef}/lots', {
        params: {
          path: { catalogRef: sale.state.catalogRef },
          query: { page: n, size: BULK_LOTS_PAGE_SIZE },
        },
      });
    const first = (await page(0)).data;
    const others = await Promise.all(
      Array.from({ length: Math.max(0, first.page.totalPages - 1) }, (_, i) => page(i + 1)),
    );
    return [first, ...others.map((r) => r.data)].flatMap((p) => p._embedded.bidAdminLotDataList);
  }
}

/** The lots this replica's watchers of the sale have on their pages; null when one watches every lot. */
function ownLots(sale: WatchedSale): ReadonlySet<string> | null {
  const lots = new Set<string>();
  for (const watcher of sale.watchers) {
    if (watcher.meta === null) return null;
    for (const lot of watcher.meta) lots.add(lot);
  }
  return lots;
}
