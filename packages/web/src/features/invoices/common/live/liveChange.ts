import type { InvoiceChangeAuthor } from '../../../../__generated__/graphql';

/** What the screens keep of a live change of their group (the subscription's payload). */
export interface LiveChange {
  invoiceIds: readonly string[];
  author: InvoiceChangeAuthor;
  authorName: string | null | undefined;
  byViewer: boolean;
}

/** Who made a change, as the notices name them: "Sam Staffer", "auto-charge", "a script". */
export function authorOf(change: Pick<LiveChange, 'author' | 'authorName' | 'byViewer'>): string {
  if (change.byViewer) return 'you';
  switch (change.author) {
    case 'USER':
      return change.authorName?.trim() || 'another user';
    case 'SCRIPT':
      return 'a script';
    case 'AUTO_CHARGE':
      return 'auto-charge';
    default:
      return 'another system';
  }
}

/** The brief flag on the screen after another viewer's change: "Updated by Sam Staffer". */
export const updatedByText = (change: LiveChange): string => `Updated by ${authorOf(change)}`;

/** The notice in a form whose field changed under the user (their value is kept until they choose). */
export const conflictText = (author: string): string =>
  `Changed by ${author} while you were editing — keep yours or take theirs.`;
