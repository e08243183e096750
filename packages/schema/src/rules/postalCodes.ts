/**
 * Postal code formats by ISO 3166-1 alpha-2 country (sales §5 House location form: "Postal code
 * checked against the country format (UK treated as GB)"). Countries not listed accept any code of
 * letters, digits, spaces and dashes. Codes are compared case-insensitively after trimming.
 */
const FORMATS: Readonly<Record<string, RegExp>> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/,
  GB: /^(GIR ?0AA|[A-PR-UWYZ](\d[A-HJKPS-UW\d]?|[A-HK-Y]\d[ABEHMNPRV-Y\d]?) ?\d[ABD-HJLNP-UW-Z]{2})$/,
  AU: /^\d{4}$/,
  NZ: /^\d{4}$/,
  IE: /^([AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/,
  DE: /^\d{5}$/,
  FR: /^\d{2} ?\d{3}$/,
  IT: /^\d{5}$/,
  ES: /^\d{5}$/,
  PT: /^\d{4}-\d{3}$/,
  NL: /^\d{4} ?[A-Z]{2}$/,
  BE: /^\d{4}$/,
  LU: /^(L-)?\d{4}$/,
  CH: /^\d{4}$/,
  LI: /^\d{4}$/,
  AT: /^\d{4}$/,
  DK: /^\d{4}$/,
  NO: /^\d{4}$/,
  SE: /^\d{3} ?\d{2}$/,
  FI: /^\d{5}$/,
  IS: /^\d{3}$/,
  PL: /^\d{2}-\d{3}$/,
  CZ: /^\d{3} ?\d{2}$/,
  SK: /^\d{3} ?\d{2}$/,
  HU: /^\d{4}$/,
  SI: /^\d{4}$/,
  HR: /^\d{5}$/,
  RO: /^\d{6}$/,
  BG: /^\d{4}$/,
  GR: /^\d{3} ?\d{2}$/,
  CY: /^\d{4}$/,
  MT: /^[A-Z]{3} ?\d{4}$/,
  EE: /^\d{5}$/,
  LV: /^(LV-)?\d{4}$/,
  LT: /^(LT-)?\d{5}$/,
  MC: /^980\d{2}$/,
  RU: /^\d{6}$/,
  UA: /^\d{5}$/,
  TR: /^\d{5}$/,
  IL: /^\d{5}(\d{2})?$/,
  JP: /^\d{3}-?\d{4}$/,
  CN: /^\d{6}$/,
  TW: /^\d{3}(\d{2,3})?$/,
  KR: /^\d{5}$/,
  IN: /^\d{6}$/,
  SG: /^\d{6}$/,
  MY: /^\d{5}$/,
  TH: /^\d{5}$/,
  PH: /^\d{4}$/,
  ID: /^\d{5}$/,
  VN: /^\d{6}$/,
  ZA: /^\d{4}$/,
  BR: /^\d{5}-?\d{3}$/,
  MX: /^\d{5}$/,
  AR: /^([A-HJ-NP-Z])?\d{4}([A-Z]{3})?$/,
  CL: /^\d{7}$/,
  CO: /^\d{6}$/,
  PE: /^\d{5}$/,
  PR: /^00[679]\d{2}(-\d{4})?$/,
};

/** The spec's list uses UK; postal formats use the ISO code GB. */
export function isoCountryCode(countryCode: string): string {
  const upper = countryCode.trim().toUpperCase();
  return upper === 'UK' ? 'GB' : upper;
}

const GENERIC = /^[A-Z0-9][A-Z0-9 -]*$/;

/** Whether a postal code has the country's format (UK treated as GB). */
export function isValidPostalCode(countryCode: string, postalCode: string): boolean {
  const code = postalCode.trim().toUpperCase();
  if (code === '') return false;
  const format = FORMATS[isoCountryCode(countryCode)] ?? GENERIC;
  return format.test(code);
}

/** Countries with a specific format (for tests and docs). */
export const COUNTRIES_WITH_POSTAL_FORMAT: readonly string[] = Object.keys(FORMATS);
