import type { GatewayContext } from '../../../context.js';
import { hasAccess } from '../../../shared/accessFlags.js';
import { localDate } from '../../../shared/houseDate.js';
import { shippingAccountOf } from '../../../rest/shipping/shippingReviewApi.js';
import type { InvoiceEditingScope } from '../models.js';
import { viewerLoadersOf } from '../../viewer/index.js';

const scopes = new WeakMap<object, Promise<InvoiceEditingScope>>();

/**
 * What the invoice-editing resolvers need about the caller and the house, once per request: the
 * viewer (already loaded by the guard) and the processor type (GET paymentProcessorType, shared with
 * `House.paymentProcessorType`). A failed processor lookup gives null: the strictest answers follow.
 */
export function scopeOf(context: GatewayContext): Promise<InvoiceEditingScope> {
  const key = context.loaders;
  let scope = scopes.get(key);
  if (!scope) {
    scope = (async () => {
      const viewer = await context.requireViewer();
      const houseRef = viewer.houseInfo.houseRef;
      const processorType = await viewerLoadersOf(context).paymentProcessorType.load(houseRef).catch(() => null);
      return {
        houseRef,
        houseUserRef: viewer.houseUserRef,
        processorType,
        paymentProcessingEnabled: viewer.houseInfo.paymentProcessingEnabled,
        autoChargeEnabled: viewer.houseInfo.autoChargeEnabled,
        isSuperUser: viewer.isSuperUser,
        canUsePayments: hasAccess(viewer, 'payments'),
        timeZone: viewer.houseInfo.timeZone,
        today: localDate(viewer.houseInfo.timeZone),
        shippingFeatureEnabled: viewer.houseInfo.providerShippingEnabled,
        shippingAccount: shippingAccountOf(viewer.houseInfo),
      };
    })();
    scopes.set(key, scope);
  }
  return scope;
}
