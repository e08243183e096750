import type { components } from '../../../__generated__/upstream/house.js';
import type { GatewayContext } from '../../../context.js';
import { bidderQueryKey, matchingBidders, type BidderQuery } from './bidderPaging.js';

type Schemas = components['schemas'];
type SessionResults = Schemas['SessionResults'];

/** One page of bidders as the connection needs it. */
export interface BidderPageAnswer {
  bidders: Schemas['ResultBidder'][];
  /** Bidders matching over every page. */
  count: number;
}

/**
 * The reads of one results report in one request (sales §7 POST /catalogs/sessionResults): each
 * distinct page is asked once, with the paging extension of house.yaml (a page of bidders,
 * searched and filtered by the service, `bidderCount` beside it); the legacy whole answer only when
 * the deprecated `bidders` asks for it, or when the service lacks the extension (its answer has no
 * `bidderCount`), and then every page is cut from that one answer. Nothing outlives the request.
 */
export class SaleResultsReader {
  private readonly pages = new Map<string, Promise<SessionResults>>();
  private wholeAnswer: Promise<SessionResults> | null = null;

  constructor(
    private readonly context: GatewayContext,
    private readonly houseRef: string,
    readonly catalogRefs: readonly string[],
  ) {}

  /** Every bidder with every lot (the legacy answer). */
  whole(): Promise<SessionResults> {
    this.wholeAnswer ??= this.post({});
    return this.wholeAnswer;
  }

  /** The page's bidders: the service's page, or cut from a whole answer. */
  async page(q: BidderQuery): Promise<BidderPageAnswer> {
    if (this.wholeAnswer) return cut(await this.wholeAnswer, q);
    const answer = await this.answerFor(q);
    if (answer.bidderCount === undefined) return cut(answer, q);
    return { bidders: answer.groupedData, count: answer.bidderCount };
  }

  /**
   * The service's answer for the page: its grand totals and headers are the report's whatever the
   * page, so the report's other fields read them from here.
   */
  async answerFor(q: BidderQuery): Promise<SessionResults> {
    if (this.wholeAnswer) return this.wholeAnswer;
    const key = bidderQueryKey(q);
    let call = this.pages.get(key);
    if (!call) {
      call = this.post({
        limit: q.window.limit,
        offset: q.window.offset,
        ...(q.search ? { search: q.search } : {}),
        ...(q.lotFilter !== 'all' ? { lotFilter: q.lotFilter } : {}),
      });
      this.pages.set(key, call);
    }
    const answer = await call;
    // No extension: this is the whole answer; later pages are cut from it without asking again.
    if (answer.bidderCount === undefined) this.wholeAnswer ??= call;
    return answer;
  }

  private async post(query: {
    limit?: number;
    offset?: number;
    search?: string;
    lotFilter?: BidderQuery['lotFilter'];
  }): Promise<SessionResults> {
    const res = await this.context.rest.house.POST('/app/house/{houseRef}/catalogs/sessionResults', {
      params: { path: { houseRef: this.houseRef }, query },
      body: { catalogRefs: [...this.catalogRefs] },
    });
    return res.data.data;
  }
}

function cut(answer: SessionResults, q: BidderQuery): BidderPageAnswer {
  const matching = matchingBidders(answer.groupedData, q.search, q.lotFilter);
  return {
    bidders: matching.slice(q.window.offset, q.window.offset + q.window.limit),
    count: matching.length,
  };
}
