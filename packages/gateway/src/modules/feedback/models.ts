import type { components } from '../../__generated__/upstream/house.js';

/** Codegen mapper: a default feedback message resolves from the house service's record. */
export type DefaultFeedbackMessageModel = components['schemas']['DefaultFeedback'];
