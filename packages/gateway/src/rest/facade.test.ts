import { describe, expect, expectTypeOf, it } from 'vitest';
import type { components as HouseSchemas } from '../__generated__/upstream/house.js';
import { restFacade, toRequest } from './facade.js';
import type { CallContext, RestClient, RestRequest, RestResponse } from './restClient.js';
import type { HousePaths, RestServices } from './services.js';

/** A client that records the requests it is given and answers each with `answer`. */
function recordingClient(answer: unknown = {}) {
  const sent: Array<{ call: CallContext; req: RestRequest }> = [];
  const client = {
    origin: 'http://upstream.test',
    request: (call: CallContext, req: RestRequest): Promise<RestResponse<unknown>> => {
      sent.push({ call, req });
      return Promise.resolve({ status: 200, headers: {}, body: answer });
    },
  };
  return { client: client as unknown as RestClient, sent };
}

const caller: CallContext = { credentials: { kind: 'session', token: 't'.repeat(32) }, log: null };

describe('restFacade', () => {
  it('encodes path parameters in place and passes query, body and headers on', async () => {
    const { client, sent } = recordingClient({ data: { success: true } });
    const house = restFacade<HousePaths>(client, () => caller);
    const { data } = await house.POST('/app/house/{houseRef}/invoiceGroup/{invoiceGroupId}/groupDetailInfo', {
      params: { path: { houseRef: 'H 1/x', invoiceGroupId: 7 } },
      body: { invoiceDetailPrice: [{ invoiceID: 1, invoiceDetailID: 2, suppress: true }] },
    });
    expect(data.data.success).toBe(true);
    expect(sent[0]?.req).toEqual({
      method: 'POST',
      path: '/app/house/H%201%2Fx/invoiceGroup/7/groupDetailInfo',
      route: '/app/house/{houseRef}/invoiceGroup/{invoiceGroupId}/groupDetailInfo',
      body: { invoiceDetailPrice: [{ invoiceID: 1, invoiceDetailID: 2, suppress: true }] },
    });
    expect(sent[0]?.call).toBe(caller);
  });

  it('sends header parameters in lower case, and anonymous calls without credentials', async () => {
    const { client, sent } = recordingClient();
    const house = restFacade<HousePaths>(client, () => caller);
    await house.POST('/app/login', {
      body: { houseUserName: 'H', userName: 'u', password: 'p' },
      anonymous: true,
    });
    expect(sent[0]?.call.credentials).toBeNull();
    expect(
      toRequest('GET', '/api/shipping/policy', {
        params: { header: { 'X-Account-Id': 'H1', 'x-account-domain': undefined }, query: { a: 1 } },
      }),
    ).toEqual({
      method: 'GET',
      path: '/api/shipping/policy',
      route: '/api/shipping/policy',
      query: { a: 1 },
      headers: { 'x-account-id': 'H1' },
    });
  });

  it('refuses a template whose path parameter has no value', () => {
    expect(() => toRequest('GET', '/app/house/{houseRef}/apiTokens', {})).toThrow(/houseRef/);
  });
});

/**
 * Compile-time checks (tsc checks this file; the function never runs): the contract decides the
 * paths, methods, parameters and bodies a facade accepts and the type of what it answers.
 */
export function contractChecks(rest: RestServices): void {
  void (async () => {
    const tokens = await rest.house.GET('/app/house/{houseRef}/apiTokens', {
      params: { path: { houseRef: 'H' } },
    });
    expectTypeOf(tokens.data.data.apiTokens).toEqualTypeOf<HouseSchemas['schemas']['ApiToken'][]>();

    // @ts-expect-error a path the house contract does not have
    await rest.house.GET('/app/house/{houseRef}/nowhere', { params: { path: { houseRef: 'H' } } });
    // @ts-expect-error a catalog path sent to the house service
    await rest.house.GET('/cps/app/timezones');
    // @ts-expect-error a method the path does not have (apiTokens has GET and POST)
    await rest.house.PUT('/app/house/{houseRef}/apiTokens', { params: { path: { houseRef: 'H' } } });
    // @ts-expect-error a missing path parameter
    await rest.house.GET('/app/house/{houseRef}/apiTokens', { params: { path: {} } });
    // @ts-expect-error an unknown path parameter
    await rest.house.GET('/app/house/{houseRef}/apiTokens', { params: { path: { houseRef: 'H', x: 1 } } });
    // @ts-expect-error no parameters at all for a path that needs them
    await rest.house.GET('/app/house/{houseRef}/apiTokens');
    // @ts-expect-error a body the operation does not take
    await rest.house.POST('/app/login', { body: { user: 'u' } });
    // @ts-expect-error a required body left out
    await rest.house.POST('/app/login', {});
    await rest.shipping.GET('/api/shipping/reviews', {
      // @ts-expect-error a query parameter the operation does not have
      params: { query: { topic: 'catalogref:C', subject: 'x' }, header: account },
    });
    // @ts-expect-error the shipping service's calls need the account headers
    await rest.shipping.GET('/api/shipping/policy');
    // @ts-expect-error the step-7 list is the catalog service's, not the shipping service's
    await rest.shipping.GET('/cps/app/catalog/{catalogID}/shipping-review', {
      params: { path: { catalogID: '1' } },
    });

    const review = await rest.catalog.GET('/cps/app/catalog/{catalogID}/shipping-review', {
      params: { path: { catalogID: 1 } },
    });
    expectTypeOf(review.data.data.sessionTitle).toBeString();
  })();
}

const account = { 'x-account-id': 'H1', 'x-account-domain': 'house' };
