import type { DomainMount } from '../domain.js';
import { salesTaxReportRoutes } from './salesTaxReportRoutes.js';

/** Sales tax reports (sales §2 Other screens, §4, §7 Other): computed from paid invoices, no tables of their own. */
export const mountSalesTaxReports: DomainMount = ({ db }) => ({ houseRoutes: [salesTaxReportRoutes(db)] });
