import {
  FIXED_PRICE_STEP_TITLES,
  FIXED_PRICE_WIZARD_PAGE_TITLE,
  normalizeWizardStep,
  SESSION_STEP_TITLES,
  SESSION_WIZARD_PAGE_TITLE,
} from '@ah/schema';
import type { WizardFlow } from './wizardFlow';

/**
 * The wizard's step indicator (sales §2 "Step titles"): which titles a flow shows, how many steps the
 * indicator lists and how a step in the URL is read. The titles themselves are the shared constants.
 */

/** The page title of each flow's wizard ("DIY Session" for sessions, sales §2). */
export function wizardPageTitle(flow: WizardFlow): string {
  return flow === 'fixedPrice' ? FIXED_PRICE_WIZARD_PAGE_TITLE : SESSION_WIZARD_PAGE_TITLE;
}

/** Step 2 of the fixed-price flow when items are edited (reached from the summary). */
export const FIXED_PRICE_EDIT_ITEMS_TITLE = 'Bulk Upload/Edit Items';

/** The session flow's Shipping Summary (step 7) shows no heading. */
const SESSION_STEP_WITHOUT_HEADING = 7;

function titlesOf(flow: WizardFlow): readonly string[] {
  return flow === 'fixedPrice' ? FIXED_PRICE_STEP_TITLES : SESSION_STEP_TITLES;
}

/** The step in the URL as a number: below 1 is step 1, and so is anything unknown. */
export function normalizeStep(raw: string | number | undefined, flow: WizardFlow): number {
  return normalizeWizardStep(raw, titlesOf(flow).length);
}

/** The title of a step; for fixed-price step 2 the edit variant when items are being edited. */
export function stepTitle(flow: WizardFlow, step: number, options: { editingItems?: boolean } = {}): string {
  const n = normalizeStep(step, flow);
  if (flow === 'fixedPrice' && n === 2 && options.editingItems) return FIXED_PRICE_EDIT_ITEMS_TITLE;
  return titlesOf(flow)[n - 1]!;
}

/** "Step N: title", or null for a step that shows no heading. */
export function stepHeading(
  flow: WizardFlow,
  step: number,
  options: { editingItems?: boolean } = {},
): string | null {
  const n = normalizeStep(step, flow);
  if (flow === 'session' && n === SESSION_STEP_WITHOUT_HEADING) return null;
  return `Step ${n}: ${stepTitle(flow, n, options)}`;
}

/**
 * How many steps the indicator lists: a fixed-price sale shows 7 with a shipping policy and 6
 * without; the session flow lists its 6 headed steps (its step 7 has no heading).
 */
export function indicatorStepCount(flow: WizardFlow, hasShippingPolicy: boolean): number {
  if (flow === 'fixedPrice') return hasShippingPolicy ? 7 : 6;
  return SESSION_STEP_WITHOUT_HEADING - 1;
}

/** The steps the indicator lists, with their titles. */
export function indicatorSteps(
  flow: WizardFlow,
  hasShippingPolicy: boolean,
  options: { editingItems?: boolean } = {},
): { step: number; title: string }[] {
  return Array.from({ length: indicatorStepCount(flow, hasShippingPolicy) }, (_, i) => ({
    step: i + 1,
    title: stepTitle(flow, i + 1, options),
  }));
}
