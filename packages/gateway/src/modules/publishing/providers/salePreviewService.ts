import type { WizardRouteType } from '@ah/schema';
import { matchesLotSearch } from '@ah/schema';
import type { PreviewLot } from '../../../__generated__/resolvers-types.js';
import { windowOf } from '../../../shared/connection.js';
import { UpstreamError } from '../../../rest/errors.js';
import type { SalePreviewModel } from '../models.js';
import type { GatewayContext } from '../../../context.js';
import {
  displayNumberOf,
  lockMessageOf,
  locationLine,
  lotEditPath,
  previewNavigation,
  saleDateDisplay,
  saleTypeLabel,
  wholeAmount,
} from '../domain/publishingRules.js';
import { itemsInfoFor } from '../../lots/index.js';
import { numericId } from '../../../input/ids.js';
import { browserUrl } from '../../../shared/browserImageUrl.js';
import { PublishingApi, type RestPreview } from './publishingApi.js';

type RestPreviewLot = RestPreview['lots'][number];

/** A 400 or 404 of the extension's call: an upstream that may not have it (the plain call tells). */
const mayLackExtension = (error: unknown) =>
  error instanceof UpstreamError && (error.status === 400 || error.status === 404);

/**
 * The Preview screen (sales §2): the catalog must belong to the route's sale group (another group's or
 * house's catalog is NOT_FOUND); header per sale type, lots with their edit links unless locked. The
 * header comes with a one-lot page of the preview's paged extension (x-extension in catalog.yaml);
 * `lotPage` reads its page the same way. An upstream without the extension answers every lot: the
 * gateway then keeps them for the request and searches and pages them itself.
 */
export async function salePreview(
  context: GatewayContext,
  groupId: string,
  catalogId: string,
): Promise<SalePreviewModel> {
  const group = numericId(groupId, 'groupId');
  const catalog = numericId(catalogId, 'catalogId');
  const api = new PublishingApi(context.rest);
  const [info, probe] = await Promise.all([
    itemsInfoFor(context, group, catalog),
    api.preview(catalog, { search: null, offset: 0, limit: 1 }).catch((error: unknown) => {
      if (mayLackExtension(error)) return api.preview(catalog);
      throw error;
    }),
  ]);
  const routeType = info.saleType as WizardRouteType;
  const isBin = routeType === 'bin';
  const in2Hours = info.in2Hours === 1;
  const c = probe.catalog;
  const paged = typeof probe.lotCount === 'number';
  const toLot = (lot: RestPreviewLot): PreviewLot => ({
    id: String(lot.lotID),
    displayNumber: displayNumberOf(lot.lotNumber, lot.lotExt),
    invNumber: lot.invNumber,
    title: lot.lotTitle,
    lowEstimate: isBin ? null : wholeAmount(lot.loEst),
    highEstimate: isBin ? null : wholeAmount(lot.hiEst),
    price: isBin ? wholeAmount(lot.price) : null,
    primaryImageUrl: browserUrl(context, lot.primaryImg),
    editPath: lotEditPath(routeType, group, catalog, String(lot.lotID), in2Hours),
  });
  let allLots: Promise<PreviewLot[]> | null = paged ? null : Promise.resolve(probe.lots.map(toLot));
  const readAllLots = () => (allLots ??= api.preview(catalog).then((p) => p.lots.map(toLot)));
  return {
    groupId: group,
    catalogId: catalog,
    isBin,
    routeType,
    header: {
      title: c.title,
      houseName: c.houseName,
      houseLogoUrl: browserUrl(context, c.houseLogo),
      city: c.city,
      state: c.state,
      country: c.country,
      phone: c.phone,
      location: locationLine([c.city, c.state, c.country]),
      currency: c.currency,
      startsAt: isBin ? null : c.eventDateUTCString,
      timeZone: isBin ? null : c.timeZone,
      dateDisplay: isBin ? null : saleDateDisplay(c.eventDateUTCString, c.timeZone),
      saleTypeLabel: saleTypeLabel(routeType),
    },
    lotCount: probe.lotCount ?? probe.lots.length,
    readAllLots,
    readLotPage: async (search, window) => {
      if (paged) {
        const page = await api.preview(catalog, { search, offset: window.offset, limit: window.limit });
        return { lots: page.lots.slice(0, window.limit).map(toLot), totalCount: page.totalCount ?? 0 };
      }
      const matching = (await readAllLots()).filter((lot) => matchesLotSearch(lot, search));
      return { lots: windowOf(matching, window), totalCount: matching.length };
    },
    in2Hours,
    lockMessage: lockMessageOf(in2Hours),
    ...previewNavigation(routeType, group, catalog),
  };
}
