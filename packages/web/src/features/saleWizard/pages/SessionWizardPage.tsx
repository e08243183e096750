import { lazy, type ComponentType } from 'react';
import type { WizardFlow } from '../model/wizardFlow';
import { useWizardRoute, type WizardRoute } from '../model/wizardRoute';

/*
 * Each step is a chunk of its own (issue 23: the wizard page loaded all six, 430 KB gzipped): a step
 * page loads only its step's code. The budget (test/support/bundleBudget.ts) weighs the wizard's
 * routes with their heaviest step, since the route table reads these lazy imports as the page's.
 */
const SessionStep1Page = lazy(() =>
  import('../steps/createSession/SessionStep1Page').then((m) => ({ default: m.SessionStep1Page })),
);
const SessionStep2Page = lazy(() =>
  import('../steps/sessionDetails/SessionStep2Page').then((m) => ({ default: m.SessionStep2Page })),
);
const FixedPriceStep1Page = lazy(() =>
  import('../steps/fixedPriceDetails/FixedPriceStep1Page').then((m) => ({ default: m.FixedPriceStep1Page })),
);
const LotsStepPage = lazy(() =>
  import('../steps/uploadLots/LotsStepPage').then((m) => ({ default: m.LotsStepPage })),
);
const LotImagesStepPage = lazy(() =>
  import('../steps/uploadLotImages/LotImagesStepPage').then((m) => ({ default: m.LotImagesStepPage })),
);
const PreviewStepPage = lazy(() =>
  import('../steps/salePreview/PreviewStepPage').then((m) => ({ default: m.PreviewStepPage })),
);
const ReviewPublishPage = lazy(() =>
  import('../steps/reviewPublish/ReviewPublishPage').then((m) => ({ default: m.ReviewPublishPage })),
);

type StepPage = ComponentType<{ route: WizardRoute }>;

/**
 * The page of each step of each flow (sales §2 Step titles). Step 7, the shipping review, is the
 * `shippingReviews` feature's own route (`.../7`), which outranks this page's `:step`.
 */
const STEP_PAGES: Record<WizardFlow, Readonly<Partial<Record<number, StepPage>>>> = {
  // Create Session, Session Details, Upload Items, Upload Images, Preview Session, Review & Publish.
  session: {
    1: SessionStep1Page,
    2: SessionStep2Page,
    3: LotsStepPage,
    4: LotImagesStepPage,
    5: PreviewStepPage,
    6: ReviewPublishPage,
  },
  // Sale Details, Upload Items, Upload Images, Preview Sale, Preview Session, Review & Publish.
  fixedPrice: {
    1: FixedPriceStep1Page,
    2: LotsStepPage,
    3: LotImagesStepPage,
    4: PreviewStepPage,
    5: PreviewStepPage,
    6: ReviewPublishPage,
  },
};

/**
 * /session/{type}/{groupID}/{catalogID}/{step}[/{goToPage}] (sales §2): the fixed-price wizard when
 * the path contains "bin", the session wizard otherwise. "A step below 1 is treated as 1; an unknown
 * step shows step 1" (sales §2 Step titles): a step this page has no page for shows step 1 too.
 */
export function SessionWizardPage() {
  const route = useWizardRoute();
  const pages = STEP_PAGES[route.flow];
  const known = pages[route.step];
  const shown: WizardRoute = known ? route : { ...route, step: 1 };
  const Page = known ?? pages[1]!;
  const key = `${shown.type}/${shown.groupId}/${shown.catalogId}/${shown.step}`;
  return <Page key={key} route={shown} />;
}

export default SessionWizardPage;
