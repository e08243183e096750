import type { InvoiceChangeField } from '../../../__generated__/resolvers-types.js';
import type { Credentials } from '../../../auth/credentials.js';
import { ErrorCode } from '../../../errors.js';
import type { LiveBackend } from '../../../live/liveBackend.js';
import type { Logger } from '../../../logger.js';
import type { UpstreamClients } from '../../../rest/clients.js';
import { UpstreamError } from '../../../rest/errors.js';
import { InvoiceEditingApi } from '../../../rest/house/invoiceEditingApi.js';
import type { GroupDetailInfo, InvoiceBidder } from '../../../rest/house/invoiceEditingModels.js';
import { InvoicePaymentsApi } from '../../../rest/house/invoicePaymentsApi.js';
import { restServices, type RestServices } from '../../../rest/services.js';
import { EventQueue } from '../../shippingReviews/live/eventQueue.js';
import {
  changedFields,
  groupKey,
  invoiceState,
  parseGroupEvent,
  type ChangeAuthor,
  type InvoiceGroupEvent,
} from './invoiceGroupEvents.js';

export interface InvoiceGroupHubOptions {
  backend: LiveBackend;
  clients: UpstreamClients;
  /** How often a watched group is polled upstream for changes made elsewhere. */
  pollIntervalMs: number;
  logger: Logger;
}

interface Watcher {
  queue: EventQueue<InvoiceGroupEvent>;
  credentials: Credentials;
}

interface WatchedGroup {
  key: string;
  houseRef: string;
  invoiceGroupId: string;
  watchers: Set<Watcher>;
  /** Each invoice's last known state (invoiceGroupEvents.ts), to tell a change. */
  seen: Map<string, string>;
  /** When this replica last polled the group (the audit trail's entries after it explain a change). */
  lastPollAt: number;
  /** When each invoice's last write through the gateway was announced (a poll begun before is stale for it). */
  writtenAt: Map<string, number>;
  timer: NodeJS.Timeout | null;
  stopped: boolean;
  unsubscribe: (() => Promise<void>) | null;
}

export interface GroupWatchRequest {
  houseRef: string;
  invoiceGroupId: string;
  credentials: Credentials;
  /** Loads the group with the subscriber's own credentials (and so checks their access). */
  load: () => Promise<GroupDetailInfo>;
}

/** A write the gateway made: the invoices as they are after it, what it touched and who made it. */
export interface GroupWrite {
  houseRef: string;
  invoiceGroupId: string;
  invoices: readonly InvoiceBidder[];
  fields: readonly InvoiceChangeField[];
  author: ChangeAuthor;
}

/** The audit trail's name of the scheduled job (upstream invoicePayments/audit.ts). */
const AUTO_CHARGE_ACTOR = 'Auto-charge';
/** An audit entry this much older than the previous poll still explains a change (clock skew). */
const AUDIT_SLACK_MS = 2_000;

/**
 * Live invoice-group updates (invoicing §2.2-§2.4). Two feeds on one channel per group:
 * - the gateway's own writes: each invoice mutation publishes the changed invoices after writing,
 *   with its author (the user, or a script's token), so every watcher on every replica hears at once;
 * - a shared poll for changes made elsewhere (the auto-charge job, another system): while anyone on
 *   this replica watches a group, one poll loop runs for it, and of all replicas only the holder of
 *   the group's lease polls upstream each interval. A changed invoice is published with the author
 *   its audit trail names, when it names one.
 * Every replica remembers each invoice's last state from both feeds, so a write is announced once.
 */
export class InvoiceGroupHub {
  readonly #groups = new Map<string, Promise<WatchedGroup>>();
  #closed = false;

  constructor(private readonly options: InvoiceGroupHubOptions) {}

  /** How long a change the poll found waits for a write through the gateway to announce it. */
  get #writeGraceMs(): number {
    return Math.min(300, this.options.pollIntervalMs / 2);
  }

  /** Groups watched on this replica (diagnostics, tests). */
  get watchedGroups(): number {
    return this.#groups.size;
  }

  async watch(request: GroupWatchRequest): Promise<AsyncIterableIterator<InvoiceGroupEvent>> {
    if (this.#closed) throw new Error('The live update hub is closed');
    const key = groupKey(this.options.backend.keyPrefix, request.houseRef, request.invoiceGroupId);
    // The subscriber's own load checks their access, whoever else already watches.
    const detail = await request.load();
    let pending = this.#groups.get(key);
    if (!pending) {
      pending = this.#start(key, request, detail);
      this.#groups.set(key, pending);
      pending.catch(() => {
        if (this.#groups.get(key) === pending) this.#groups.delete(key);
      });
    }
    const group = await pending;
    if (group.stopped) return this.watch(request);
    const watcher: Watcher = {
      credentials: request.credentials,
      queue: new EventQueue<InvoiceGroupEvent>(() => this.#leave(group, watcher), 100),
    };
    group.watchers.add(watcher);
    return watcher.queue;
  }

  /** After a write through the gateway: tells every watcher on every replica. Never throws. */
  async written(write: GroupWrite): Promise<void> {
    if (write.invoices.length === 0 || write.fields.length === 0) return;
    const key = groupKey(this.options.backend.keyPrefix, write.houseRef, write.invoiceGroupId);
    const states = Object.fromEntries(write.invoices.map((i) => [String(i.invoiceID), invoiceState(i)]));
    // This replica's poll must not announce it again, even before the message comes back.
    const local = await this.#groups.get(key)?.catch(() => null);
    for (const [id, state] of Object.entries(states)) {
      local?.seen.set(id, state);
      local?.writtenAt.set(id, Date.now());
    }
    await this.#publish(key, {
      houseRef: write.houseRef,
      invoiceGroupId: write.invoiceGroupId,
      invoiceIds: Object.keys(states),
      fields: [...write.fields],
      author: write.author,
      changedAt: new Date().toISOString(),
      states,
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    const groups = await Promise.allSettled([...this.#groups.values()]);
    this.#groups.clear();
    for (const result of groups)
      if (result.status === 'fulfilled') {
        for (const watcher of [...result.value.watchers]) watcher.queue.close();
        await this.#stop(result.value);
      }
  }

  async #start(key: string, request: GroupWatchRequest, detail: GroupDetailInfo): Promise<WatchedGroup> {
    const group: WatchedGroup = {
      key,
      houseRef: request.houseRef,
      invoiceGroupId: request.invoiceGroupId,
      watchers: new Set(),
      seen: new Map(detail.invoiceBidders.map((i) => [String(i.invoiceID), invoiceState(i)])),
      lastPollAt: Date.now(),
      writtenAt: new Map(),
      timer: null,
      stopped: false,
      unsubscribe: null,
    };
    group.unsubscribe = await this.options.backend.pubsub.subscribe(key, (message) =>
      this.#deliver(group, message),
    );
    this.#schedule(group);
    return group;
  }

  #deliver(group: WatchedGroup, message: string): void {
    const event = parseGroupEvent(message);
    if (!event || event.houseRef !== group.houseRef || event.invoiceGroupId !== group.invoiceGroupId) return;
    for (const [id, state] of Object.entries(event.states)) {
      group.seen.set(id, state);
      if (!event.polled) group.writtenAt.set(id, Date.now());
    }
    for (const watcher of group.watchers) watcher.queue.push(event);
  }

  #leave(group: WatchedGroup, watcher: Watcher): void {
    group.watchers.delete(watcher);
    if (group.watchers.size > 0 || group.stopped) return;
    this.#groups.delete(group.key);
    void this.#stop(group);
  }

  async #stop(group: WatchedGroup): Promise<void> {
    if (group.stopped) return;
    group.stopped = true;
    if (group.timer) clearTimeout(group.timer);
    try {
      await this.options.backend.leases.release(`${group.key}:lease`);
      await group.unsubscribe?.();
    } catch (error) {
      this.options.logger.warn('Stopping an invoice group poll loop failed', {
        group: group.key,
        error: String(error),
      });
    }
  }

  #schedule(group: WatchedGroup, delayMs = this.options.pollIntervalMs): void {
    if (group.stopped) return;
    group.timer = setTimeout(() => void this.#tick(group), Math.max(0, delayMs));
  }

  async #tick(group: WatchedGroup): Promise<void> {
    const started = Date.now();
    try {
      const won = await this.options.backend.leases.acquire(
        `${group.key}:lease`,
        this.options.pollIntervalMs * 3,
      );
      if (!won) return;
      const polled = await this.#poll(group);
      if (!polled) return;
      const since = group.lastPollAt;
      group.lastPollAt = started;
      const detected = polled.detail.invoiceBidders.flatMap((invoice) => {
        const id = String(invoice.invoiceID);
        const state = invoiceState(invoice);
        const fields = changedFields(group.seen.get(id), state);
        return fields.length > 0 ? [{ id, state, fields }] : [];
      });
      if (detected.length === 0) return;
      // A write through the gateway may be between its upstream call and its announcement (it reloads
      // the invoices first): give it a moment, then compare again with what it announced.
      await new Promise((resolve) => setTimeout(resolve, this.#writeGraceMs));
      const changes = detected.flatMap(({ id, state }) => {
        // Written through the gateway while this poll was under way: its answer may be the older one.
        if ((group.writtenAt.get(id) ?? 0) >= started) return [];
        const fields = changedFields(group.seen.get(id), state);
        return fields.length > 0 ? [{ id, state, fields }] : [];
      });
      if (changes.length === 0 || group.stopped) return;
      const author = await this.#authorOf(
        polled.rest,
        group.houseRef,
        changes.map((c) => Number(c.id)),
        since,
      );
      const states = Object.fromEntries(changes.map((c) => [c.id, c.state]));
      for (const [id, state] of Object.entries(states)) group.seen.set(id, state);
      await this.#publish(group.key, {
        houseRef: group.houseRef,
        invoiceGroupId: group.invoiceGroupId,
        invoiceIds: changes.map((c) => c.id),
        fields: [...new Set(changes.flatMap((c) => c.fields))],
        author,
        changedAt: new Date().toISOString(),
        states,
        polled: true,
      });
    } catch (error) {
      this.options.logger.warn('Invoice group poll round failed', { group: group.key, error: String(error) });
    } finally {
      this.#schedule(group, this.options.pollIntervalMs - (Date.now() - started));
    }
  }

  /** The group, on behalf of a watcher whose session still works; null when none does. */
  async #poll(group: WatchedGroup): Promise<{ detail: GroupDetailInfo; rest: RestServices } | null> {
    for (;;) {
      const watcher = group.watchers.values().next().value;
      if (!watcher || group.stopped) return null;
      const rest = restServices(this.options.clients, () => ({
        credentials: watcher.credentials,
        log: null,
      }));
      try {
        const detail = await new InvoiceEditingApi(rest.house).groupDetailInfo(
          group.houseRef,
          group.invoiceGroupId,
        );
        return { detail, rest };
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

  /**
   * Who made a change seen by polling: the newest audit entry of those invoices since the previous
   * poll (the audit trail records money changes: paid, charges, card charges, auto-charge), else
   * nobody this product knows.
   */
  async #authorOf(
    rest: RestServices,
    houseRef: string,
    invoiceIds: readonly number[],
    since: number,
  ): Promise<ChangeAuthor> {
    const elsewhere: ChangeAuthor = { kind: 'ELSEWHERE', name: null, userRef: null };
    try {
      const entries = await new InvoicePaymentsApi(rest.house).auditTrail(houseRef, invoiceIds);
      const recent = entries
        .filter((e) => Date.parse(e.at) >= since - AUDIT_SLACK_MS)
        .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))[0];
      if (!recent) return elsewhere;
      if (recent.actor === AUTO_CHARGE_ACTOR) return { kind: 'AUTO_CHARGE', name: null, userRef: null };
      return { kind: 'USER', name: recent.actor, userRef: null };
    } catch {
      // The trail is an explanation only (it needs the payments flag): the change still goes out.
      return elsewhere;
    }
  }

  async #publish(key: string, event: InvoiceGroupEvent): Promise<void> {
    try {
      await this.options.backend.pubsub.publish(key, JSON.stringify(event));
    } catch (error) {
      this.options.logger.warn('Publishing an invoice group change failed', {
        group: key,
        error: String(error),
      });
    }
  }
}
