/**
 * The postal code formats the house service checks when saving a location (its error 302). It knows
 * the formats of the countries it serves most (UK treated as GB); elsewhere any code of letters,
 * digits, spaces and dashes passes.
 */
const FORMATS: Readonly<Record<string, RegExp>> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/,
  GB: /^(GIR ?0AA|[A-PR-UWYZ](\d[A-HJKPS-UW\d]?|[A-HK-Y]\d[ABEHMNPRV-Y\d]?) ?\d[ABD-HJLNP-UW-Z]{2})$/,
  AU: /^\d{4}$/,
  NZ: /^\d{4}$/,
  DE: /^\d{5}$/,
  FR: /^\d{2} ?\d{3}$/,
  IT: /^\d{5}$/,
  ES: /^\d{5}$/,
  NL: /^\d{4} ?[A-Z]{2}$/,
  JP: /^\d{3}-?\d{4}$/,
};

export function isValidServicePostalCode(countryCode: string, postalCode: string): boolean {
  const iso = countryCode.toUpperCase() === 'UK' ? 'GB' : countryCode.toUpperCase();
  const code = postalCode.trim().toUpperCase();
  return (FORMATS[iso] ?? /^[A-Z0-9][A-Z0-9 -]*$/).test(code);
}
