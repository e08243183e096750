import type { components, operations } from '../../../__generated__/upstream/shipping.js';
import type { JsonRequest } from '../../../rest/openapiTypes.js';
import type { RestServices } from '../../../rest/services.js';
import type { ShippingAccount } from '../../../rest/shipping/models.js';
import { accountHeaders } from '../../../rest/shipping/shippingReviewApi.js';

export type ShippingPolicyRest = components['schemas']['ShippingPolicy'];
export type ShippingOriginRest = components['schemas']['ShippingOrigin'];
export type ShippingOriginRequest = JsonRequest<operations['saveShippingOrigin']>;

/** The shipping service's policy and fulfilment origins (sales §7), with the account headers. */
export class ShippingPolicyApi {
  constructor(private readonly shipping: RestServices['shipping']) {}

  /** GET /api/shipping/policy; POLICY_NOT_FOUND arrives as a NOT_FOUND UpstreamError. */
  async policy(account: ShippingAccount): Promise<ShippingPolicyRest> {
    const res = await this.shipping.GET('/api/shipping/policy', {
      params: { header: accountHeaders(account) },
    });
    return res.data.policy;
  }

  async origin(account: ShippingAccount, originId: string): Promise<ShippingOriginRest> {
    const res = await this.shipping.GET('/api/shipping/origin/{originId}', {
      params: { path: { originId: Number(originId) }, header: accountHeaders(account) },
    });
    return res.data.origin;
  }

  async saveOrigin(account: ShippingAccount, body: ShippingOriginRequest): Promise<ShippingOriginRest> {
    const res = await this.shipping.POST('/api/shipping/origin', {
      params: { header: accountHeaders(account) },
      body,
    });
    return res.data.origin;
  }
}
