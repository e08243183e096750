import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  SaveShippingReviewDocument,
  type ShippingReviewFieldsFragment,
} from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { ErrorBanner } from '../../../ui/ErrorBanner';
import { badUserInputMessage } from '../../../ui/graphqlErrors';
import { useFieldErrors } from '../../../ui/useFieldErrors';
import {
  draftOf,
  draftViolations,
  inputOf,
  newObjectDraft,
  type ObjectDraft,
  type ReviewDraft,
} from '../model/shippingReviewDraft';
import { ShippingObjectFields } from './ShippingObjectFields';

const saveMutation = toDocument(SaveShippingReviewDocument);

/** The nested Delete Object confirmation lives in the URL too (`&deleteObject={object key}`). */
const DELETE_PARAM = 'deleteObject';

export interface EditShippingDetailsModalProps {
  review: ShippingReviewFieldsFragment;
  lotLabel: string;
  objectTypes: ReadonlyArray<{ id: string; name: string }>;
  origins: ReadonlyArray<{ id: string; name: string }>;
  terms: ReadonlyArray<{ id: string; name: string }>;
  onClose: () => void;
  /** After a save: the review is pending again (a new quote is on its way). */
  onSaved: () => void;
}

/**
 * Edit Shipping Details (sales §2, §5): the review's fulfillment location, terms, value and objects.
 * Save sends the full review (reviewComplete false upstream), which regenerates the quote; it is
 * disabled while any rule is broken.
 */
export function EditShippingDetailsModal(props: EditShippingDetailsModalProps) {
  const { review } = props;
  const [draft, setDraft] = useState<ReviewDraft>(() => draftOf(review));
  const [params, setParams] = useSearchParams();
  const [save, { loading: saving, error }] = useMutation(saveMutation);

  const violations = useMemo(() => draftViolations(draft), [draft]);
  // Fields the user has left, and those the last quote flagged: their messages show.
  const {
    errorOf: shown,
    touch,
    forgetTouched,
  } = useFieldErrors(violations, {
    initiallyTouched: review.objects.flatMap((o, index) =>
      o.invalidFields.map((field) => `objects.${index}.${field}`),
    ),
  });

  const changeObject = (key: string, change: Partial<ObjectDraft>) =>
    setDraft((d) => ({ ...d, objects: d.objects.map((o) => (o.key === key ? { ...o, ...change } : o)) }));

  const deleteKey = params.get(DELETE_PARAM);
  const deleting = draft.objects.find((o) => o.key === deleteKey) ?? null;
  const setDeleteKey = (key: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key) next.set(DELETE_PARAM, key);
        else next.delete(DELETE_PARAM);
        return next;
      },
      { replace: key === null },
    );

  const removeObject = (key: string) => {
    // Messages follow the objects' positions: forget what was touched.
    setDraft((d) => ({ ...d, objects: d.objects.filter((o) => o.key !== key) }));
    forgetTouched();
    setDeleteKey(null);
  };

  const submit = async () => {
    const result = await save({ variables: { reviewId: review.id, input: inputOf(draft) } }).catch(
      () => null,
    );
    if (result?.data?.saveShippingReview) props.onSaved();
  };

  const refused = error
    ? (badUserInputMessage(error) ?? 'Your changes could not be saved. Please try again.')
    : null;

  return (
    <>
      <Modal
        opened
        onClose={saving ? () => undefined : props.onClose}
        title="Edit Shipping Details"
        size="xl"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {props.lotLabel}
          </Text>
          {refused ? <ErrorBanner message={refused} /> : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label="Shipping Fulfillment Location"
              placeholder={props.origins.length === 0 ? 'No fulfillment locations' : 'Select'}
              data={props.origins.map((o) => ({ value: o.id, label: o.name }))}
              value={draft.originId}
              onChange={(value) => setDraft((d) => ({ ...d, originId: value }))}
              clearable
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label="Shipping Terms"
              placeholder={props.terms.length === 0 ? 'No shipping terms' : 'Select'}
              data={props.terms.map((t) => ({ value: t.id, label: t.name }))}
              value={draft.termsId}
              onChange={(value) => setDraft((d) => ({ ...d, termsId: value }))}
              clearable
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput
              label="Declared Value"
              inputMode="decimal"
              value={draft.objectsValue}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setDraft((d) => ({ ...d, objectsValue: value }));
              }}
              onBlur={() => touch('objectsValue')}
              error={shown('objectsValue')}
            />
            <TextInput
              label="Currency"
              value={draft.objectsValueCurrency}
              maxLength={3}
              onChange={(event) => {
                const value = event.currentTarget.value.toUpperCase();
                setDraft((d) => ({ ...d, objectsValueCurrency: value }));
              }}
              onBlur={() => touch('objectsValueCurrency')}
              error={shown('objectsValueCurrency')}
            />
          </SimpleGrid>
          <Textarea
            label="Description of the objects"
            value={draft.objectsDescription}
            rows={2}
            maxLength={2000}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setDraft((d) => ({ ...d, objectsDescription: value }));
            }}
          />
          {draft.objects.map((object, index) => (
            <ShippingObjectFields
              key={object.key}
              object={object}
              index={index}
              objectTypes={props.objectTypes}
              errorOf={(field) => shown(`objects.${index}.${field}`)}
              onChange={(change) => changeObject(object.key, change)}
              onTouch={(field) => touch(`objects.${index}.${field}`)}
              onDelete={() => setDeleteKey(object.key)}
              canDelete={draft.objects.length > 1}
            />
          ))}
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() =>
                setDraft((d) => ({ ...d, objects: [...d.objects, newObjectDraft(d.objects.at(-1)?.unit)] }))
              }
            >
              Add Object
            </Button>
            <Group gap="sm">
              {violations.length > 0 ? (
                <Text size="xs" c="dimmed" aria-live="polite">
                  Complete every object to save.
                </Text>
              ) : null}
              <Button variant="default" onClick={props.onClose} disabled={saving}>
                Cancel
              </Button>
              <Button onClick={() => void submit()} loading={saving} disabled={violations.length > 0}>
                Save
              </Button>
            </Group>
          </Group>
        </Stack>
      </Modal>
      <ConfirmModal
        opened={deleting !== null}
        title="Delete Object"
        actionLabel="Delete Object"
        onConfirm={() => deleting && removeObject(deleting.key)}
        onCancel={() => setDeleteKey(null)}
      >
        Delete {deleting?.title ? `“${deleting.title}”` : 'this object'} from the shipment? It is removed when
        you save.
      </ConfirmModal>
    </>
  );
}
