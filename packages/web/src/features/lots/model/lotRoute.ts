import { WIZARD_SUMMARY_STEP, wizardPath, type WizardRouteType } from '@ah/schema';
import { useLocation, useParams } from 'react-router';
import { flowOfType } from '../../../platform/saleFlow';

/** The preview step a lot page opened from the preview returns to (sales §2: step 4 bin, 5 session). */
const PREVIEW_STEP = { bin: 4, session: 5 } as const;

export interface LotRoute {
  routeType: WizardRouteType;
  isBinPath: boolean;
  groupId: string;
  catalogId: string;
  /** The lot id; "0" for a new lot. */
  lotId: string;
  /** Where Save and Cancel go back to. */
  returnPath: string;
}

/**
 * /session/{type}/{groupID}/{catalogID}/lot/{lotID}[/{goToPage}] (sales §2): the wizard step to return
 * to is goToPage, else the step the page was linked from (navigation state linkedFrom step5 or
 * step6), else the summary, which "Add single item" marks as reached.
 */
export function useLotRoute(): LotRoute {
  const params = useParams();
  const location = useLocation();
  const type = params['type'] ?? '';
  const isBinPath = flowOfType(type) === 'fixedPrice';
  const routeType: WizardRouteType = isBinPath ? 'bin' : type === 'timed' ? 'timed' : 'live';
  const groupId = params['groupId'] ?? '';
  const catalogId = params['catalogId'] ?? '';
  const state: unknown = location.state;
  const linkedFrom =
    typeof state === 'object' && state !== null && 'linkedFrom' in state ? String(state.linkedFrom) : null;
  const goToPage = Number(params['goToPage']);
  const step =
    Number.isInteger(goToPage) && goToPage >= 1 && goToPage <= 7
      ? goToPage
      : linkedFrom === 'step5'
        ? PREVIEW_STEP[isBinPath ? 'bin' : 'session']
        : WIZARD_SUMMARY_STEP;
  return {
    routeType,
    isBinPath,
    groupId,
    catalogId,
    lotId: params['lotNumber'] ?? '0',
    returnPath: wizardPath(routeType, groupId, catalogId, step),
  };
}
