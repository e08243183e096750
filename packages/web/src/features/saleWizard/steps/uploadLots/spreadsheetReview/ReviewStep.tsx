import { GROUP_TABLE_PAGE_SIZES, type LotFieldName, type LotRulesContext } from '@ah/schema';
import { Button, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '../../../../../ui/ConfirmModal';
import {
  ShortcutHelpButton,
  ShortcutHelpDialog,
  useShortcutHelp,
} from '../../../../../ui/keyboard/ShortcutHelpDialog';
import { GRID_SHORTCUTS, type Shortcut } from '../../../../../ui/keyboard/shortcuts';
import { useDialogParam } from '../../../../../ui/useDialogParam';
import { ITEMS_TEXTS } from '../../../../lots';
import type { ItemUploadPage } from '../components/UploadView';
import type { UploadResult } from '../model/uploadSpreadsheet';
import { BulkEditModal } from './BulkEditModal';
import { EditRowModal } from './EditRowModal';
import { LotReviewTable, rowName } from './LotReviewTable';
import { ReviewBanners } from './ReviewBanners';
import { ReviewToolbar } from './ReviewToolbar';
import { reviewColumns, rowHasShipping } from './reviewColumns';
import {
  currentErrors,
  deleteRows,
  editRow,
  editRows,
  errorsByRow,
  reviewStateOf,
  tablePage,
  toggled,
  type ReviewState,
  type TableView,
} from './reviewModel';
import { ReviewActions } from './ReviewActions';
import { useSaveUploadedLots } from './useSaveUploadedLots';

export interface ReviewStepProps {
  page: ItemUploadPage;
  result: UploadResult;
  /** Fixed-price: drop the uploaded list and show the upload again. */
  onUploadAgain: () => void;
}

/** The review table's keys (its help dialog, opened with "?"). */
export const REVIEW_TABLE_SHORTCUTS: readonly Shortcut[] = [
  ...GRID_SHORTCUTS,
  {
    keys: ['Ctrl', 'Enter'],
    combo: true,
    action: 'While editing a cell: keep it and edit the same cell of the next row (Save & Next)',
  },
  { keys: ['Enter'], action: 'On Row, Lot #, L × W × H, Shipping or Errors: open the edit modal' },
  { keys: ['Space'], action: 'On a checkbox: select the item' },
];

const DEFAULT_VIEW: TableView = { errorsOnly: false, page: 1, pageSize: GROUP_TABLE_PAGE_SIZES[0] };

/**
 * The lot review step (sales §2 Lot review step): the uploaded rows page by page, with their
 * errors highlighted, edit and delete (single and bulk), an errors filter, and Continue (disabled
 * while errors remain) or Save & Exit (hidden while errors remain) through lots/update.
 */
export function ReviewStep({ page, result, onUploadAgain }: ReviewStepProps) {
  const navigate = useNavigate();
  const dialogs = useDialogParam();
  const [review, setReview] = useState<ReviewState>(() => reviewStateOf(result.lots, result.errors));
  const [view, setView] = useState<TableView>(DEFAULT_VIEW);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const ctx: LotRulesContext = useMemo(
    () => ({
      isBin: page.isBin,
      isTimed: page.isTimed,
      lotNumberRequired: page.lotNumberRequired,
      deletedLotNumbers: page.deletedLotNumbers,
    }),
    [page.isBin, page.isTimed, page.lotNumberRequired, page.deletedLotNumbers],
  );
  const errors = useMemo(() => currentErrors(review, ctx), [review, ctx]);
  const byRow = useMemo(() => errorsByRow(errors), [errors]);
  const hasShipping = useMemo(() => review.rows.some(rowHasShipping), [review.rows]);
  const columns = useMemo(
    () => reviewColumns({ isBin: page.isBin, isTimed: page.isTimed, hasShipping }),
    [page.isBin, page.isTimed, hasShipping],
  );
  const shown = tablePage(review.rows, byRow, view);
  const missingNumbers = errors.filter((e) => e.errorCode === '179').length;
  const fileErrors = useMemo(() => result.errors.filter((e) => !e.lotRowId), [result.errors]);
  const save = useSaveUploadedLots({ page, review, setReview });
  const locked = page.in2Hours || save.locked;
  const hasErrors = byRow.size > 0;

  const rowId = dialogs.params.get('row');
  const dialogRow = rowId ? (review.rows.find((r) => r.id === rowId) ?? null) : null;
  const closeDialog = useCallback(() => dialogs.close(['row']), [dialogs]);
  const selectedIds = review.rows.filter((r) => selected.has(r.id)).map((r) => r.id);

  const onSelect = useCallback(
    (ids: readonly string[], on: boolean) => setSelected((s) => toggled(s, ids, on)),
    [],
  );
  const { open } = dialogs;
  const onEdit = useCallback((id: string) => open('editItem', { row: id }), [open]);
  const onDelete = useCallback((id: string) => open('deleteItem', { row: id }), [open]);
  const onEditCell = useCallback(
    (id: string, field: LotFieldName, value: string) => setReview((r) => editRow(r, id, { [field]: value })),
    [],
  );
  const help = useShortcutHelp();

  function removeRows(ids: readonly string[]) {
    setReview((r) => deleteRows(r, ids));
    setSelected((s) => toggled(s, ids, false));
    closeDialog();
    notifications.show({
      color: 'teal',
      message:
        ids.length === 1
          ? 'The item was removed from this upload.'
          : `${ids.length} items were removed from this upload.`,
    });
  }

  async function submit(action: 'CONTINUE' | 'SAVE_AND_EXIT') {
    const next = await save.run(action);
    if (next) navigate(next);
  }

  return (
    <Stack gap="lg">
      <ReviewBanners
        cleanUpload={result.errors.length === 0}
        errorRows={byRow.size}
        missingNumbers={missingNumbers}
        warnings={[...result.warnings, ...save.warnings]}
        fileErrors={fileErrors}
        locked={locked}
        saveFailure={save.failure}
        errorsOnly={view.errorsOnly}
        onShowErrors={() => setView((v) => ({ ...v, errorsOnly: true, page: 1 }))}
      />
      <Paper p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Group justify="space-between" align="baseline" wrap="wrap">
            <Text fw={650} size="lg" component="h3" m={0}>
              {ITEMS_TEXTS.reviewTitle}
            </Text>
            <Group gap="sm" align="baseline">
              <Text size="sm" c="dimmed">
                {review.rows.length} item{review.rows.length === 1 ? '' : 's'} uploaded
              </Text>
              <ShortcutHelpButton onClick={help.open} />
            </Group>
          </Group>
          <ReviewToolbar
            total={review.rows.length}
            errorRows={byRow.size}
            selectedCount={selectedIds.length}
            errorsOnly={view.errorsOnly}
            pageSize={view.pageSize}
            disabled={locked}
            onErrorsOnly={(on) => setView((v) => ({ ...v, errorsOnly: on, page: 1 }))}
            onPageSize={(pageSize) => setView((v) => ({ ...v, pageSize, page: 1 }))}
            onEditSelected={() => dialogs.open('editSelected')}
            onDeleteSelected={() => dialogs.open('deleteSelected')}
            onClearSelection={() => setSelected(new Set())}
          />
          {review.rows.length === 0 ? (
            <Stack align="center" gap="sm" py="xl">
              <Text size="sm" c="dimmed">
                Every item of this upload was removed.
              </Text>
              <Button variant="default" onClick={onUploadAgain}>
                Upload a spreadsheet
              </Button>
            </Stack>
          ) : shown.rows.length === 0 ? (
            <Text size="sm" c="dimmed" ta="center" py="xl">
              {ITEMS_TEXTS.noErrorRows}
            </Text>
          ) : (
            <LotReviewTable
              rows={shown.rows}
              columns={columns}
              errorsByRow={byRow}
              selected={selected}
              onSelect={onSelect}
              onEdit={onEdit}
              onDelete={onDelete}
              onEditCell={onEditCell}
              disabled={locked}
            />
          )}
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm" c="dimmed">
              {shown.total === 0
                ? 'No items'
                : `Items ${(shown.page - 1) * view.pageSize + 1}–${Math.min(shown.page * view.pageSize, shown.total)} of ${shown.total}`}
            </Text>
            {shown.pageCount > 1 ? (
              <Pagination
                total={shown.pageCount}
                value={shown.page}
                onChange={(p) => setView((v) => ({ ...v, page: p }))}
                size="sm"
                siblings={1}
                boundaries={1}
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
              />
            ) : null}
          </Group>
        </Stack>
      </Paper>
      <ReviewActions
        isBin={page.isBin}
        hasErrors={hasErrors}
        empty={review.rows.length === 0}
        locked={locked}
        saving={save.saving}
        onUploadAgain={() => dialogs.open('uploadAgain')}
        onSaveAndExit={() => void submit('SAVE_AND_EXIT')}
        onContinue={() => void submit('CONTINUE')}
      />

      <ShortcutHelpDialog
        opened={help.opened}
        onClose={help.close}
        context="Uploaded items"
        shortcuts={REVIEW_TABLE_SHORTCUTS}
      />
      {dialogs.isOpen('editItem') && dialogRow ? (
        <EditRowModal
          key={dialogRow.id}
          row={dialogRow}
          errors={byRow.get(dialogRow.id) ?? []}
          ctx={ctx}
          onClose={closeDialog}
          onSave={(values) => {
            setReview((r) => editRow(r, dialogRow.id, values));
            closeDialog();
          }}
        />
      ) : null}
      {dialogs.isOpen('editSelected') && selectedIds.length > 0 ? (
        <BulkEditModal
          count={selectedIds.length}
          ctx={ctx}
          onClose={closeDialog}
          onSave={(values) => {
            setReview((r) => editRows(r, selectedIds, values));
            closeDialog();
          }}
        />
      ) : null}
      <ConfirmModal
        opened={dialogs.isOpen('deleteItem') && dialogRow !== null}
        title="Delete Item"
        actionLabel="Delete"
        onCancel={closeDialog}
        onConfirm={() => dialogRow && removeRows([dialogRow.id])}
      >
        {dialogRow ? `Remove ${rowName(dialogRow)} from this upload? It will not be saved.` : null}
      </ConfirmModal>
      <ConfirmModal
        opened={dialogs.isOpen('deleteSelected') && selectedIds.length > 0}
        title="Delete Selected Items"
        actionLabel={`Delete ${selectedIds.length}`}
        onCancel={closeDialog}
        onConfirm={() => removeRows(selectedIds)}
      >
        Remove the {selectedIds.length} selected item{selectedIds.length === 1 ? '' : 's'} from this upload?
        They will not be saved.
      </ConfirmModal>
      <ConfirmModal
        opened={dialogs.isOpen('uploadAgain')}
        title="Upload Items Again"
        actionLabel="Upload Again"
        onCancel={closeDialog}
        onConfirm={() => {
          closeDialog();
          onUploadAgain();
        }}
      >
        The uploaded list will be deleted and nothing from it will be saved. You can then upload a corrected
        spreadsheet.
      </ConfirmModal>
    </Stack>
  );
}
