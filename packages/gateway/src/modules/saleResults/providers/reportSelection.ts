import {
  getArgumentValues,
  isObjectType,
  Kind,
  type FieldNode,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql/index.js';
import { bidderQueryOf, type BidderPageArgs, type BidderQuery } from './bidderPaging.js';

/** What a query asks of a report's bidders, read before the one upstream call is made. */
export interface ReportSelection {
  /** The deprecated whole list (`bidders`) is asked. */
  whole: boolean;
  /** The one page `bidderPage` asks; null when none, several, or its arguments are refused. */
  page: BidderQuery | null;
}

/** The fields named `name` under a selection, through fragments and inline fragments. */
function fieldsNamed(set: SelectionSetNode | undefined, name: string, info: GraphQLResolveInfo): FieldNode[] {
  if (!set) return [];
  return set.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return selection.name.value === name ? [selection] : [];
    if (selection.kind === Kind.INLINE_FRAGMENT) return fieldsNamed(selection.selectionSet, name, info);
    return fieldsNamed(info.fragments[selection.name.value]?.selectionSet, name, info);
  });
}

/**
 * The report's bidder fields in the query, so that SaleResultReport's header (totals, sessions)
 * comes with the page's answer in one call rather than a call of its own. A page whose arguments
 * are refused is left to the field, which answers BAD_USER_INPUT.
 */
export function reportSelection(info: GraphQLResolveInfo): ReportSelection {
  const sets = info.fieldNodes.map((node) => node.selectionSet);
  const whole = sets.some((set) => fieldsNamed(set, 'bidders', info).length > 0);
  const pages = sets.flatMap((set) => fieldsNamed(set, 'bidderPage', info));
  const report = info.schema.getType('SaleResultReport');
  const field = isObjectType(report) ? report.getFields()['bidderPage'] : undefined;
  if (pages.length !== 1 || !field) return { whole, page: null };
  try {
    const args = getArgumentValues(field, pages[0]!, info.variableValues) as BidderPageArgs;
    return { whole, page: bidderQueryOf(args) };
  } catch {
    return { whole, page: null };
  }
}
