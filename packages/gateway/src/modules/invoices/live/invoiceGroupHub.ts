import type { InvoiceChangeField } from '../../../__generated__/resolvers-types.js';
import type { Credentials } from '../../../auth/credentials.js';
import type { LiveBackend } from '../../../live/liveBackend.js';
import type { Logger } from '../../../logger.js';
import type { UpstreamClients } from '../../../rest/clients.js';
import { InvoiceApi } from '../providers/invoiceApi.js';
import type { GroupDetailInfo, InvoiceBidder } from '../providers/invoiceApiModels.js';
import { InvoicePaymentsApi } from '../../../rest/house/invoicePaymentsApi.js';
import { restServices, type RestServices } from '../../../rest/services.js';
import { WatchedTopics, type Topic } from '../../../live/watchedTopics.js';
import {
  changedFields,
  groupKey,
  invoiceState,
  parseGroupEvent,
  type ChangeAuthor,
  type InvoiceGroupEvent,
} from './invoiceGroupEvents.js';

// The hub on every context: context.hubs.invoices (context.ts ModuleHubs).
declare module '../../../context.js' {
  interface ModuleHubs {
    invoices: InvoiceGroupHub;
  }
}

export interface InvoiceGroupHubOptions {
  backend: LiveBackend;
  clients: UpstreamClients;
  /** How often a watched group is polled upstream for changes made elsewhere. */
  pollIntervalMs: number;
  logger: Logger;
}

/** A watched group: each invoice's last known state (invoiceGroupEvents.ts), to tell a change. */
interface GroupState {
  houseRef: string;
  invoiceGroupId: string;
  seen: Map<string, string>;
  /** When this replica last polled the group (the audit trail's entries after it explain a change). */
  lastPollAt: number;
  /** When each invoice's last write through the gateway was announced (a poll begun before is stale for it). */
  writtenAt: Map<string, number>;
}

type WatchedGroup = Topic<GroupState, InvoiceGroupEvent>;

export interface GroupWatchRequest {
  houseRef: string;
  invoiceGroupId: string;
  credentials: Credentials;
  /** Lists the group's invoice ids with the subscriber's own credentials (and so checks their access). */
  listIds: () => Promise<number[]>;
  /** Reads those invoices, for the first watcher on this replica (their starting states). */
  load: (ids: readonly number[]) => AsyncIterable<GroupDetailInfo>;
}

/** A write the gateway made: the invoices as they are after it, what it touched and who made it. */
export interface GroupWrite {
  houseRef: string;
  invoiceGroupId: string;
  invoices: readonly InvoiceBidder[];
  fields: readonly InvoiceChangeField[];
  author: ChangeAuthor;
}

/** Each invoice's state by id, a chunk of the group at a time (only the states are kept). */
async function statesOf(chunks: AsyncIterable<GroupDetailInfo>): Promise<Map<string, string>> {
  const states = new Map<string, string>();
  for await (const chunk of chunks)
    for (const invoice of chunk.invoiceBidders) states.set(String(invoice.invoiceID), invoiceState(invoice));
  return states;
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
  readonly #groups: WatchedTopics<GroupState, InvoiceGroupEvent>;
  /** Writes under way through this replica, by group key (see beginWrite). */
  readonly #writing = new Map<string, number>();

  constructor(private readonly options: InvoiceGroupHubOptions) {
    this.#groups = new WatchedTopics({
      ...options,
      label: 'invoice group',
      queueCapacity: 100,
      deliver: (group, message) => this.#deliver(group, message),
      tick: (group, startedAt) => this.#tick(group, startedAt),
      leasePerTopic: true,
    });
  }

  /** How long a change the poll found waits for a write through the gateway to announce it. */
  get #writeGraceMs(): number {
    return Math.min(300, this.options.pollIntervalMs / 2);
  }

  /** Groups watched on this replica (diagnostics, tests). */
  get watchedGroups(): number {
    return this.#groups.size;
  }

  async watch(request: GroupWatchRequest): Promise<AsyncIterableIterator<InvoiceGroupEvent>> {
    const key = groupKey(this.options.backend.keyPrefix, request.houseRef, request.invoiceGroupId);
    // Every subscriber's access is checked with their own credentials, whoever else already watches;
    // the group is read whole only when nobody on this replica watches it yet.
    const ids = await request.listIds();
    return this.#groups.watch(key, { credentials: request.credentials, meta: null }, async () => ({
      houseRef: request.houseRef,
      invoiceGroupId: request.invoiceGroupId,
      seen: await statesOf(request.load(ids)),
      lastPollAt: Date.now(),
      writtenAt: new Map(),
    }));
  }

  /**
   * A write through the gateway begins on the group: until the returned `done` is called, this
   * replica's poll announces no change of the group. A whole-group write rereads thousands of
   * invoices before it announces itself, longer than the poll's short grace, which would otherwise
   * announce the same change first under another author.
   */
  beginWrite(houseRef: string, invoiceGroupId: string): () => void {
    const key = groupKey(this.options.backend.keyPrefix, houseRef, invoiceGroupId);
    this.#writing.set(key, (this.#writing.get(key) ?? 0) + 1);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const left = (this.#writing.get(key) ?? 1) - 1;
      if (left > 0) this.#writing.set(key, left);
      else this.#writing.delete(key);
    };
  }

  /** After a write through the gateway: tells every watcher on every replica. Never throws. */
  async written(write: GroupWrite): Promise<void> {
    if (write.invoices.length === 0 || write.fields.length === 0) return;
    const key = groupKey(this.options.backend.keyPrefix, write.houseRef, write.invoiceGroupId);
    const states = Object.fromEntries(write.invoices.map((i) => [String(i.invoiceID), invoiceState(i)]));
    // This replica's poll must not announce it again, even before the message comes back.
    const local = (await this.#groups.find(key))?.state;
    for (const [id, state] of Object.entries(states)) {
      local?.seen.set(id, state);
      local?.writtenAt.set(id, Date.now());
    }
    await this.#groups.publish(key, {
      houseRef: write.houseRef,
      invoiceGroupId: write.invoiceGroupId,
      invoiceIds: Object.keys(states),
      fields: [...write.fields],
      author: write.author,
      changedAt: new Date().toISOString(),
      states,
    });
  }

  close(): Promise<void> {
    return this.#groups.close();
  }

  #deliver(group: WatchedGroup, message: string): void {
    const event = parseGroupEvent(message);
    const { state } = group;
    if (!event || event.houseRef !== state.houseRef || event.invoiceGroupId !== state.invoiceGroupId) return;
    for (const [id, invoice] of Object.entries(event.states)) {
      state.seen.set(id, invoice);
      if (!event.polled) state.writtenAt.set(id, Date.now());
    }
    for (const watcher of group.watchers) watcher.queue.push(event);
  }

  async #tick(group: WatchedGroup, started: number): Promise<void> {
    const { state } = group;
    const polled = await this.#groups.asWatcher(group, async (credentials) => {
      const rest = restServices(this.options.clients, () => ({ credentials, log: null }));
      const api = new InvoiceApi(rest.house);
      const states = await statesOf(api.groupDetailInChunks(state.houseRef, state.invoiceGroupId));
      return { states, rest };
    });
    // A write under way announces its own change; the next round compares with what it announced.
    if (!polled || this.#writing.has(group.key)) return;
    const since = state.lastPollAt;
    state.lastPollAt = started;
    const detected = [...polled.states].flatMap(([id, now]) => {
      const fields = changedFields(state.seen.get(id), now);
      return fields.length > 0 ? [{ id, state: now, fields }] : [];
    });
    if (detected.length === 0) return;
    // A write through the gateway may be between its upstream call and its announcement (it reloads
    // the invoices first): give it a moment, then compare again with what it announced.
    await new Promise((resolve) => setTimeout(resolve, this.#writeGraceMs));
    const changes = detected.flatMap(({ id, state: now }) => {
      // Written through the gateway while this poll was under way: its answer may be the older one.
      if ((state.writtenAt.get(id) ?? 0) >= started) return [];
      const fields = changedFields(state.seen.get(id), now);
      return fields.length > 0 ? [{ id, state: now, fields }] : [];
    });
    if (changes.length === 0 || group.stopped || this.#writing.has(group.key)) return;
    const author = await this.#authorOf(
      polled.rest,
      state.houseRef,
      changes.map((c) => Number(c.id)),
      since,
    );
    const states = Object.fromEntries(changes.map((c) => [c.id, c.state]));
    for (const [id, invoice] of Object.entries(states)) state.seen.set(id, invoice);
    await this.#groups.publish(group.key, {
      houseRef: state.houseRef,
      invoiceGroupId: state.invoiceGroupId,
      invoiceIds: changes.map((c) => c.id),
      fields: [...new Set(changes.flatMap((c) => c.fields))],
      author,
      changedAt: new Date().toISOString(),
      states,
      polled: true,
    });
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
}
