/**
 * Texts and codes of items (sales §5 Lot form and Spreadsheet upload, §8 Lots and Spreadsheet upload;
 * invoicing §8 upload error codes). Texts the specs give are verbatim; those marked "ours" follow
 * their style (the specs say "Texts for many individual codes are not shown").
 */
export const LOT_TITLE_MAX = 250;
/** Item number: digits only, at most 8 characters for auction sessions (sales §5, §9). */
export const LOT_NUMBER_MAX = 8;
/** A bin item number is stored as a 32-bit integer: at most 9 digits. */
export const BIN_LOT_NUMBER_MAX = 9;
export const INV_NUMBER_MAX = 32;
/** Free-text cells (description, provenance, ...): Excel's own cell limit. */
export const LOT_FREE_TEXT_MAX = 32_767;
/** Largest whole amount accepted (estimates, starting bid, reserve, price). */
export const LOT_AMOUNT_MAX = 999_999_999;

/** Catalog file rules (sales §5, §9). */
export const SPREADSHEET_LIMITS = {
  maxBytes: 52_428_800,
  maxBaseNameLength: 100,
  extensions: ['.csv', '.xls', '.xlsx'],
  timeoutMs: 120_000,
  /** Data rows read from one file; more is refused (ours: bounds the parser's work). */
  maxRows: 50_000,
} as const;

export const LOT_MESSAGES = {
  itemNumberNumeric: 'Item number must contain numerical values only.',
  /** ours */
  itemNumberTooLong: (max: number) => `Item number must be ${max} characters or less.`,
  itemNumberInUse: 'Item number already in use.',
  itemNumberDeleted: 'Item number was previously deleted.',
  itemNumberNotInCatalog: 'This item number does not exist in this catalog.',
  numberOrInventoryRequired: 'Item number or inventory number are required.',
  /** ours (the lot number is required unless connect type e or p) */
  itemNumberRequired: 'Item number is required.',
  extensionInvalid: 'Item extension must be between A-Z.',
  titleTooLong: `Item title must be ${LOT_TITLE_MAX} characters or less.`,
  /** ours */
  titleRequired: 'Item title is required.',
  /** ours */
  titleMarkup: 'Item title cannot contain HTML or JavaScript.',
  /** ours */
  descriptionRequired: 'Item description is required.',
  numeric: (label: string) => `${label} must contain numerical values only.`,
  /** ours */
  wholeNumber: (label: string) => `${label} must be a whole number.`,
  /** ours */
  priceRequired: 'Price is required.',
  /** ours */
  priceAboveZero: 'Price must be a whole number greater than 0.',
  /** ours */
  amountTooLarge: (label: string) => `${label} is too large.`,
  /** ours */
  estimatesOrder: 'Low estimate must be lower than high estimate.',
  /** ours */
  inventoryInvalid: `Inventory number must be ${INV_NUMBER_MAX} characters or less and contain only letters, numbers and dashes.`,
  /** ours */
  inventoryInUse: 'Inventory number already in use.',
  /** ours */
  textTooLong: (label: string) => `${label} must be ${LOT_FREE_TEXT_MAX} characters or less.`,
  missingNumberTitle: 'Missing Lot or Inventory Number',
  missingNumberText: (n: number) =>
    `Lot or inventory number is required for every item. You have ${n} lot(s) without a number. Please correct all to proceed.`,
  previouslyDeleted: (lotNumber: string) =>
    `Lot Number ${lotNumber} was used on a previously deleted lot. Please enter a new lot number.`,
  unableToSave: 'Unable to add/edit your lot. Please try again later or contact Customer Care any time at:',
  reuseWarning: 'You cannot reuse this item/lot number in this session.',
  absenteeBidTooltip:
    'An absentee bid has been placed on this item. You can not change the starting bid or reserve amount.',
  lotDeleted: 'Lot Deleted - This lot has been deleted and can no longer be edited',
  lockedTitle: 'Catalog is within 2 hours of sale start time',
  lockedText: 'You can not edit, delete or add additional lots at this time.',
  addLot: 'Add Lot',
  editLot: 'Edit Lot',
  maxLots: (n: number) => `You have reached your maximum of ${n} lots for this sale.`,
  /** ours (sales §8: "116 starting bid or reserve cannot be updated after a bid is placed") */
  bidPlaced: 'The starting bid or reserve cannot be updated after a bid is placed.',
  catalogIdDigits: 'Catalog ID must contain numbers only.',
} as const;

export const UPLOAD_MESSAGES = {
  success: 'Your file upload was a success!',
  gatewayTimeoutTitle: 'Gateway timeout',
  gatewayTimeoutText: 'There has been a loss of connection. Please re-upload and try again.',
  timeoutTitle: 'Your file upload has timed out.',
  timeoutText:
    'Please verify you are connected to the internet and that you are attaching a file in the correct format',
  failed: (n: number) => `Upload Failed: ${n} Total Error(s)`,
  uploading: 'Uploading ...',
  loadFailed:
    'Unable to load your catalog information. Please try again later or contact Customer Care any time at:',
  /** ours, from here on: file-level refusals */
  fileRequired: 'Please choose a spreadsheet file to upload.',
  fileCount: 'Please upload one file at a time.',
  fileTooLarge: 'The file is larger than 50 MB. Please upload a smaller file.',
  fileNameDots: 'The file name must contain a single dot, before its extension.',
  fileNameCharacters: 'The file name may contain only letters, numbers, - and _ before its extension.',
  fileNameTooLong: 'The file name must be 100 characters or less before its extension.',
  fileType: 'Please upload a .csv, .xls or .xlsx file.',
  fileContent: (ext: string) =>
    `The file is not a valid ${ext} spreadsheet. Please check the file and try again.`,
  fileEmpty: 'The file is empty. Please add your items and upload it again.',
  noRows: 'The spreadsheet has no items. Please add your items below the column names.',
  tooManyRows: (max: number) =>
    `The spreadsheet has more than ${max.toLocaleString('en-US')} rows. Please split it into smaller files.`,
  formulaCell: (cell: string) =>
    `Cell ${cell} holds a formula. Please replace formulas with their values and upload again.`,
  columnNames: (names: readonly string[]) =>
    `Incorrect column names: ${names.join(', ')}. Please use the column names of the model spreadsheet.`,
  unlabelledColumn: (column: string) =>
    `Column ${column} has values but no column name. Please label or remove it.`,
  missingColumns: (names: readonly string[]) => `Required column(s) missing: ${names.join(', ')}.`,
} as const;
