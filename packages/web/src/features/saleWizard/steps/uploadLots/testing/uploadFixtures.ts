import type { ApolloClient } from '@apollo/client';
import { ItemUploadDocument, type SpreadsheetFormat } from '../../../../../__generated__/graphql';
import { toDocument } from '../../../../../platform/graphql/graphqlDocument';
import { stackOrFail } from '../../../../../test/renderApp';
import type { ItemUploadPage } from '../components/UploadView';
import type { UploadResult } from '../model/uploadSpreadsheet';

/** The items step's test helpers against the REAL stack: the items page of a sale, and real uploads. */

export async function itemUploadOf(
  probe: ApolloClient,
  groupId: string,
  catalogId: string,
): Promise<ItemUploadPage> {
  const { data } = await probe.query({
    query: toDocument(ItemUploadDocument),
    variables: { groupId, catalogId },
    fetchPolicy: 'network-only',
  });
  if (!data?.itemUpload) throw new Error('The stack returned no items page');
  return data.itemUpload;
}

/**
 * Posts a spreadsheet to the gateway's upload route as a demo user, as the page's XMLHttpRequest
 * does (the fields first, then the file, with the CSRF header), and gives back the parse result.
 */
export async function uploadAs(
  user: 'staff' | 'super',
  page: Pick<ItemUploadPage, 'uploadUrl' | 'groupId' | 'catalogId'>,
  csv: string,
  options: { name?: string; format?: SpreadsheetFormat } = {},
): Promise<{ status: number; result: UploadResult }> {
  const { gatewayUrl, authHeaders } = stackOrFail();
  // Written by hand: under jsdom, FormData is jsdom's, which Node's fetch does not know how to send.
  const boundary = `----items-test-${Date.now().toString(36)}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const body =
    field('groupId', page.groupId) +
    field('catalogId', page.catalogId) +
    field('format', options.format ?? 'STANDARD') +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.name ?? 'items.csv'}"\r\n` +
    `Content-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
  const response = await fetch(`${gatewayUrl}${page.uploadUrl}`, {
    method: 'POST',
    headers: {
      ...authHeaders[user],
      'apollo-require-preflight': 'true',
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    body,
  });
  return { status: response.status, result: (await response.json()) as UploadResult };
}

/** A Standard-format CSV of the given rows (header names of the Standard model). */
export function standardCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string {
  const cell = (v: string | number) => {
    const text = String(v);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [header, ...rows].map((r) => r.map(cell).join(',')).join('\n');
}
