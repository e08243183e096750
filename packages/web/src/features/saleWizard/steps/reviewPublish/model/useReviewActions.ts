import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import {
  DeleteReviewLotsDocument,
  PublishAllReviewLotsDocument,
  PublishSelectedReviewLotsDocument,
  RecordReviewWizardStepDocument,
} from '../../../../../__generated__/graphql';
import { toDocument } from '../../../../../platform/graphql/graphqlDocument';

const publishAllMutation = toDocument(PublishAllReviewLotsDocument);
const publishSelectedMutation = toDocument(PublishSelectedReviewLotsDocument);
const deleteMutation = toDocument(DeleteReviewLotsDocument);
const recordStepMutation = toDocument(RecordReviewWizardStepDocument);

/** A failed publish or delete: the generic error view offers to try the same action again. */
export interface ActionFailure {
  kind: 'publish' | 'delete';
  retry: () => void;
}

/**
 * The review's writes (sales §7 Review and publish): publish all or the chosen lots, delete lots
 * (the gateway picks lot/delete, lots/delete or deleteByInventoryNumber), and the step tracker.
 * After a publish or delete the whole screen is read again, so banners and buttons follow.
 */
export function useReviewActions(catalogId: string, reload: () => Promise<unknown>) {
  const [publishAll, publishAllState] = useMutation(publishAllMutation);
  const [publishSelected, publishSelectedState] = useMutation(publishSelectedMutation);
  const [deleteLots, deleteState] = useMutation(deleteMutation);
  const [recordStep, recordState] = useMutation(recordStepMutation);
  const [failure, setFailure] = useState<ActionFailure | null>(null);

  /** Publishes (all when `lotIds` is null); true when done. */
  const publish = useCallback(
    async (lotIds: readonly string[] | null): Promise<boolean> => {
      setFailure(null);
      try {
        if (lotIds === null) await publishAll({ variables: { catalogId } });
        else await publishSelected({ variables: { catalogId, lotIds: [...lotIds] } });
        await reload().catch(() => undefined);
        return true;
      } catch {
        setFailure({ kind: 'publish', retry: () => void publish(lotIds) });
        return false;
      }
    },
    [catalogId, publishAll, publishSelected, reload],
  );

  const remove = useCallback(
    async (lotIds: readonly string[]): Promise<boolean> => {
      setFailure(null);
      try {
        await deleteLots({ variables: { catalogId, lotIds: [...lotIds] } });
        await reload().catch(() => undefined);
        return true;
      } catch {
        setFailure({ kind: 'delete', retry: () => void remove(lotIds) });
        return false;
      }
    },
    [catalogId, deleteLots, reload],
  );

  /** Records the step tracker; a failed record does not block the way on (it is a progress marker). */
  const record = useCallback(
    async (step: number) => {
      try {
        await recordStep({ variables: { catalogId, step } });
      } catch {
        // The step tracker only marks progress on the calendar.
      }
    },
    [catalogId, recordStep],
  );

  return {
    publish,
    remove,
    record,
    failure,
    clearFailure: useCallback(() => setFailure(null), []),
    publishing: publishAllState.loading || publishSelectedState.loading,
    deleting: deleteState.loading,
    recording: recordState.loading,
  };
}
