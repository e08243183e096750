import { connectionOf, type Connection } from '../../../shared/connection.js';
import type { SaleResultBidderModel, SaleResultItemModel, SaleResultReportModel } from '../models.js';
import { bidderQueryOf, type BidderPageArgs } from './bidderPaging.js';
import { saleResultBidder } from './saleResultsModel.js';

/**
 * SaleResultReport.bidderPage: the page of bidders the arguments ask, searched and filtered by the
 * service (or cut from its whole answer when it lacks the extension), with the matching count.
 */
export async function bidderPage(
  report: SaleResultReportModel,
  args: BidderPageArgs,
): Promise<Connection<SaleResultBidderModel> & { lots: SaleResultItemModel[] }> {
  const query = bidderQueryOf(args);
  const { bidders, count } = await report.reader.page(query);
  const nodes = bidders.map((bidder) => saleResultBidder(bidder, report.scope));
  return { ...connectionOf(nodes, query.window, count), lots: nodes.flatMap((b) => b.items) };
}
