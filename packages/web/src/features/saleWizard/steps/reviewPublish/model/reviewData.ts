import type { ReviewPublishPageQuery } from '../../../../../__generated__/graphql';

/** The parts of the screen's one query, as the components take them. */
export type SaleReviewData = NonNullable<ReviewPublishPageQuery['saleReview']>;
export type SessionWizardData = NonNullable<ReviewPublishPageQuery['sessionWizard']>;
export type SessionData = NonNullable<SessionWizardData['session']>;
export type BinDetailsData = NonNullable<ReviewPublishPageQuery['fixedPriceSaleDetails']>;
export type FulfilmentData = NonNullable<SaleReviewData['shippingFulfilment']>;
export type ContactsData = SessionData['contacts'];

/** A link into another wizard step or page that returns to the summary (sales §2: linkedFrom step6). */
export const FROM_SUMMARY_STATE = { linkedFrom: 'step6' } as const;
