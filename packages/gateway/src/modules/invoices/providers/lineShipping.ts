import { INVOICE_SHIPPING_MESSAGES } from '@ah/schema';
import { GraphQLError } from 'graphql/index.js';
import type { GatewayContext } from '../../../context.js';
import { packagesLabel, shipmentStatusPill } from '../domain/shipmentStatus.js';
import { ErrorCode } from '../../../errors.js';
import type {
  InvoiceLineShippingStatus,
  InvoiceShipment,
  ShipmentShippingMethod,
  ShipmentStatus,
} from '../../../__generated__/resolvers-types.js';
import type { Shipment } from '../../../rest/shipping/models.js';
import type { InvoiceLineModel } from '../models.js';
import { locationsLoadersOf } from '../../locations/index.js';
import { shippingReviewsLoadersOf } from '../../shippingReviews/index.js';

const NO_SHIPPING: InvoiceLineShippingStatus = { shipment: null, termsName: null };

/** 'Error loading shipping data' at the line's field: the rest of the screen still loads (invoicing §8). */
function shippingDataError(code: ErrorCode, cause?: unknown): GraphQLError {
  return new GraphQLError(INVOICE_SHIPPING_MESSAGES.loadFailed, {
    extensions: { code },
    ...(cause instanceof Error ? { originalError: cause } : {}),
  });
}

export function shipmentView(shipment: Shipment): InvoiceShipment {
  return {
    id: String(shipment.id),
    status: shipment.shipmentStatus.toUpperCase() as ShipmentStatus,
    statusLabel: shipmentStatusPill(shipment.shipmentStatus),
    packageCount: shipment.packageCount,
    packagesLabel: packagesLabel(shipment.packageCount),
    shippingMethod: shipment.arguments.option.shippingMethod.toUpperCase() as ShipmentShippingMethod,
    artaShipmentId: shipment.artaShipmentID,
  };
}

/**
 * The Shipping Status or Policy column of one line (invoicing §2.2), behind the provider shipping
 * feature flag (§6). The shipment comes from the request's shipments loader, so every line of the
 * screen shares ONE PATCH /api/shipping/shipments/bulk-get: the load is started before any await.
 * Without a shipment, the line's review gives the terms (review.arguments.termsID, §7), named by the
 * house's shipping policy; the reviews come one GET per session, the policy once per request.
 */
export async function lineShippingStatus(
  model: InvoiceLineModel,
  context: GatewayContext,
): Promise<InvoiceLineShippingStatus | null> {
  const { scope, catalogRefs } = model.parent;
  if (!scope.shippingFeatureEnabled) return null;
  const { line } = model;
  const account = scope.shippingAccount;
  const catalogRef = catalogRefs.get(line.catalogID);

  if (line.shippingShipmentID !== null) {
    if (catalogRef === undefined) throw shippingDataError(ErrorCode.NOT_FOUND);
    const shipment = await shippingReviewsLoadersOf(context).shipments
      .load({ account, id: line.shippingShipmentID, topic: `catalogref:${catalogRef}` })
      .catch((error: unknown) => {
        throw shippingDataError(ErrorCode.UPSTREAM_UNAVAILABLE, error);
      });
    // The line names a shipment the service does not know (for this session): nothing to show.
    if (shipment === null) throw shippingDataError(ErrorCode.NOT_FOUND);
    return { shipment: shipmentView(shipment), termsName: null };
  }

  if (line.shippingReviewID === null || catalogRef === undefined) return NO_SHIPPING;
  const reviewId = line.shippingReviewID;
  const [termsByReview, policy] = await Promise.all([
    shippingReviewsLoadersOf(context).reviewTermsOfCatalog.load({ account, catalogRef }),
    locationsLoadersOf(context).shippingPolicy.load(account),
  ]).catch((error: unknown) => {
    throw shippingDataError(ErrorCode.UPSTREAM_UNAVAILABLE, error);
  });
  const termsId = termsByReview.get(reviewId) ?? null;
  const terms = termsId === null ? undefined : policy?.terms.find((t) => t.id === termsId);
  return { shipment: null, termsName: terms?.name ?? null };
}
