import type { GatewayContext } from '../context.js';
import type { ShippingAccount } from '../rest/shipping/models.js';
import { shippingAccountOf } from '../rest/shipping/shippingReviewApi.js';

/**
 * Who is calling, as the sale setup calls of several modules (calendar, saleWizard, locations,
 * publishing) need it: always from the session, never from arguments.
 */
export interface HouseCaller {
  houseRef: string;
  houseId: number;
  houseTimeZone: string;
  account: ShippingAccount;
}

export async function houseCaller(context: GatewayContext): Promise<HouseCaller> {
  const viewer = await context.requireViewer();
  const info = viewer.houseInfo;
  return {
    houseRef: info.houseRef,
    houseId: info.houseID,
    houseTimeZone: info.timeZone,
    account: shippingAccountOf({ houseRef: info.houseRef, houseUserName: info.houseUserName }),
  };
}
