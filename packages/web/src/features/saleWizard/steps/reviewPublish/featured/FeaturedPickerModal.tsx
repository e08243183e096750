import { useMutation } from '@apollo/client/react';
import {
  Alert,
  AspectRatio,
  Badge,
  Button,
  Checkbox,
  Group,
  Image,
  Loader,
  Modal,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import {
  SaveFeaturedLotsDocument,
  type FeaturedItemsFieldsFragment,
} from '../../../../../__generated__/graphql';
import { toDocument } from '../../../../../platform/graphql/graphqlDocument';
import { badUserInputMessage } from '../../../../../ui/graphqlErrors';
import {
  featuredCandidates,
  featuredLotLabel,
  initialSelection,
  pickerVerdict,
  pickItem,
  type FeaturedLot,
  type PickerState,
} from './featuredModel';
import { FEATURED_TEXTS } from './featuredTexts';
import { patchCachedSaleReview } from './saleReviewCache';
import { PickerPagination } from './PickerPagination';
import { usePickableLots } from './usePickableLots';

const saveMutation = toDocument(SaveFeaturedLotsDocument);

export interface FeaturedPickerModalProps {
  opened: boolean;
  onClose: () => void;
  catalogId: string;
  /** The saved featured lots, in order (`saleReview.featured.lots`): the picker starts from them. */
  savedLots: readonly FeaturedLot[];
  /** Called with the saved featured items once Save succeeded (the cached review is updated already). */
  onSaved?: (featured: FeaturedItemsFieldsFragment) => void;
}

/**
 * The featured-items picker (sales §4 Featured picker): the eligible items (image and lot number, not
 * deleted), a page at a time searched at the server, as a grid of cards; exactly 5 must be chosen
 * before Save is enabled, a 6th is refused with the spec's message, and a banned item chosen shows
 * the banned-lot message. Choices are kept by id across pages and searches. Save posts the 5 ids.
 */
export function FeaturedPickerModal(props: FeaturedPickerModalProps) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={FEATURED_TEXTS.modalTitle}
      size="xl"
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {/* Mounted only while open: every opening starts again from the saved selection. */}
      {props.opened ? <PickerBody {...props} /> : null}
    </Modal>
  );
}

function PickerBody({ onClose, catalogId, savedLots, onSaved }: FeaturedPickerModalProps) {
  const pickable = usePickableLots(catalogId, 'FEATURED');
  const [state, setState] = useState<PickerState>(() => ({
    selected: initialSelection(
      savedLots.map((lot) => lot.id),
      featuredCandidates(savedLots),
    ),
    notice: null,
  }));
  // What the verdict reads of the chosen lots: the saved ones and every page seen (choices span pages).
  const [known, setKnown] = useState<ReadonlyMap<string, FeaturedLot>>(
    () => new Map(savedLots.map((lot) => [lot.id, lot])),
  );
  const shown = pickable.lots;
  useEffect(() => {
    setKnown((current) => {
      if (shown.every((lot) => current.get(lot.id) === lot)) return current;
      const next = new Map(current);
      for (const lot of shown) next.set(lot.id, lot);
      return next;
    });
  }, [shown]);
  const verdict = useMemo(() => pickerVerdict(state.selected, [...known.values()]), [state.selected, known]);

  const [save, saveState] = useMutation(saveMutation, {
    update(cache, { data }) {
      if (data) patchCachedSaleReview(cache, catalogId, { featured: data.saveFeaturedLots });
    },
  });

  const onSave = () => {
    void save({ variables: { catalogId, lotIds: state.selected } })
      .then(({ data }) => {
        if (!data) return;
        onSaved?.(data.saveFeaturedLots);
        onClose();
      })
      .catch(() => undefined);
  };

  if (pickable.loading)
    return (
      <Stack gap="sm" role="status" aria-label={FEATURED_TEXTS.loadingItems} aria-busy="true">
        <Loader size="sm" />
      </Stack>
    );

  if (pickable.failed)
    return (
      <Stack gap="md">
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" py="xs">
          {FEATURED_TEXTS.itemsFailed}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {FEATURED_TEXTS.close}
          </Button>
        </Group>
      </Stack>
    );

  if (pickable.totalCount === 0 && !pickable.searching)
    return (
      <Stack gap="md">
        <Text size="sm">{FEATURED_TEXTS.noCandidates}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {FEATURED_TEXTS.close}
          </Button>
        </Group>
      </Stack>
    );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {FEATURED_TEXTS.modalHint}
      </Text>
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={FEATURED_TEXTS.searchLabel}
          placeholder={FEATURED_TEXTS.searchPlaceholder}
          type="search"
          value={pickable.search}
          onChange={(e) => pickable.setSearch(e.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          w={{ base: '100%', xs: 260 }}
        />
        <Text size="sm" fw={600} aria-live="polite" data-testid="featured-count">
          {FEATURED_TEXTS.selectedCount(state.selected.length)}
        </Text>
      </Group>
      {state.notice ? (
        <Alert color="yellow" icon={<IconInfoCircle size={18} />} role="status" py="xs">
          {state.notice}
        </Alert>
      ) : null}
      {verdict.error ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" py="xs">
          {verdict.error}
        </Alert>
      ) : null}
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {FEATURED_TEXTS.noMatches}
        </Text>
      ) : (
        <SimpleGrid
          cols={{ base: 2, xs: 3, sm: 4 }}
          spacing="sm"
          role="group"
          aria-label="Items"
          aria-busy={pickable.refreshing || undefined}
        >
          {shown.map((lot) => {
            const checked = state.selected.includes(lot.id);
            const label = featuredLotLabel(lot);
            return (
              <Checkbox.Card
                key={lot.id}
                checked={checked}
                onChange={() => setState((current) => pickItem(current, lot.id))}
                aria-label={lot.banned ? `${label} (${FEATURED_TEXTS.banned})` : label}
                p={6}
                radius="md"
                style={{
                  borderColor: checked ? 'var(--mantine-primary-color-filled)' : undefined,
                  borderWidth: checked ? 2 : undefined,
                }}
              >
                <Stack gap={4}>
                  <AspectRatio ratio={1}>
                    <Image src={lot.primaryImageUrl ?? null} alt="" fit="contain" bg="gray.0" />
                  </AspectRatio>
                  <Group gap={6} justify="space-between" wrap="nowrap">
                    <Group gap={6} wrap="nowrap">
                      <Checkbox.Indicator size="xs" />
                      <Text size="sm" fw={600}>
                        {label}
                      </Text>
                    </Group>
                    {lot.banned ? (
                      <Badge color="red" size="xs" variant="light">
                        {FEATURED_TEXTS.banned}
                      </Badge>
                    ) : null}
                  </Group>
                </Stack>
              </Checkbox.Card>
            );
          })}
        </SimpleGrid>
      )}
      <PickerPagination pickable={pickable} of="items" />
      {saveState.error ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" py="xs">
          {badUserInputMessage(saveState.error) ?? FEATURED_TEXTS.saveFailed}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {FEATURED_TEXTS.cancel}
        </Button>
        <Button onClick={onSave} disabled={!verdict.canSave} loading={saveState.loading}>
          {FEATURED_TEXTS.save}
        </Button>
      </Group>
    </Stack>
  );
}
