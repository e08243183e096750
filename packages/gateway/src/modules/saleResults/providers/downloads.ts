/**
 * The result spreadsheets' same-origin paths (sales §7): http/saleResultDownloads.ts serves them
 * from the house service's report calls; the results answer links to them.
 */
export const SALE_RESULT_DOWNLOAD_PATH = '/downloads/saleResults';

export type SaleResultFile = 'sessionResults' | 'bidderResults' | 'eoaResults' | 'pactsResults';

/** The house service's report call of each file, and whether it takes one session only. */
export const SALE_RESULT_FILES: Readonly<
  Record<SaleResultFile, { upstreamPath: string; singleSession: boolean }>
> = {
  sessionResults: { upstreamPath: 'sessionReports', singleSession: false },
  bidderResults: { upstreamPath: 'bidderReports', singleSession: true },
  eoaResults: { upstreamPath: 'eoaReports', singleSession: true },
  pactsResults: { upstreamPath: 'pactsReports', singleSession: true },
};

export function saleResultDownloadUrl(file: SaleResultFile, catalogRefs: readonly string[]): string | null {
  if (SALE_RESULT_FILES[file].singleSession && catalogRefs.length !== 1) return null;
  const refs = catalogRefs.map(encodeURIComponent).join(',');
  return `${SALE_RESULT_DOWNLOAD_PATH}/${file}.xls?catalogRefs=${refs}`;
}
