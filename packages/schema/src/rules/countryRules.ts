/**
 * Country lists (sales §9): the United Kingdom is coded UK; ALL (All Countries) and EU (European
 * Union) appear in the shipping-rules and charge lists; US, CA, AU and UK have subdivision lists.
 */
export const ALL_COUNTRIES = { code: 'ALL', name: 'All Countries' } as const;
export const EUROPEAN_UNION = { code: 'EU', name: 'European Union' } as const;

export type CountryListOrder = 'LOCATION_FORM' | 'SHIPPING_RULES' | 'CHARGES';

/** Countries listed first, in this order, before the alphabetical rest. */
const LEADING: Readonly<Record<CountryListOrder, readonly string[]>> = {
  LOCATION_FORM: ['UK', 'US', 'CA', 'AU'],
  SHIPPING_RULES: ['ALL', 'EU', 'UK', 'US', 'CA', 'AU'],
  CHARGES: ['ALL', 'UK', 'US', 'CA', 'AU'],
};

/** Countries with a subdivision dropdown in the house location form. */
export const COUNTRIES_WITH_SUBDIVISIONS = ['US', 'CA', 'AU', 'UK'] as const;
/** The fulfilment location modal uses a state dropdown only for these; free text otherwise. */
export const FULFILMENT_STATE_DROPDOWN_COUNTRIES = ['US', 'CA'] as const;

export function hasSubdivisionList(countryCode: string | null | undefined): boolean {
  return COUNTRIES_WITH_SUBDIVISIONS.includes(countryCode as (typeof COUNTRIES_WITH_SUBDIVISIONS)[number]);
}

/** The subdivision label: US State, CA Province, AU State/Territory, UK County (sales §9). */
export function subdivisionLabelOf(countryCode: string | null | undefined): string {
  switch (countryCode) {
    case 'US':
      return 'State';
    case 'CA':
      return 'Province';
    case 'AU':
      return 'State/Territory';
    case 'UK':
      return 'County';
    default:
      return 'Province';
  }
}

/** US uses Zip Code (sales §9); everyone else Postal Code. */
export function postalCodeLabelOf(countryCode: string | null | undefined): string {
  return countryCode === 'US' ? 'Zip Code' : 'Postal Code';
}

/**
 * Orders a country list for a screen (sales §9). Pseudo-entries (ALL, EU) are added when the
 * order lists them and removed when it does not; the rest is alphabetical by name.
 */
export function orderCountries<C extends { code: string; name: string }>(
  countries: readonly C[],
  order: CountryListOrder,
  makePseudo: (entry: { code: string; name: string }) => C,
): C[] {
  const leading = LEADING[order];
  const pseudo = [ALL_COUNTRIES, EUROPEAN_UNION].filter((p) => leading.includes(p.code));
  const byCode = new Map<string, C>();
  for (const c of countries)
    if (c.code !== ALL_COUNTRIES.code && c.code !== EUROPEAN_UNION.code) byCode.set(c.code, c);
  for (const p of pseudo) byCode.set(p.code, makePseudo(p));
  const first = leading.flatMap((code) => {
    const c = byCode.get(code);
    return c ? [c] : [];
  });
  const rest = [...byCode.values()]
    .filter((c) => !leading.includes(c.code))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return [...first, ...rest];
}
