import type { components, operations } from '../../__generated__/upstream/shipping.js';
import type { JsonRequest, JsonResponse } from '../openapiTypes.js';
import type { CallContext, RestClient } from '../restClient.js';
import type { ShippingAccount } from './models.js';
import { accountHeaders } from './shippingReviewApi.js';

type Ops = operations;
export type ShippingPolicyRest = components['schemas']['ShippingPolicy'];
export type ShippingOriginRest = components['schemas']['ShippingOrigin'];
export type ShippingOriginRequest = JsonRequest<Ops['saveShippingOrigin']>;

/** The shipping service's policy and fulfilment origins (sales §7), with the account headers. */
export class ShippingPolicyApi {
  constructor(
    private readonly client: RestClient,
    private readonly call: () => CallContext,
  ) {}

  /** GET /api/shipping/policy; POLICY_NOT_FOUND arrives as a NOT_FOUND UpstreamError. */
  async policy(account: ShippingAccount): Promise<ShippingPolicyRest> {
    const res = await this.client.request<JsonResponse<Ops['getShippingPolicy'], 200>>(this.call(), {
      method: 'GET',
      path: '/api/shipping/policy',
      headers: accountHeaders(account),
    });
    return res.body.policy;
  }

  async origin(account: ShippingAccount, originId: string): Promise<ShippingOriginRest> {
    const res = await this.client.request<JsonResponse<Ops['getShippingOrigin'], 200>>(this.call(), {
      method: 'GET',
      path: `/api/shipping/origin/${encodeURIComponent(originId)}`,
      headers: accountHeaders(account),
    });
    return res.body.origin;
  }

  async saveOrigin(account: ShippingAccount, body: ShippingOriginRequest): Promise<ShippingOriginRest> {
    const res = await this.client.request<JsonResponse<Ops['saveShippingOrigin'], 200>>(this.call(), {
      method: 'POST',
      path: '/api/shipping/origin',
      headers: accountHeaders(account),
      body,
    });
    return res.body.origin;
  }
}
