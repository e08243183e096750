import { LOT_MESSAGES } from '@ah/schema';

/**
 * The items screens' own texts. The spec's texts live in `@ah/schema` (LOT_MESSAGES,
 * UPLOAD_MESSAGES); the ones here are the spec's where it gives them (sales §2, §8) and ours,
 * in its style, where it gives none (marked "ours").
 */
export const ITEMS_TEXTS = {
  uploadHeading: 'Upload Items',
  dropzone: 'Drag Files Here or choose file(s) from your computer',
  /** ours */
  dropzoneHint: 'One .csv, .xls or .xlsx file, up to 50 MB',
  /** The dropzone's button: the file picker without dragging (WCAG 2.5.7). */
  chooseFile: 'Choose file',
  /** ours */
  dropzoneLocked: 'Uploading is not available within 2 hours of the sale.',
  offline: 'Please verify you are connected to the internet and try again.',
  /** ours */
  signedOut: 'Your session has ended. Please sign in again and re-upload the file.',
  lockedTitle: LOT_MESSAGES.lockedTitle,
  lockedText: LOT_MESSAGES.lockedText,
  addSingleItem: 'Add single item',
  saveAndExit: 'Save & Exit',
  continue: 'Continue',
  cancelToSummary: 'Cancel & Return to Summary',
  retry: 'Retry',
  uploadAgain: 'Go Back & Upload Items Again',
  requirementsTitle: 'Spreadsheet Requirements',
  /** ours */
  tipSheet: 'Spreadsheet tip sheet (Help Center)',
  /** ours */
  snapshotTitle: 'Editing your items?',
  /** ours */
  snapshotLink: 'Download a snapshot of this catalog',
  /** ours: the review step */
  reviewTitle: 'Review Your Items',
  /** ours */
  errorsOnly: 'Show only items with errors',
  /** ours */
  fixErrors: (n: number) =>
    `${n} item${n === 1 ? ' has' : 's have'} errors. Edit or delete ${n === 1 ? 'it' : 'them'} to continue.`,
  /** ours */
  noErrorRows: 'No items have errors.',
  /** ours */
  saveFailed: 'Some items could not be saved. Nothing was saved; please fix the highlighted items.',
} as const;

/** The spec's generic alert (sales §8 Images, invoicing §8). */
export const GENERIC_FAILURE =
  'Unable to complete your request. Please try again later or contact Customer Care';

/** The spec's three-step text of the Upload Items heading when opened from the summary (step 6); ours. */
export const EDIT_MULTIPLE_ITEMS_STEPS = [
  'Download a snapshot of your catalog (right).',
  'Make your changes in the spreadsheet and save it.',
  'Upload the spreadsheet here: items are matched by their lot numbers.',
] as const;
