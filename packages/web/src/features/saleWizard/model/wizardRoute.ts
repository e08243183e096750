import { CALENDAR_PATH, WIZARD_SUMMARY_STEP, wizardPath, type WizardRouteType } from '@ah/schema';
import { useLocation, useParams } from 'react-router';
import { flowOfType } from '../../../platform/saleFlow';
import type { WizardFlow } from './wizardFlow';
import { normalizeStep } from './stepTitles';

export interface WizardRoute {
  type: string;
  routeType: WizardRouteType;
  flow: WizardFlow;
  groupId: string;
  catalogId: string;
  /** The step shown (below 1 or unknown is 1). */
  step: number;
  /** Opened from the summary (step 6): saving and cancelling return there. */
  fromSummary: boolean;
}

function routeTypeOf(type: string): WizardRouteType {
  if (flowOfType(type) === 'fixedPrice') return 'bin';
  return type === 'timed' ? 'timed' : 'live';
}

/**
 * The wizard's place from /session/{type}/{groupID}/{catalogID}/{step}[/{goToPage}]. A step opened
 * from the summary carries goToPage 6 (or the navigation state linkedFrom 'step6').
 */
export function useWizardRoute(): WizardRoute {
  const params = useParams();
  const location = useLocation();
  const type = params['type'] ?? '';
  const flow = flowOfType(type);
  const state: unknown = location.state;
  const linkedFromSummary =
    typeof state === 'object' && state !== null && 'linkedFrom' in state && state.linkedFrom === 'step6';
  return {
    type,
    routeType: routeTypeOf(type),
    flow,
    groupId: params['groupId'] ?? '',
    catalogId: params['catalogId'] ?? '',
    step: normalizeStep(params['step'], flow),
    fromSummary: params['goToPage'] === String(WIZARD_SUMMARY_STEP) || linkedFromSummary,
  };
}

/** Where Cancel leads: back to the summary when opened from it, else the calendar. */
export function cancelPathOf(route: WizardRoute, catalogId = route.catalogId): string {
  return route.fromSummary && catalogId !== '0'
    ? wizardPath(route.routeType, route.groupId, catalogId, WIZARD_SUMMARY_STEP)
    : CALENDAR_PATH;
}
