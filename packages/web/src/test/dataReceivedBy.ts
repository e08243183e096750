import type { ApolloClient } from '@apollo/client';

/**
 * What the page's own active query `queryName` holds now: the figures the page shows. Test files
 * share one stack and add lots and results while others run, so a page showing house-wide figures
 * is compared with what it received, not with a read taken a moment before it loaded.
 */
export function dataReceivedBy<TData>(client: ApolloClient, queryName: string): TData {
  const [query] = [...client.getObservableQueries('active')].filter(
    (observable) => observable.queryName === queryName,
  );
  const data = query?.getCurrentResult().data as TData | undefined;
  if (!data) throw new Error(`The page has no ${queryName} answer yet`);
  return data;
}
