import { bidChoices } from '@ah/schema';
import type { BidAdminLot } from './bidAdminApi.js';
import { centsToMoney } from './money.js';

const money = (cents: number | null) => (cents === null ? null : centsToMoney(cents));

/**
 * A lot of the bulk-bidding page with the GraphQL field names (sales §4). A sale has thousands of
 * lots of ~20 fields each: as plain properties and prototype getters, graphql-jit reads them without
 * a resolver call per field, and a getter computes only what the query selects (the 50 bid choices
 * of an open lot are the dearest). Only `bidHistory`, which needs the request's loaders, keeps a
 * resolver.
 */
export class BulkBiddingLotView {
  readonly lotRef: string;
  readonly lotNumber: BidAdminLot['lotNumber'];
  readonly lotNumberExtension: string;
  readonly description: BidAdminLot['lotDescription'];
  readonly lotUrl: BidAdminLot['lotUrl'];
  readonly lotImageUrl: BidAdminLot['lotImageUrl'];
  readonly consignor: BidAdminLot['consignor'];
  readonly bidCount: number;
  readonly maxBidder: BidAdminLot['maxBidder'];
  readonly maxBidderChannel: BidAdminLot['maxBidderChannel'];
  readonly bidderEmail: BidAdminLot['bidderEmail'];
  readonly isClosed: boolean;
  readonly isExtended: boolean;
  readonly endTime: BidAdminLot['endTime'];

  constructor(
    readonly catalogRef: string,
    private readonly lot: BidAdminLot,
  ) {
    this.lotRef = lot.lotRef;
    this.lotNumber = lot.lotNumber;
    this.lotNumberExtension = lot.lotNumberExtension;
    this.description = lot.lotDescription;
    this.lotUrl = lot.lotUrl;
    this.lotImageUrl = lot.lotImageUrl;
    this.consignor = lot.consignor;
    this.bidCount = lot.bidCount;
    this.maxBidder = lot.maxBidder;
    this.maxBidderChannel = lot.maxBidderChannel;
    this.bidderEmail = lot.bidderEmail;
    this.isClosed = lot.isClosed;
    this.isExtended = lot.isExtended;
    this.endTime = lot.endTime;
  }

  get displayLotNumber(): string {
    return `${this.lot.lotNumber ?? ''}${this.lot.lotNumberExtension}`;
  }
  get estimateLow(): string | null {
    return money(this.lot.estimateLow);
  }
  get estimateHigh(): string | null {
    return money(this.lot.estimateHigh);
  }
  get reserve(): string | null {
    return money(this.lot.reserve);
  }
  get startingBid(): string | null {
    return money(this.lot.startingBid);
  }
  get currentBid(): string | null {
    return money(this.lot.currentBid);
  }
  get maxBid(): string | null {
    return money(this.lot.maxBid);
  }
  /** sales §4: Closed; otherwise Extended or Open (with its end time). */
  get status(): 'CLOSED' | 'EXTENDED' | 'OPEN' {
    return this.lot.isClosed ? 'CLOSED' : this.lot.isExtended ? 'EXTENDED' : 'OPEN';
  }
  /** sales §9: up to 50 increments from the current bid, on the lot's own increment table. */
  get bidChoices(): string[] {
    const lot = this.lot;
    if (lot.isClosed) return [];
    return bidChoices({ currentBid: lot.currentBid, startingBid: lot.startingBid }, lot.bidIncrements).map(
      centsToMoney,
    );
  }
}

/** The page's lots of one sale as views. */
export const lotViews = (catalogRef: string, lots: readonly BidAdminLot[]): BulkBiddingLotView[] =>
  lots.map((lot) => new BulkBiddingLotView(catalogRef, lot));
