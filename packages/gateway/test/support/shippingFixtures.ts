import type { startUpstream } from '@ah/upstream/testing';
import { expect } from 'vitest';
import { startFaultProxy, type Fault } from './faultProxy.js';

type Upstream = Awaited<ReturnType<typeof startUpstream>>;

/** The demo house's first upcoming session: the seed gives it reviews in every status. */
export async function everyStatusCatalog(upstream: Upstream): Promise<{
  catalogId: string;
  title: string;
  pendingReviewIds: string[];
  readyReviewIds: string[];
  failedReviewIds: string[];
}> {
  const catalog = await upstream.db
    .selectFrom('catalogs as c')
    .innerJoin('houses as h', 'h.id', 'c.house_id')
    .select(['c.id', 'c.title'])
    .where('h.user_name', '=', 'demo')
    .where('c.starts_at', '>', new Date())
    .orderBy('c.starts_at')
    .orderBy('c.id')
    .executeTakeFirstOrThrow();
  const reviews = await upstream.db
    .selectFrom('shipping_reviews')
    .select(['id', 'status'])
    .where('catalog_id', '=', catalog.id)
    .orderBy('id')
    .execute();
  const ids = (...statuses: string[]) =>
    reviews.filter((r) => statuses.includes(r.status)).map((r) => String(r.id));
  return {
    catalogId: String(catalog.id),
    title: catalog.title,
    pendingReviewIds: ids('pending', 'processing'),
    readyReviewIds: ids('awaiting_approval'),
    failedReviewIds: ids('failed'),
  };
}

const REVIEW_POLL = /^\/api\/shipping\/review\/(\d+)$/;

/**
 * A transparent proxy in front of the shipping service that counts each review's polls
 * (GET /api/shipping/review/{id}) and can break chosen requests. Every request reaches the real upstream.
 */
export async function startPollCounter(upstreamUrl: string) {
  const proxy = await startFaultProxy(upstreamUrl);
  const polls = new Map<string, number>();
  const counter: Fault = {
    match: (method, path) => {
      const id = REVIEW_POLL.exec(path.split('?')[0] ?? '')?.[1];
      if (method === 'GET' && id) polls.set(id, (polls.get(id) ?? 0) + 1);
      return false;
    },
    respond: () => undefined,
  };
  proxy.faults.push(counter);
  return {
    url: proxy.url,
    faults: proxy.faults,
    polls,
    reset: () => polls.clear(),
    total: () => [...polls.values()].reduce((a, b) => a + b, 0),
    close: proxy.close,
  };
}

export const SHIPPING_REVIEW_UPDATED = /* GraphQL */ `
  subscription Live($catalogId: ID!) {
    shippingReviewUpdated(catalogId: $catalogId) {
      catalog {
        id
        counts {
          all
          readyToConfirm
          needsReview
          inProgress
        }
      }
      review {
        id
        status
        statusLabel
        canConfirm
      }
      error
      detectedAt
    }
  }
`;

export interface UpdatePayload {
  shippingReviewUpdated: {
    catalog: {
      id: string;
      counts: { all: number; readyToConfirm: number; needsReview: number; inProgress: number };
    };
    review: { id: string; status: string; statusLabel: string; canConfirm: boolean } | null;
    error: string | null;
    detectedAt: string;
  };
}

/**
 * Counts the polls of `reviewIds` over a window that lasts until each was polled `atLeast` times,
 * however slow the machine. `most` is what one poll per interval allows in that window (a poll per
 * subscriber or per replica would exceed it): a busy machine only makes the window longer.
 */
export async function pollWindow(
  counter: Awaited<ReturnType<typeof startPollCounter>>,
  reviewIds: readonly string[],
  intervalMs: number,
  atLeast: number,
): Promise<{ polls: Map<string, number>; most: number }> {
  counter.reset();
  const started = performance.now();
  await expect
    .poll(() => Math.min(...reviewIds.map((id) => counter.polls.get(id) ?? 0)), { timeout: 60_000 })
    .toBeGreaterThanOrEqual(atLeast);
  const polls = new Map(counter.polls);
  const elapsed = performance.now() - started;
  return { polls, most: Math.floor(elapsed / intervalMs) + 2 };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
