import { validateNote } from '@ah/schema';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { SaveInvoiceNoteDocument } from '../../../../__generated__/graphql';
import { toDocument } from '../../../../platform/graphql/graphqlDocument';
import { ErrorBanner } from '../../../../ui/ErrorBanner';
import { changeVariables, useInvoiceChangeScope } from '../invoiceChangeContext';
import { ACTION_FAILED_MESSAGE, refusalMessage } from '../../../../ui/mutationErrors';
import { EditConflictNotice } from '../live/EditConflictNotice';
import { useEditConflict } from '../live/useEditConflict';

const saveNote = toDocument(SaveInvoiceNoteDocument);

export interface NoteModalProps {
  /** One invoice, or the selection for a bulk note. */
  invoiceIds: readonly string[];
  /** The current note of a single invoice. */
  currentNote: string | null;
  /** Who the note is for, e.g. "Invoice 123 · Ann Lee" or "4 invoices". */
  subject: string;
  onClose: () => void;
}

/** Add or Edit internal Note (invoicing §2.2, §2.3): saved only when non-empty (§5). */
export function NoteModal({ invoiceIds, currentNote, subject, onClose }: NoteModalProps) {
  const scope = useInvoiceChangeScope();
  const [note, setNote] = useState(currentNote ?? '');
  const [failure, setFailure] = useState<string | null | undefined>(undefined);
  const client = useApolloClient();
  const [save, { loading }] = useMutation(saveNote);
  const invalid = validateNote(note).length > 0;
  // Another viewer may change the note while this one types (live updates): theirs never replaces it.
  const { conflict, keepMine, takeTheirs } = useEditConflict(
    scope.invoiceGroupId,
    currentNote ?? '',
    note,
    setNote,
  );

  async function submit() {
    if (invalid) return;
    setFailure(undefined);
    try {
      await save({
        variables: changeVariables(scope, {
          invoiceGroupId: scope.invoiceGroupId,
          invoiceIds: [...invoiceIds],
          note: note.trim(),
        }),
      });
      onClose();
    } catch (error) {
      // A failed save removes the cached note (invoicing §8): the card no longer shows a note that
      // the server may not have.
      for (const id of invoiceIds)
        client.cache.modify({
          id: client.cache.identify({ __typename: 'Invoice', id }),
          fields: { note: () => null, hasNote: () => false },
        });
      setFailure(refusalMessage(error));
    }
  }

  return (
    <Modal opened onClose={loading ? () => undefined : onClose} title="Add or Edit internal Note" size="md">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {subject}
        </Text>
        {failure !== undefined ? <ErrorBanner message={ACTION_FAILED_MESSAGE} detail={failure} /> : null}
        {conflict ? (
          <EditConflictNotice
            title="The note changed"
            author={conflict}
            onKeepMine={keepMine}
            onTakeTheirs={takeTheirs}
          />
        ) : null}
        <Textarea
          label="Internal note"
          description="Only your staff see this note."

          rows={5}

          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} disabled={invalid} loading={loading}>
            Save Note
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
