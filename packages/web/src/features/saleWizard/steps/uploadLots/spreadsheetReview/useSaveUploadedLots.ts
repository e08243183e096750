import { useState, type Dispatch, type SetStateAction } from 'react';
import type { WizardAction } from '../../../../../__generated__/graphql';
import { GENERIC_FAILURE, ITEMS_TEXTS, useItemsEndpoint } from '../../../../lots';
import type { ItemUploadPage } from '../components/UploadView';
import { rowsToSave, withServerErrors, type ReviewError, type ReviewState } from './reviewModel';
import { postUploadedLots } from './saveUploadedLots';

export interface SaveUploadedLotsOptions {
  page: ItemUploadPage;
  review: ReviewState;
  setReview: Dispatch<SetStateAction<ReviewState>>;
}

/**
 * Saves the review table's rows through lots/update (all or nothing). A refused save brings the
 * server's row errors back into the table; the two-hour lock locks the step.
 */
export function useSaveUploadedLots({ page, review, setReview }: SaveUploadedLotsOptions) {
  const endpoint = useItemsEndpoint();
  const [saving, setSaving] = useState<WizardAction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [locked, setLocked] = useState(false);
  const [warnings, setWarnings] = useState<ReviewError[]>([]);

  /** Saves; resolves with the path to go to, or null when the rows stay here. */
  async function run(action: WizardAction): Promise<string | null> {
    setSaving(action);
    setFailure(null);
    try {
      const outcome = await postUploadedLots(endpoint, {
        groupId: page.groupId,
        catalogId: page.catalogId,
        lots: rowsToSave(review),
        action,
      });
      if (outcome.kind === 'saved') return outcome.nextPath;
      if (outcome.kind === 'refused') {
        setReview((r) => withServerErrors(r, outcome.payload.errors));
        setWarnings(outcome.payload.warnings);
        setFailure(ITEMS_TEXTS.saveFailed);
      } else if (outcome.kind === 'locked') setLocked(true);
      else setFailure(GENERIC_FAILURE);
      return null;
    } finally {
      setSaving(null);
    }
  }

  return { run, saving, failure, locked, warnings };
}
