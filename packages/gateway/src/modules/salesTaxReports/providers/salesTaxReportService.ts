import { salesTaxFilterViolations } from '@ah/schema';
import type { GatewayContext } from '../../../context.js';
import { forbidden, ruleViolationsError } from '../../../errors.js';
import type { SalesTaxReportModel } from '../models.js';
import { maySeeSalesTax } from './salesTaxAccess.js';
import { viewerLoadersOf } from '../../viewer/index.js';

/** Refuses (FORBIDDEN) a caller whose house's processor type is not p; the guard checked the flag. */
export async function requireSalesTaxHouse(context: GatewayContext): Promise<string> {
  const viewer = await context.requireViewer();
  const houseRef = viewer.houseInfo.houseRef;
  const processorType = await viewerLoadersOf(context).paymentProcessorType.load(houseRef).catch(() => null);
  if (!maySeeSalesTax(viewer, processorType)) throw forbidden();
  return houseRef;
}

/**
 * The house's sales tax report (sales §7 GET /salesTaxReport?year&month&state), after the filter's
 * rules (@ah/schema salesTaxReportRules): nothing reaches the service when one is broken.
 */
export async function salesTaxReport(
  context: GatewayContext,
  args: { year: number; month?: number | null; state?: string | null },
): Promise<SalesTaxReportModel> {
  const state = args.state?.trim().toUpperCase() || null;
  const filter = { year: args.year, month: args.month ?? null, state };
  const violations = salesTaxFilterViolations(filter, new Date().getUTCFullYear());
  if (violations.length > 0) throw ruleViolationsError(violations);
  const houseRef = await requireSalesTaxHouse(context);
  const res = await context.rest.house.GET('/app/house/{houseRef}/salesTaxReport', {
    params: {
      path: { houseRef },
      query: {
        year: filter.year,
        ...(filter.month !== null ? { month: filter.month } : {}),
        ...(filter.state !== null ? { state: filter.state } : {}),
      },
    },
  });
  const report = res.data.data.houseSalesTaxReport;
  return { rows: report.rows, totals: report.totals, filter };
}
