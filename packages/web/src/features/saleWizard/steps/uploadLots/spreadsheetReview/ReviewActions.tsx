import { Button, Group } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { ITEMS_TEXTS } from '../../../../lots';

export interface ReviewActionsProps {
  isBin: boolean;
  hasErrors: boolean;
  /** Every row was removed: nothing to save. */
  empty: boolean;
  locked: boolean;
  saving: 'CONTINUE' | 'SAVE_AND_EXIT' | null;
  onUploadAgain: () => void;
  onSaveAndExit: () => void;
  onContinue: () => void;
}

/**
 * The review step's buttons (sales §2 Lot review step): Continue is disabled and Save & Exit hidden
 * while errors remain; fixed-price sales can drop the list and upload again.
 */
export function ReviewActions(props: ReviewActionsProps) {
  const busy = props.saving !== null;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      {props.isBin ? (
        <Button
          variant="default"
          leftSection={<IconArrowBackUp size={16} />}
          onClick={props.onUploadAgain}
          disabled={busy}
        >
          {ITEMS_TEXTS.uploadAgain}
        </Button>
      ) : (
        <span />
      )}
      <Group gap="sm" wrap="wrap">
        {!props.hasErrors && !props.empty ? (
          <Button
            variant="default"
            onClick={props.onSaveAndExit}
            loading={props.saving === 'SAVE_AND_EXIT'}
            disabled={props.locked || (busy && props.saving !== 'SAVE_AND_EXIT')}
          >
            {ITEMS_TEXTS.saveAndExit}
          </Button>
        ) : null}
        <Button
          onClick={props.onContinue}
          loading={props.saving === 'CONTINUE'}
          disabled={props.hasErrors || props.empty || props.locked || (busy && props.saving !== 'CONTINUE')}
        >
          {ITEMS_TEXTS.continue}
        </Button>
      </Group>
    </Group>
  );
}
