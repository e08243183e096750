import type { TimeZone } from '../../../__generated__/resolvers-types.js';
import type { RestTimeZone } from '../../../rest/catalog/models.js';

/** The catalog service's time zone → the schema's (the location form's list and the session wizard's). */
export function toTimeZone(tz: RestTimeZone): TimeZone {
  return { id: tz.timeZoneID, name: tz.displayName, abbreviation: tz.abbreviation };
}
