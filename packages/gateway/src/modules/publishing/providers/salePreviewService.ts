import type { WizardRouteType } from '@ah/schema';
import type { SalePreview } from '../../../__generated__/resolvers-types.js';
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
} from '../../../domain/reviewRules.js';
import { itemsInfoFor } from '../../lots/providers/pages.js';
import { numericId } from '../../saleWizard/providers/salesCaller.js';
import { browserUrl } from './publishingHelpers.js';
import { ReviewApi } from './reviewApi.js';

/**
 * The Preview screen (sales §2): the catalog must belong to the route's sale group (another group's or
 * house's catalog is NOT_FOUND); header per sale type, lots with their edit links unless locked.
 */
export async function salePreview(
  context: GatewayContext,
  groupId: string,
  catalogId: string,
): Promise<SalePreview> {
  const group = numericId(groupId, 'groupId');
  const catalog = numericId(catalogId, 'catalogId');
  const [info, preview] = await Promise.all([
    itemsInfoFor(context, group, catalog),
    new ReviewApi(context.rest).preview(catalog),
  ]);
  const routeType = info.saleType as WizardRouteType;
  const isBin = routeType === 'bin';
  const in2Hours = info.in2Hours === 1;
  const c = preview.catalog;
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
    lots: preview.lots.map((lot) => ({
      id: String(lot.lotID),
      displayNumber: displayNumberOf(lot.lotNumber, lot.lotExt),
      invNumber: lot.invNumber,
      title: lot.lotTitle,
      lowEstimate: isBin ? null : wholeAmount(lot.loEst),
      highEstimate: isBin ? null : wholeAmount(lot.hiEst),
      price: isBin ? wholeAmount(lot.price) : null,
      primaryImageUrl: browserUrl(context, lot.primaryImg),
      editPath: lotEditPath(routeType, group, catalog, String(lot.lotID), in2Hours),
    })),
    in2Hours,
    lockMessage: lockMessageOf(in2Hours),
    ...previewNavigation(routeType, group, catalog),
  };
}
