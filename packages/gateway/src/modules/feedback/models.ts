import type { components } from '../../__generated__/upstream/house.js';

/** Codegen mapper: a default feedback message resolves from the house service's record. */
export type DefaultFeedbackMessageModel = components['schemas']['DefaultFeedback'];

/** Codegen mapper: feedback on a lot as the house service answers it (sales §3 Result item feedback). */
export type LotFeedbackModel = components['schemas']['LotFeedback'];

/** Codegen mapper: the answer of removeLotFeedback. */
export interface RemoveLotFeedbackResultModel {
  lotRef: string;
  success: boolean;
}
