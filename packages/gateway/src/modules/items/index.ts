import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { ItemUploadPage } from './resolvers/ItemUploadPage.js';
import { Lot } from './resolvers/Lot.js';
import { Mutation } from './resolvers/Mutation.js';
import { Query } from './resolvers/Query.js';

/**
 * Items (issue 6): the Upload Items screen and its review table, the lot page, the catalog's lots
 * with their statuses and summary lists, and the Catalog Snapshot page. The spreadsheet file and the
 * downloads travel through the gateway's file routes (http/itemFiles.ts).
 */
export const itemsResolvers: Resolvers = { Query, Mutation, ItemUploadPage, Lot };
