import type { ApolloClient } from '@apollo/client';
import {
  AddSaleDocument,
  AuctionCalendarPageDocument,
  SaveSessionDetailsDocument,
  SessionStep1Document,
  type AuctionCalendarPageQuery,
  type CalendarPeriod,
} from '../__generated__/graphql';
import { toDocument } from '../platform/graphql/graphqlDocument';

/**
 * Sales made through the real gateway for tests that change data: each test works on a sale of its
 * own, so the demo seed other tests read stays as it is.
 */

export async function calendarOf(probe: ApolloClient, period: CalendarPeriod) {
  const { data } = await probe.query({
    query: toDocument(AuctionCalendarPageDocument),
    variables: { period },
    fetchPolicy: 'network-only',
  });
  if (!data?.auctionCalendar || !data.addSaleForm) throw new Error('The stack returned no calendar');
  return data as Required<{
    [K in keyof AuctionCalendarPageQuery]: NonNullable<AuctionCalendarPageQuery[K]>;
  }>;
}

/** Adds a sale with the first usable terms (and shipping terms when required); returns its group id. */
export async function addSale(probe: ApolloClient, name: string, auctionType: 'LIVE' | 'TIMED') {
  const { addSaleForm } = await calendarOf(probe, 'UPCOMING');
  const terms = addSaleForm.terms.find((t) => !t.disabled);
  if (!terms) throw new Error('The demo house has no usable terms');
  const { data } = await probe.mutate({
    mutation: toDocument(AddSaleDocument),
    variables: {
      input: {
        name,
        auctionType,
        termsId: terms.id,
        shippingTermsId: addSaleForm.shippingEnabled ? (addSaleForm.shippingTerms[0]?.id ?? null) : null,
      },
    },
  });
  if (!data) throw new Error('addSale answered nothing');
  return data.addSale;
}

/** YYYY-MM-DD `days` from today (UTC), always inside the session date range for 2 < days < 700. */
export function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Creates a session (step 1) in a group; returns its catalog id. */
export async function addSession(
  probe: ApolloClient,
  groupId: string,
  title: string,
  options: { days?: number; timeZone?: string; timed?: boolean; withFulfilment?: boolean } = {},
) {
  const { data: wizard } = await probe.query({
    query: toDocument(SessionStep1Document),
    variables: { groupId, catalogId: '0' },
    fetchPolicy: 'network-only',
  });
  const location =
    wizard?.sessionWizard?.locations.find((l) => l.primary) ?? wizard?.sessionWizard?.locations[0];
  if (!location) throw new Error('The demo house has no location');
  const origin = options.withFulfilment ? wizard?.sessionWizard?.shippingPolicy?.origins[0] : undefined;
  if (options.withFulfilment && !origin) throw new Error('The demo house has no fulfilment location');
  const { data } = await probe.mutate({
    mutation: toDocument(SaveSessionDetailsDocument),
    variables: {
      groupId,
      catalogId: '0',
      input: {
        title,
        locationId: location.id,
        ...(origin ? { fulfilmentLocationId: origin.id } : {}),
        date: daysAhead(options.days ?? 30),
        hour: '07',
        minute: '00',
        ampm: 'PM',
        timeZone: options.timeZone ?? 'America/New_York',
        timed: options.timed ? { staggered: true, staggerSeconds: 60, resellUnsoldLiveLots: true } : null,
      },
    },
  });
  const id = data?.saveSessionDetails.session.id;
  if (!id) throw new Error('saveSessionDetails answered no session');
  return id;
}
