import type { components } from '../../../__generated__/upstream/bidAdmin.js';
import type { GatewayContext } from '../../../context.js';

type Schemas = components['schemas'];
export type BidAdminLot = Schemas['BidAdminLotData'];

/**
 * The bid-admin service's calls (sales §7 Bulk bidding) for the caller: every call carries the
 * `liveUserRef` header, and the bodies the caller's house and user refs (from the session).
 */
export class BidAdminApi {
  constructor(private readonly context: GatewayContext) {}

  private async who() {
    const viewer = await this.context.requireViewer();
    return { liveUserRef: viewer.userRef, houseRef: viewer.houseInfo.houseRef };
  }

  private async header() {
    return { liveUserRef: (await this.who()).liveUserRef };
  }

  async saleInfo(catalogRef: string): Promise<Schemas['SaleInfo']> {
    const res = await this.context.rest.bidAdmin.GET('/auctions/bidAdmin/catalog/{catalogRef}', {
      params: { path: { catalogRef }, header: await this.header() },
    });
    return res.data.data.saleInfo;
  }

  /**
   * One page (from 0) of at most 100 lots; with `search`, of the lots matching it (the contract's
   * extension: the answer's `page.search` says whether the service applied it).
   */
  async lotPage(
    catalogRef: string,
    page: number,
    size: number,
    search?: string,
  ): Promise<Schemas['LotPage']> {
    const query = search ? { page, size, search } : { page, size };
    const res = await this.context.rest.bidAdmin.GET('/auctions/bidAdmin/catalog/{catalogRef}/lots', {
      params: { path: { catalogRef }, query, header: await this.header() },
    });
    return res.data;
  }

  async lotsByRef(catalogRef: string, lotRefs: string[]): Promise<BidAdminLot[]> {
    const res = await this.context.rest.bidAdmin.POST('/auctions/bidAdmin/catalog/{catalogRef}/lotsByRef', {
      params: { path: { catalogRef }, header: await this.header() },
      body: { lotRefs },
    });
    return res.data.data.lots;
  }

  async bidHistory(catalogRef: string, lotRefs: string[]) {
    const res = await this.context.rest.bidAdmin.POST('/auctions/bidAdmin/catalog/{catalogRef}/bidHistory', {
      params: { path: { catalogRef }, header: await this.header() },
      body: { lotRefs },
    });
    return res.data.data.bidHistory;
  }

  async cancelBidCount(catalogRef: string): Promise<number> {
    const res = await this.context.rest.bidAdmin.GET(
      '/auctions/bidAdmin/catalog/{catalogRef}/cancelBidCount',
      {
        params: { path: { catalogRef }, header: await this.header() },
      },
    );
    return res.data.data.cancelBidCount;
  }

  async placeOrders(
    catalogRef: string,
    bidType: 'maxBid' | 'bidNow',
    bids: { lotRef: string; bidAmount: number }[],
  ): Promise<Schemas['OrderBidResult'][]> {
    const who = await this.who();
    const res = await this.context.rest.bidAdmin.POST('/app/external/orderBid/bidAdmin', {
      params: { header: { liveUserRef: who.liveUserRef } },
      body: { bidAdminOrderBids: bids, catalogRef, bidType, ...who },
    });
    return res.data.bulkOrderBidResponse.bidAdminOrderBidResponses;
  }

  async cancelBid(catalogRef: string, lotRef: string, orderBidRef: string): Promise<number> {
    const who = await this.who();
    const res = await this.context.rest.bidAdmin.POST('/app/external/cancelBid/bidAdmin', {
      params: { header: { liveUserRef: who.liveUserRef } },
      body: { catalogRef, lotRef, orderBidRef, ...who },
    });
    return res.data.data.cancelBidCount;
  }
}
