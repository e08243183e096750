import { GROUP_TABLE_PAGE_SIZES } from '@ah/schema';
import type { DisputeFilter } from '../../../__generated__/resolvers-types.js';
import type { components, operations } from '../../../__generated__/upstream/house.js';
import type { GatewayContext } from '../../../context.js';
import type { PageWindow, PagingRule } from '../../../shared/connection.js';
import { badUserInput } from '../../../errors.js';
import { parseId } from '../../../input/ids.js';
import { UpstreamError } from '../../../rest/errors.js';

/**
 * A filter's disputes (sales §4 Dispute filters), read from the house service's GET
 * /disputes/{filter}: the whole list for the deprecated field, or one page through the paged
 * extension of that call (x-extension in house.yaml). An upstream without the extension answers
 * every dispute without `totalCount` (or refuses the parameters): the gateway then keeps the ids and
 * pages the whole list itself, in the service's order.
 */

/** The table's pages: the spec's table sizes 50, 100 or 200 (sales §9; the disputes have none of their own). */
export const DISPUTE_PAGING: PagingRule = {
  defaultSize: GROUP_TABLE_PAGE_SIZES[0],
  maxSize: 200,
  sizes: GROUP_TABLE_PAGE_SIZES,
};
/** The most disputes an `ids` filter names (an action's selection: the service's 100). */
export const MAX_DISPUTE_IDS = 100;

const FILTERS: Readonly<Record<DisputeFilter, 'open' | 'past6Months' | 'pastYear' | 'all'>> = {
  OPEN: 'open',
  PAST_6_MONTHS: 'past6Months',
  PAST_YEAR: 'pastYear',
  ALL: 'all',
};

type ListQuery = NonNullable<operations['listDisputes']['parameters']['query']>;

interface Listed {
  disputes: components['schemas']['Dispute'][];
  termsAccepted: boolean;
}
export interface DisputePage extends Listed {
  totalCount: number;
}

/** A 400 or 404 of the extension's call: an upstream that may not have it (the plain call tells). */
const mayLackExtension = (error: unknown) =>
  error instanceof UpstreamError && (error.status === 400 || error.status === 404);

/** The `ids` argument as the service's ids, unique, in the order given; BAD_USER_INPUT otherwise. */
export function disputeIdsOf(ids: readonly string[] | null | undefined): number[] | null {
  if (ids == null) return null;
  if (ids.length > MAX_DISPUTE_IDS) throw badUserInput(`Give at most ${MAX_DISPUTE_IDS} ids.`, 'ids');
  return [...new Set(ids.map((id, index) => parseId(id, `ids.${index}`)))];
}

/** The reads of one DisputeList: each runs once per request, and termsAccepted shares theirs. */
export class DisputeListReads {
  private wholeRead: Promise<Listed> | null = null;
  private firstRead: Promise<Listed> | null = null;
  private readonly pages = new Map<string, Promise<DisputePage>>();

  constructor(
    private readonly context: GatewayContext,
    readonly filter: DisputeFilter,
  ) {}

  /** Every dispute of the filter (the legacy call). */
  whole(): Promise<Listed> {
    this.wholeRead ??= this.plainCall();
    this.firstRead ??= this.wholeRead;
    return this.wholeRead;
  }

  /** One window of the filter's disputes (only `ids` when given), and how many match. */
  page(window: PageWindow, ids: number[] | null): Promise<DisputePage> {
    const key = `${window.offset}:${window.limit}:${ids?.join(',') ?? ''}`;
    let read = this.pages.get(key);
    if (!read) {
      read = this.pagedCall(window, ids);
      this.pages.set(key, read);
    }
    this.firstRead ??= read;
    return read;
  }

  /**
   * Whether the house accepted the dispute terms: every answer of the call carries it, so it comes
   * from whichever read a sibling field started (their resolvers run before this continues); a
   * one-dispute page when none asked.
   */
  async termsAccepted(): Promise<boolean> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    const read = this.firstRead ?? this.page({ offset: 0, limit: 1, page: 1 }, null);
    return (await read).termsAccepted;
  }

  private async plainCall(): Promise<Listed> {
    const houseRef = await this.context.houseRef();
    const res = await this.context.rest.house.GET('/app/house/{houseRef}/disputes/{filter}', {
      params: { path: { houseRef, filter: FILTERS[this.filter] } },
    });
    return { disputes: res.data.data.disputes, termsAccepted: res.data.data.disputeTermsAccepted };
  }

  private async pagedCall(window: PageWindow, ids: number[] | null): Promise<DisputePage> {
    if (ids !== null && ids.length === 0) {
      const { termsAccepted } = await this.page({ offset: 0, limit: 1, page: 1 }, null);
      return { disputes: [], totalCount: 0, termsAccepted };
    }
    const houseRef = await this.context.houseRef();
    // `limit` at least 1: a `first: 0` window still counts.
    const query: ListQuery = {
      offset: String(window.offset),
      limit: String(Math.max(1, window.limit)),
      ...(ids ? { ids: ids.join(',') } : {}),
    };
    const paged = await this.context.rest.house
      .GET('/app/house/{houseRef}/disputes/{filter}', {
        params: { path: { houseRef, filter: FILTERS[this.filter] }, query },
      })
      .then((res) => res.data.data)
      .catch((error: unknown) => {
        if (mayLackExtension(error)) return null;
        throw error;
      });
    if (paged && typeof paged.totalCount === 'number')
      return {
        disputes: paged.disputes.slice(0, window.limit),
        totalCount: paged.totalCount,
        termsAccepted: paged.disputeTermsAccepted,
      };
    const whole = paged
      ? { disputes: paged.disputes, termsAccepted: paged.disputeTermsAccepted }
      : await this.whole();
    const kept = ids ? whole.disputes.filter((d) => ids.includes(d.disputeInfo.disputeID)) : whole.disputes;
    return {
      disputes: kept.slice(window.offset, window.offset + window.limit),
      totalCount: kept.length,
      termsAccepted: whole.termsAccepted,
    };
  }
}
