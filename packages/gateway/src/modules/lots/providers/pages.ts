import { LOT_MESSAGES, SPREADSHEET_LIMITS, validateSnapshotCatalogId } from '@ah/schema';
import type {
  ItemUploadPage,
  LotEditor,
  SpreadsheetDownload,
  SpreadsheetFileType,
  SpreadsheetFormat,
} from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { Kind, type GraphQLError, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql/index.js';
import { badUserInput, forbidden } from '../../../errors.js';
import { FILE_EXTENSION, FORMAT_VALUE, lotOf } from './conversions.js';
import { ItemsApi, type ItemsInfo } from './lotsApi.js';
import { notFound, numericId } from '../../../input/ids.js';
import type { CatalogItemsModel } from '../models.js';
import { catalogLotPage } from './catalogLotPages.js';

/** Where the browser posts a spreadsheet (this module's http/itemUploads.ts). */
export const UPLOAD_PATH = '/uploads/items/spreadsheet';
/** Where the browser posts a large review table (this module's http/itemUploads.ts). */
export const SAVE_LOTS_PATH = '/uploads/items/lots';
export const MODEL_DOWNLOAD_PATH = '/downloads/items/model';
export const SNAPSHOT_DOWNLOAD_PATH = '/downloads/items/snapshot';

const FORMATS: readonly SpreadsheetFormat[] = ['STANDARD', 'AUCTION_FLEX'];
const FILE_TYPES: readonly SpreadsheetFileType[] = ['XLSX', 'XLS', 'CSV'];

export function modelDownload(format: SpreadsheetFormat, fileType: SpreadsheetFileType): SpreadsheetDownload {
  const ext = FILE_EXTENSION[fileType];
  const name = format === 'STANDARD' ? 'standard-model' : 'auction-flex-model';
  return {
    url: `${MODEL_DOWNLOAD_PATH}/${FORMAT_VALUE[format]}.${ext}`,
    fileName: `${name}.${ext}`,
    format,
    fileType,
  };
}

export function snapshotDownload(
  catalogId: string,
  fileType: SpreadsheetFileType,
  format: SpreadsheetFormat = 'STANDARD',
): SpreadsheetDownload {
  const ext = FILE_EXTENSION[fileType];
  const query = format === 'STANDARD' ? '' : `?format=${FORMAT_VALUE[format]}`;
  return {
    url: `${SNAPSHOT_DOWNLOAD_PATH}/${catalogId}.${ext}${query}`,
    fileName: `catalog-${catalogId}-snapshot.${ext}`,
    format,
    fileType,
  };
}

/** The catalog's items info, checked against the route's group (another group's catalog is unknown). */
export async function itemsInfoFor(
  context: GatewayContext,
  groupId: string,
  catalogId: string,
): Promise<ItemsInfo> {
  const info = await new ItemsApi(context.rest.catalog).itemsInfo(catalogId);
  if (String(info.groupID) !== groupId) throw notFoundError();
  return info;
}

export function notFoundError(message = 'No such catalog in this sale.'): GraphQLError {
  return notFound(message);
}

/** The images step after the items (sales §2 step titles): 4 for sessions, 3 for a Buy Now sale. */
export function imagesStep(info: Pick<ItemsInfo, 'saleType'>): number {
  return info.saleType === 'bin' ? 3 : 4;
}

export function wizardPath(
  info: Pick<ItemsInfo, 'saleType' | 'groupID' | 'catalogID'>,
  step: number,
): string {
  return `/session/${info.saleType}/${info.groupID}/${info.catalogID}/${step}`;
}

export async function itemUploadPage(
  context: GatewayContext,
  groupId: string,
  catalogId: string,
): Promise<ItemUploadPage> {
  const info = await itemsInfoFor(context, groupId, catalogId);
  return {
    groupId: String(info.groupID),
    catalogId: String(info.catalogID),
    title: info.title,
    routeType: info.saleType,
    isBin: info.saleType === 'bin',
    isTimed: info.saleType === 'timed',
    lotCount: info.lotCount,
    maxLots: info.maxLots,
    in2Hours: info.in2Hours === 1,
    lotNumberRequired: info.lotNumberRequired,
    deletedLotNumbers: info.deletedlots,
    wizardStep: info.wizardStep,
    uploadUrl: UPLOAD_PATH,
    uploadLimits: {
      maxBytes: SPREADSHEET_LIMITS.maxBytes,
      maxBaseNameLength: SPREADSHEET_LIMITS.maxBaseNameLength,
      extensions: [...SPREADSHEET_LIMITS.extensions],
      timeoutMs: SPREADSHEET_LIMITS.timeoutMs,
      maxRows: SPREADSHEET_LIMITS.maxRows,
    },
    models: FORMATS.flatMap((format) => FILE_TYPES.map((type) => modelDownload(format, type))),
    nextStepPath: wizardPath(info, imagesStep(info)),
  };
}

export async function lotEditorPage(
  context: GatewayContext,
  groupId: string,
  catalogId: string,
  lotId: string,
): Promise<LotEditor> {
  const info = await itemsInfoFor(context, groupId, catalogId);
  const lot =
    lotId === '0' ? null : lotOf(await new ItemsApi(context.rest.catalog).lotById(catalogId, lotId));
  const in2Hours = info.in2Hours === 1;
  const deleted = lot?.deleted ?? false;
  return {
    groupId: String(info.groupID),
    catalogId: String(info.catalogID),
    heading: lot === null ? LOT_MESSAGES.addLot : LOT_MESSAGES.editLot,
    lot,
    deleted,
    deletedMessage: deleted ? LOT_MESSAGES.lotDeleted : null,
    isBin: info.saleType === 'bin',
    isTimed: info.saleType === 'timed',
    lotNumberRequired: info.lotNumberRequired,
    lotNumberLocked: lot !== null && lot.lotNumber !== null,
    absenteeBidLock: lot?.hasAbsenteeBid ?? false,
    absenteeBidTooltip: lot?.hasAbsenteeBid ? LOT_MESSAGES.absenteeBidTooltip : null,
    in2Hours,
    lockMessage: in2Hours ? LOT_MESSAGES.lockedText : null,
    deletedLotNumbers: info.deletedlots,
  };
}

/** Calls `read` once, on first use (a field resolver may ask twice in one request). */
function once<T>(read: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | null = null;
  return () => (promise ??= read());
}

/** CatalogItems' fields that read the catalog, each non-null: another house's catalog nulls the answer. */
const CATALOG_READS = new Set(['items', 'pickableLots', 'lots', 'lists', 'in2Hours']);

/** True when the query surely asks a field that reads the catalog (not under @skip/@include). */
function asksCatalogRead(info: GraphQLResolveInfo): boolean {
  const asks = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((selection) => {
      if (selection.directives?.length) return false;
      if (selection.kind === Kind.FIELD) return CATALOG_READS.has(selection.name.value);
      if (selection.kind === Kind.INLINE_FRAGMENT) return asks(selection.selectionSet);
      return asks(info.fragments[selection.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => asks(node.selectionSet));
}

/**
 * The catalog's lots, field by field (see CatalogItemsModel): the lists are read when a field asks.
 * A query that asks none of them (only `catalogId`) reads one lot's page, so another house's
 * catalog is NOT_FOUND whatever is asked.
 */
export async function catalogItemsPage(
  context: GatewayContext,
  catalogId: string,
  info: GraphQLResolveInfo,
): Promise<CatalogItemsModel> {
  const id = numericId(catalogId, 'catalogId');
  if (!asksCatalogRead(info)) {
    const everyLot = { filter: 'ALL', sort: 'NUMBER', showDeleted: true, pick: null, search: null } as const;
    await catalogLotPage(context, id, everyLot, { offset: 0, limit: 1, page: 1 });
  }
  return {
    catalogId: id,
    summary: once(async () => {
      const summary = await new ItemsApi(context.rest.catalog).summary(id);
      const l = summary.lists;
      return {
        lots: summary.lots.map(lotOf),
        lists: {
          lots: l.lots,
          deletedLots: l.deletedlots,
          deletedLotsWithInventoryNumber: l.deletedLotsWithInventoryNumber,
          restrictedLots: l.restrictedlots,
          unpublishedLots: l.unpublishedlots,
          unpublishedLotsWithInvNumber: l.unpublishedlotsWithInvNumber,
          lotsWithoutImages: l.lotswithoutimages,
          images: l.images,
          imagesInvNumber: l.imagesInvNumber,
          imageCount: l.imagecount,
          imageCountInvNumber: l.imagecountInvNumber,
        },
        in2Hours: summary.in2Hours === 1,
      };
    }),
  };
}

/** The Catalog Snapshot page (super users): digits only, and the catalog must be the house's. */
export async function catalogSnapshot(
  context: GatewayContext,
  catalogId: string,
  fileType: SpreadsheetFileType,
): Promise<SpreadsheetDownload> {
  const viewer = await context.requireViewer();
  if (!viewer.isSuperUser) throw forbidden();
  const problem = validateSnapshotCatalogId(catalogId);
  if (problem) throw badUserInput(problem, 'catalogId');
  const id = String(Number(catalogId.trim()));
  await new ItemsApi(context.rest.catalog).itemsInfo(id);
  return snapshotDownload(id, fileType);
}
