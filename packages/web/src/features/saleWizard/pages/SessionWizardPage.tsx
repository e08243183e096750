import type { ComponentType } from 'react';
import { FixedPriceStep1Page } from '../steps/fixedPriceDetails/FixedPriceStep1Page';
import { ImagesStepPage } from '../steps/uploadImages/ImagesStepPage';
import { ItemsStepPage } from '../steps/uploadItems/ItemsStepPage';
import { PreviewStepPage } from '../steps/preview/PreviewStepPage';
import { ReviewPublishPage } from '../steps/reviewPublish/ReviewPublishPage';
import type { WizardFlow } from '../model/stepTitles';
import { SessionStep1Page } from '../steps/createSession/SessionStep1Page';
import { SessionStep2Page } from '../steps/sessionDetails/SessionStep2Page';
import { useWizardRoute, type WizardRoute } from '../model/wizardRoute';

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
    3: ItemsStepPage,
    4: ImagesStepPage,
    5: PreviewStepPage,
    6: ReviewPublishPage,
  },
  // Sale Details, Upload Items, Upload Images, Preview Sale, Preview Session, Review & Publish.
  fixedPrice: {
    1: FixedPriceStep1Page,
    2: ItemsStepPage,
    3: ImagesStepPage,
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
