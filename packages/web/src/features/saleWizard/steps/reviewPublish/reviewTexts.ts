/**
 * The review screen's own labels (sales §2 Review & Publish). The spec's messages (success, lock,
 * banners, no-reuse warning) are the shared REVIEW_MESSAGES of @ah/schema; texts here the spec does
 * not give are ours in its style (marked "ours").
 */
export const REVIEW_TEXTS = {
  publishAll: 'Publish All',
  publishSelected: 'Publish Selected',
  continue: 'Continue',
  saveAndExit: 'Save & Exit',
  previewSession: 'Preview session',
  addSingleItem: 'Add single item',
  bulkUploadItems: 'Bulk upload/edit items',
  bulkUploadImages: 'Bulk upload images',
  editSale: 'Edit Sale',
  /** The spec's generic alert (sales §8), shown by the generic error view of failed loads, deletes and publishes. */
  genericError: 'Unable to complete your request. Please try again later or contact Customer Care',
  /** ours */
  loadFailed: 'Unable to load your session summary.',
  /** ours */
  deleteFailed: 'Unable to delete your item(s).',
  /** ours */
  publishFailed: 'Unable to publish your item(s).',
} as const;
