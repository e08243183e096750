import type { ChosenSession } from '@ah/schema';
import type { SaleGroup } from '../../../rest/house/models.js';

/**
 * Resolves the catalog refs a user picked against the uninvoiced sale groups: each known ref gives
 * its sale group and sale location (what the invoice-group rules check); refs that are not
 * uninvoiced catalogs of the house are returned as unknown. Duplicate refs count once.
 */
export function resolveChosenSessions(
  refs: readonly string[],
  saleGroups: readonly SaleGroup[],
): { sessions: ChosenSession[]; refs: string[]; unknownRefs: string[] } {
  const byRef = new Map<string, ChosenSession>();
  for (const group of saleGroups)
    for (const catalog of group.catalogs)
      byRef.set(catalog.catalogRef, {
        saleGroupId: String(catalog.groupID),
        locationId: String(catalog.addressID),
      });
  const unique = [...new Set(refs)];
  const sessions: ChosenSession[] = [];
  const unknownRefs: string[] = [];
  for (const ref of unique) {
    const session = byRef.get(ref);
    if (session) sessions.push(session);
    else unknownRefs.push(ref);
  }
  return { sessions, refs: unique, unknownRefs };
}
