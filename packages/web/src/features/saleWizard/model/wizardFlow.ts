import type { SaleFlow } from '../../../platform/saleFlow';

/**
 * The wizard's flow, read from its route: the session and fixed-price wizards share the frame and
 * the route, and differ in their steps and titles.
 */
export type WizardFlow = SaleFlow;
