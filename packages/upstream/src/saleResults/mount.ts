import type { DomainMount } from '../domain.js';
import { saleResultsRoutes } from './saleResultsRoutes.js';

/** Sale results: past groups, session results, credits and the result spreadsheets (sales §2, §7). */
export const mountSaleResults: DomainMount = ({ db }) => ({ houseRoutes: [saleResultsRoutes(db)] });
