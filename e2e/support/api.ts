import type { Stack } from '@ah/gateway/testing';

/**
 * Test set-up through the gateway's GraphQL API (not what the browser does): an API token and
 * a new sale with one session, so a browser test works on data of its own.
 */
export type Graphql = <T>(query: string, variables?: Record<string, unknown>, as?: string) => Promise<T>;

/**
 * GraphQL calls with an API token (`as` another one for a single call), the way scripts call the API:
 * the browser's session cookie may only send the web app's trusted documents (docs/API.md: Trusted
 * documents), so a test's own set-up and checks never ride on it. Both are read at call time: the
 * stack starts and the token is made after the test module loads.
 */
export function graphqlClient(gatewayUrl: () => string, token: () => string): Graphql {
  return async <T>(query: string, variables: Record<string, unknown> = {}, as = token()): Promise<T> => {
    const res = await fetch(`${gatewayUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${as}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
    return body.data as T;
  };
}

/** An API token of a demo user (password `demo-password`), for a test's own queries. */
export async function apiToken(
  stack: Pick<Stack, 'login' | 'createToken'>,
  house: string,
  user: string,
): Promise<string> {
  return stack.createToken(await stack.login(house, user, 'demo-password'), `e2e ${house}/${user}`);
}

export function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A new sale (first usable terms) with one session 30 days ahead at the house's primary location. */
export async function newSession(graphql: Graphql, name: string, auctionType: 'LIVE' | 'TIMED') {
  const form = await graphql<{
    addSaleForm: {
      terms: { id: string; disabled: boolean }[];
      shippingEnabled: boolean;
      shippingTerms: { id: string }[];
    };
  }>('{ addSaleForm { terms { id disabled } shippingEnabled shippingTerms { id } } }');
  const terms = form.addSaleForm.terms.find((t) => !t.disabled);
  if (!terms) throw new Error('The demo house has no usable terms');
  const { addSale } = await graphql<{ addSale: { groupId: string } }>(
    'mutation ($input: AddSaleInput!) { addSale(input: $input) { groupId } }',
    {
      input: {
        name,
        auctionType,
        termsId: terms.id,
        shippingTermsId: form.addSaleForm.shippingEnabled
          ? (form.addSaleForm.shippingTerms[0]?.id ?? null)
          : null,
      },
    },
  );
  const wizard = await graphql<{ sessionWizard: { locations: { id: string; primary: boolean }[] } }>(
    'query ($g: ID!) { sessionWizard(groupId: $g, catalogId: "0") { locations { id primary } } }',
    { g: addSale.groupId },
  );
  const location = wizard.sessionWizard.locations.find((l) => l.primary) ?? wizard.sessionWizard.locations[0];
  const { saveSessionDetails } = await graphql<{ saveSessionDetails: { session: { id: string } } }>(
    `
      mutation ($g: ID!, $input: SessionDetailsInput!) {
        saveSessionDetails(groupId: $g, catalogId: "0", input: $input) {
          session {
            id
          }
        }
      }
    `,
    {
      g: addSale.groupId,
      input: {
        title: `${name} session`,
        locationId: location?.id,
        date: daysAhead(30),
        hour: '07',
        minute: '00',
        ampm: 'PM',
        timeZone: 'America/New_York',
        timed:
          auctionType === 'TIMED'
            ? { staggered: true, staggerSeconds: 60, resellUnsoldLiveLots: true }
            : null,
      },
    },
  );
  return { groupId: addSale.groupId, catalogId: saveSessionDetails.session.id };
}
