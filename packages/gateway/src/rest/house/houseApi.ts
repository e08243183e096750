import { parseSetCookie } from 'cookie';
import type { operations } from '../../__generated__/upstream/house.js';
import { SESSION_COOKIE, isValidToken } from '../../auth/credentials.js';
import { upstreamUnavailable } from '../errors.js';
import type { JsonRequest, JsonResponse, QueryParams } from '../openapiTypes.js';
import type { CallContext, RestClient, RestRequest, RestResponse } from '../restClient.js';
import type { HouseUser } from './models.js';

type Ops = operations;

/** The upstream session a successful login opened: the token and its lifetime, if it gave one. */
export interface UpstreamSession {
  token: string;
  maxAgeSeconds: number | null;
  expires: Date | null;
}

/**
 * The house app service (`/app/...`), typed from its OpenAPI contract. One per GraphQL request,
 * bound to the caller's credentials; every `/app/house/{houseRef}` path takes the house from the
 * caller's session (see `GatewayContext.requireViewer`), never from client input.
 */
export class HouseApi {
  constructor(
    private readonly client: RestClient,
    private readonly call: () => CallContext,
  ) {}

  /**
   * One call to this service with the caller's credentials, for the per-domain API classes built on
   * it (e.g. `InvoiceEditingApi`), so they share this request's credentials and call log.
   */
  send<T>(req: RestRequest): Promise<RestResponse<T>> {
    return this.client.request<T>(this.call(), req);
  }

  async version(): Promise<JsonResponse<Ops['getVersion'], 200>> {
    return (
      await this.client.request<JsonResponse<Ops['getVersion'], 200>>(this.call(), {
        method: 'GET',
        path: '/version.json',
      })
    ).body;
  }

  /** POST /app/login: the signed-in user and the session token from its Set-Cookie. */
  async login(input: JsonRequest<Ops['login']>): Promise<{ user: HouseUser; session: UpstreamSession }> {
    const res = await this.client.request<JsonResponse<Ops['login'], 200>>(
      { ...this.call(), credentials: null },
      { method: 'POST', path: '/app/login', body: input },
    );
    const session = sessionFromSetCookie(res.headers['set-cookie']);
    if (!session) throw upstreamUnavailable('house', 'bad-response', res.status);
    return { user: res.body.user, session };
  }

  async logout(): Promise<boolean> {
    const res = await this.client.request<JsonResponse<Ops['logout'], 200>>(this.call(), {
      method: 'POST',
      path: '/app/logout',
    });
    return res.body.data.success;
  }

  /** GET /app/house/user: the caller, their house and access flags. */
  async currentUser(): Promise<HouseUser> {
    const res = await this.client.request<JsonResponse<Ops['getHouseUser'], 200>>(this.call(), {
      method: 'GET',
      path: '/app/house/user',
    });
    return res.body.user;
  }

  async listApiTokens(
    houseRef: string,
  ): Promise<JsonResponse<Ops['listApiTokens'], 200>['data']['apiTokens']> {
    const res = await this.client.request<JsonResponse<Ops['listApiTokens'], 200>>(this.call(), {
      method: 'GET',
      path: `${housePath(houseRef)}/apiTokens`,
    });
    return res.body.data.apiTokens;
  }

  async createApiToken(
    houseRef: string,
    input: JsonRequest<Ops['createApiToken']>,
  ): Promise<JsonResponse<Ops['createApiToken'], 201>['data']> {
    const res = await this.client.request<JsonResponse<Ops['createApiToken'], 201>>(this.call(), {
      method: 'POST',
      path: `${housePath(houseRef)}/apiTokens`,
      body: input,
    });
    return res.body.data;
  }

  async revokeApiToken(houseRef: string, tokenId: string): Promise<boolean> {
    const res = await this.client.request<JsonResponse<Ops['revokeApiToken'], 200>>(this.call(), {
      method: 'DELETE',
      path: `${housePath(houseRef)}/apiTokens/${encodeURIComponent(tokenId)}`,
    });
    return res.body.data.success;
  }

  async listInvoiceGroups(
    houseRef: string,
    query: QueryParams<Ops['listInvoiceGroups']>,
  ): Promise<JsonResponse<Ops['listInvoiceGroups'], 200>['data']> {
    const res = await this.client.request<JsonResponse<Ops['listInvoiceGroups'], 200>>(this.call(), {
      method: 'GET',
      path: `${housePath(houseRef)}/invoiceGroups`,
      query: { ...query },
    });
    return res.body.data;
  }

  async paymentProcessorType(
    houseRef: string,
  ): Promise<JsonResponse<Ops['getPaymentProcessorType'], 200>['processor-type']> {
    const res = await this.client.request<JsonResponse<Ops['getPaymentProcessorType'], 200>>(this.call(), {
      method: 'GET',
      path: `${housePath(houseRef)}/paymentProcessorType`,
    });
    return res.body['processor-type'];
  }

  async listInvoiceCatalogs(
    houseRef: string,
  ): Promise<JsonResponse<Ops['listInvoiceCatalogs'], 200>['data']['auctionGroups']> {
    const res = await this.client.request<JsonResponse<Ops['listInvoiceCatalogs'], 200>>(this.call(), {
      method: 'GET',
      path: `${housePath(houseRef)}/invoiceCatalogs`,
    });
    return res.body.data.auctionGroups;
  }

  async listInvoiceSettings(
    houseRef: string,
  ): Promise<JsonResponse<Ops['listInvoiceSettings'], 200>['data']['invoiceSettings']> {
    const res = await this.client.request<JsonResponse<Ops['listInvoiceSettings'], 200>>(this.call(), {
      method: 'GET',
      path: `${housePath(houseRef)}/invoiceSettings`,
    });
    return res.body.data.invoiceSettings;
  }

  async createInvoiceGroup(
    houseRef: string,
    input: JsonRequest<Ops['createInvoiceGroup']>,
  ): Promise<JsonResponse<Ops['createInvoiceGroup'], 200>['data']> {
    const res = await this.client.request<JsonResponse<Ops['createInvoiceGroup'], 200>>(this.call(), {
      method: 'POST',
      path: `${housePath(houseRef)}/invoiceGroup`,
      body: input,
    });
    return res.body.data;
  }

  async retryInvoiceGroupBuild(
    houseRef: string,
    invoiceGroupId: string,
  ): Promise<JsonResponse<Ops['retryInvoiceGroupBuild'], 200>['data']> {
    const res = await this.client.request<JsonResponse<Ops['retryInvoiceGroupBuild'], 200>>(this.call(), {
      method: 'POST',
      path: `${housePath(houseRef)}/invoiceGroup/${encodeURIComponent(invoiceGroupId)}/build`,
    });
    return res.body.data;
  }

  async deleteInvoiceGroup(houseRef: string, invoiceGroupId: string): Promise<boolean> {
    const res = await this.client.request<JsonResponse<Ops['deleteInvoiceGroup'], 200>>(this.call(), {
      method: 'DELETE',
      path: `${housePath(houseRef)}/invoiceGroup/${encodeURIComponent(invoiceGroupId)}`,
    });
    return res.body.data.success;
  }
}

function housePath(houseRef: string): string {
  return `/app/house/${encodeURIComponent(houseRef)}`;
}

/** The `ah_session` cookie from the upstream's Set-Cookie header(s). */
export function sessionFromSetCookie(header: string | string[] | undefined): UpstreamSession | null {
  const values = header === undefined ? [] : Array.isArray(header) ? header : [header];
  for (const value of values) {
    const parsed = parseSetCookie(value);
    if (parsed.name !== SESSION_COOKIE || !parsed.value || !isValidToken(parsed.value)) continue;
    return {
      token: parsed.value,
      maxAgeSeconds: parsed.maxAge ?? null,
      expires: parsed.expires ?? null,
    };
  }
  return null;
}
