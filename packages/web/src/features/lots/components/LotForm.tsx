import { LOT_MESSAGES, validateLotForm, type LotFieldName, type LotFormContext } from '@ah/schema';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SaveLotDocument, type LotEditorQuery } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { ErrorBanner } from '../../../ui/ErrorBanner';
import { useFieldErrors } from '../../../ui/useFieldErrors';
import { isCatalogLocked, spreadsheetErrorCode } from '../model/graphqlErrorCodes';
import { formValuesOf, LotFields, type LotFormValues } from './LotFields';
import { holdsValue, lotInputOf, type FieldErrors } from '../model/lotFormModel';
import { LotImagesPanel } from './LotImagesPanel';
import type { LotRoute } from '../model/lotRoute';

const saveMutation = toDocument(SaveLotDocument);

type Editor = NonNullable<LotEditorQuery['lotEditor']>;

/** The lot form (sales §5 Lot form): Save stays disabled while any rule is broken. */
export function LotForm({ editor, route }: { editor: Editor; route: LotRoute }) {
  const navigate = useNavigate();
  const lot = editor.lot ?? null;
  const [values, setValues] = useState<LotFormValues>(() => formValuesOf(lot ?? {}));
  const [failure, setFailure] = useState<string | null>(null);
  const [lockedNow, setLockedNow] = useState(false);
  const [save, { loading: saving }] = useMutation(saveMutation);

  const locked = editor.in2Hours || lockedNow;
  const ctx: LotFormContext = useMemo(
    () => ({
      isBin: editor.isBin,
      isTimed: editor.isTimed,
      lotNumberRequired: editor.lotNumberRequired,
      lotNumberLocked: editor.lotNumberLocked,
      deletedLotNumbers: editor.deletedLotNumbers,
    }),
    [editor],
  );
  const violations = useMemo(() => validateLotForm(values, ctx), [values, ctx]);
  // A field's message shows once it was left or holds a value (an empty required field only after
  // a visit), all of them after a save was tried; the gateway's refusal wins until the field changes.
  const { shownErrors, touch, attempt, refuse, serverErrors, clearServerErrors } = useFieldErrors(
    violations,
    {
      shownAnyway: (field) => holdsValue(values, field),
    },
  );
  const errors = shownErrors() as FieldErrors;
  const blocked = violations.length > 0 || Object.keys(serverErrors).length > 0;

  const change = (field: LotFieldName, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clearServerErrors([field]);
  };

  async function submit() {
    attempt();
    setFailure(null);
    if (blocked || locked) return;
    try {
      const result = await save({
        variables: {
          groupId: route.groupId,
          catalogId: route.catalogId,
          input: lotInputOf(values, lot?.id ?? null),
        },
      });
      const saved = result.data?.saveLot;
      if (!saved) throw new Error('No answer to the save');
      const name = saved.lot.displayNumber ?? saved.lot.invNumber ?? saved.lot.title;
      notifications.show({
        color: 'teal',
        message: saved.created ? `Lot ${name} was added.` : `Lot ${name} was saved.`,
      });
      for (const warning of saved.warnings)
        notifications.show({ color: 'yellow', message: warning.displayMsg });
      navigate(route.returnPath);
    } catch (error) {
      if (isCatalogLocked(error)) {
        setLockedNow(true);
        return;
      }
      if (spreadsheetErrorCode(error) === 'LOT_DELETED') {
        setFailure(LOT_MESSAGES.lotDeleted);
        return;
      }
      if (refuse(error).length > 0) return;
      setFailure(LOT_MESSAGES.unableToSave);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="lg">
        {locked ? (
          <Alert color="orange" icon={<IconLock size={18} />} title={LOT_MESSAGES.lockedTitle} role="alert">
            {editor.lockMessage ?? LOT_MESSAGES.lockedText}
          </Alert>
        ) : null}
        {failure ? <ErrorBanner message={failure} onClose={() => setFailure(null)} /> : null}
        <Paper p={{ base: 'md', sm: 'lg' }}>
          <LotFields
            idPrefix="lot"
            values={values}
            onChange={change}
            onBlur={(field) => touch(field)}
            errors={errors}
            ctx={{
              isBin: editor.isBin,
              isTimed: editor.isTimed,
              lotNumberRequired: editor.lotNumberRequired,
              lotNumberLocked: editor.lotNumberLocked,
              absenteeBidLock: editor.absenteeBidLock,
              absenteeBidTooltip: editor.absenteeBidTooltip ?? LOT_MESSAGES.absenteeBidTooltip,
              disabled: locked,
            }}
          />
        </Paper>
        {lot ? <LotImagesPanel lot={lot} route={route} /> : null}
        <Group justify="flex-end" gap="sm" wrap="wrap">
          {blocked && !locked ? (
            <Text size="sm" c="dimmed" mr="auto">
              Complete the required fields (*) and fix any highlighted field to save.
            </Text>
          ) : null}
          <Button component={Link} to={route.returnPath} variant="default">
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={blocked || locked}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
