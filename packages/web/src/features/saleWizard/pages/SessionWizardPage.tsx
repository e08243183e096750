import { CALENDAR_PATH } from '@ah/schema';
import { useQuery } from '@apollo/client/react';
import { WizardFrameFactsDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../app/graphqlDocument';
import { ComingSoon } from '../../../ui/ComingSoon';
import { FixedPriceStep1Page } from '../steps/fixedPriceDetails/FixedPriceStep1Page';
import { ImagesStepPage } from '../steps/uploadImages/ImagesStepPage';
import { ItemsStepPage } from '../steps/uploadItems/ItemsStepPage';
import { PreviewStepPage } from '../steps/preview/PreviewStepPage';
import { ReviewPublishPage } from '../steps/reviewPublish/ReviewPublishPage';
import { WizardFrame } from '../components/WizardFrame';
import { stepTitle } from '../model/stepTitles';
import { SessionStep1Page } from '../steps/createSession/SessionStep1Page';
import { SessionStep2Page } from '../steps/sessionDetails/SessionStep2Page';
import { useWizardRoute, type WizardRoute } from '../model/wizardRoute';

const frameQuery = toDocument(WizardFrameFactsDocument);

/** The Upload Items step of each flow (sales §2 Step titles). */
const ITEMS_STEP = { session: 3, fixedPrice: 2 } as const;
/** Upload Images (session 4, fixed-price 3). */
const IMAGES_STEP = { session: 4, fixedPrice: 3 } as const;
/** The preview: Preview Session (session 5); Preview Sale and Preview Session (fixed-price 4 and 5). */
const PREVIEW_STEPS = { session: [5], fixedPrice: [4, 5] } as const;
/** Review & Publish, the summary (step 6 in both flows; the session flow's 7 is the shipping review). */
const REVIEW_STEP = 6;

/** A later step of the wizard: the frame with its step, and what is coming. */
function LaterStep({ route }: { route: WizardRoute }) {
  const { data } = useQuery(frameQuery, {
    variables: { groupId: route.groupId, catalogId: route.catalogId },
    errorPolicy: 'all',
  });
  const wizard = data?.sessionWizard;
  const title = stepTitle(route.flow, route.step);
  return (
    <WizardFrame
      flow={route.flow}
      step={route.step}
      hasShippingPolicy={Boolean(wizard?.shippingPolicy)}
      saleName={wizard?.session?.title}
    >
      <ComingSoon
        name={title}
        description="Your details so far are saved; continue this step in a later release."
        backTo={{ to: CALENDAR_PATH, label: 'Back to My Auctions' }}
      />
    </WizardFrame>
  );
}

/**
 * /session/{type}/{groupID}/{catalogID}/{step}[/{goToPage}] (sales §2): the fixed-price wizard when
 * the path contains "bin", the session wizard otherwise; a step below 1 or unknown is step 1.
 */
export function SessionWizardPage() {
  const route = useWizardRoute();
  const key = `${route.type}/${route.groupId}/${route.catalogId}/${route.step}`;
  // The items step (sales §2 Upload Items): session step 3, fixed-price step 2.
  if (route.step === ITEMS_STEP[route.flow]) return <ItemsStepPage key={key} route={route} />;
  // Images, preview, review & publish (sales §2).
  if (route.step === IMAGES_STEP[route.flow]) return <ImagesStepPage key={key} route={route} />;
  if ((PREVIEW_STEPS[route.flow] as readonly number[]).includes(route.step))
    return <PreviewStepPage key={key} route={route} />;
  if (route.step === REVIEW_STEP) return <ReviewPublishPage key={key} route={route} />;
  if (route.flow === 'fixedPrice')
    return route.step === 1 ? (
      <FixedPriceStep1Page key={key} route={route} />
    ) : (
      <LaterStep key={key} route={route} />
    );
  if (route.step === 1) return <SessionStep1Page key={key} route={route} />;
  if (route.step === 2) return <SessionStep2Page key={key} route={route} />;
  return <LaterStep key={key} route={route} />;
}

export default SessionWizardPage;
