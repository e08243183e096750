/**
 * The standard default feedback messages (sales §9 "three reusable positive messages"): what a slot
 * reads as until the house saves its own, and the texts the demo seed picks from.
 */
export const STANDARD_DEFAULT_FEEDBACKS: readonly [string, string, string] = [
  'Great buyer, fast payment. Thank you for bidding with us!',
  'Smooth transaction and prompt payment. A pleasure to deal with.',
  'Thank you for your purchase. We hope to see you at our next sale!',
];

/** More texts for the demo houses, so two houses' messages differ. */
export const DEMO_DEFAULT_FEEDBACKS: readonly string[] = [
  'Excellent bidder. Paid quickly and communicated clearly.',
  'A valued customer. Highly recommended to other sellers.',
  'Quick payment and friendly messages. Welcome back anytime!',
  'Prompt, courteous and reliable. Thank you!',
];
