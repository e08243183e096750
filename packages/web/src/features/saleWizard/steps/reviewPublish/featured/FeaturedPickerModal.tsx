import { useMutation } from '@apollo/client/react';
import {
  Alert,
  AspectRatio,
  Badge,
  Button,
  Checkbox,
  Group,
  Image,
  Modal,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { SaveFeaturedLotsDocument, type FeaturedItemsFieldsFragment } from '../../../../../__generated__/graphql';
import { toDocument } from '../../../../../app/graphqlDocument';
import { badUserInputMessage } from '../../../../../ui/graphqlErrors';
import {
  featuredCandidates,
  featuredLotLabel,
  initialSelection,
  pickerVerdict,
  pickItem,
  searchFeaturedCandidates,
  type FeaturedLot,
  type PickerState,
} from './featuredModel';
import { FEATURED_TEXTS } from './featuredTexts';
import { patchCachedSaleReview } from './saleReviewCache';

const saveMutation = toDocument(SaveFeaturedLotsDocument);

export interface FeaturedPickerModalProps {
  opened: boolean;
  onClose: () => void;
  catalogId: string;
  /** The catalog's lots (the review page's `catalogItems.lots`, FeaturedLotFields). */
  lots: readonly FeaturedLot[];
  /** The saved featured lot ids the picker starts from. */
  savedIds: readonly string[];
  /** Called with the saved featured items once Save succeeded (the cached review is updated already). */
  onSaved?: (featured: FeaturedItemsFieldsFragment) => void;
}

/**
 * The featured-items picker (sales §4 Featured picker): the eligible items (image and lot number, not
 * deleted) as a grid of cards; exactly 5 must be chosen before Save is enabled, a 6th is refused with
 * the spec's message, and a banned item chosen shows the banned-lot message. Save posts the 5 ids.
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

function PickerBody({ onClose, catalogId, lots, savedIds, onSaved }: FeaturedPickerModalProps) {
  const candidates = useMemo(() => featuredCandidates(lots), [lots]);
  const [state, setState] = useState<PickerState>(() => ({
    selected: initialSelection(savedIds, candidates),
    notice: null,
  }));
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, 200);
  const shown = useMemo(() => searchFeaturedCandidates(candidates, query), [candidates, query]);
  const verdict = pickerVerdict(state.selected, lots);

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

  if (candidates.length === 0)
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
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
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
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="sm" role="group" aria-label="Items">
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
