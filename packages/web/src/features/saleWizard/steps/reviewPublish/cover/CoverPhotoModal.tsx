import { useMutation } from '@apollo/client/react';
import {
  Alert,
  AspectRatio,
  Button,
  Group,
  Image,
  Loader,
  Modal,
  Radio,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import {
  SelectCoverImageDocument,
  type CoverPhotoFieldsFragment,
} from '../../../../../__generated__/graphql';
import { toDocument } from '../../../../../platform/graphql/graphqlDocument';
import { badUserInputMessage } from '../../../../../ui/graphqlErrors';
import { patchCachedSaleReview } from '../featured/saleReviewCache';
import { PickerPagination } from '../featured/PickerPagination';
import { usePickableLots } from '../featured/usePickableLots';
import {
  canSaveCover,
  COVER_GRID_COLUMNS,
  coverCandidates,
  coverLotLabel,
  currentCoverLotId,
} from './coverModel';
import { COVER_TEXTS } from './coverTexts';

const selectMutation = toDocument(SelectCoverImageDocument);

export interface CoverPhotoModalProps {
  opened: boolean;
  onClose: () => void;
  catalogId: string;
  /** `saleReview.cover` (CoverPhotoFields); null when it could not be loaded. */
  cover: CoverPhotoFieldsFragment | null | undefined;
  /** Called with the cover as read back after Save (the cached review is updated already). */
  onSaved?: (cover: CoverPhotoFieldsFragment) => void;
}

/**
 * The cover-photo modal (sales §2, §4 "The cover-photo modal selects one lot's image; Save posts it",
 * §9 grid of 4 columns): the lots' images to choose one from; Save posts it (selectCoverImage, which
 * reads the cover back) and the page shows the new cover. A cover in error (code 130) is flagged.
 */
export function CoverPhotoModal(props: CoverPhotoModalProps) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={COVER_TEXTS.modalTitle}
      size="xl"
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {props.opened ? <CoverBody {...props} /> : null}
    </Modal>
  );
}

function CoverBody({ onClose, catalogId, cover, onSaved }: CoverPhotoModalProps) {
  // The kept lots with an image, a page at a time from the server (a sale may have thousands).
  const pickable = usePickableLots(catalogId, 'COVER');
  const candidates = useMemo(() => coverCandidates(pickable.lots), [pickable.lots]);
  const currentId = currentCoverLotId(candidates, cover?.url);
  const needsAttention = cover?.needsAttention === true;
  const [picked, setChosen] = useState<string | null>(null);
  // Until one is picked, the current cover's lot is chosen (when its page is shown).
  const chosen = picked ?? currentId;
  const [select, selectState] = useMutation(selectMutation, {
    update(cache, { data }) {
      if (data) patchCachedSaleReview(cache, catalogId, { cover: data.selectCoverImage });
    },
  });

  const onSave = () => {
    if (!chosen) return;
    void select({ variables: { catalogId, lotId: chosen } })
      .then(({ data }) => {
        if (!data) return;
        onSaved?.(data.selectCoverImage);
        onClose();
      })
      .catch(() => undefined);
  };

  return (
    <Stack gap="md">
      {needsAttention ? (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} role="alert" py="xs">
          {COVER_TEXTS.needsAttention}
        </Alert>
      ) : null}
      {pickable.loading ? (
        <Stack gap="sm" role="status" aria-label={COVER_TEXTS.loadingImages} aria-busy="true">
          <Loader size="sm" />
        </Stack>
      ) : pickable.failed ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" py="xs">
          {COVER_TEXTS.imagesFailed}
        </Alert>
      ) : pickable.totalCount === 0 && !pickable.searching ? (
        <Text size="sm">{COVER_TEXTS.noImages}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {COVER_TEXTS.modalHint}
          </Text>
          <TextInput
            label={COVER_TEXTS.searchLabel}
            placeholder={COVER_TEXTS.searchPlaceholder}
            type="search"
            value={pickable.search}
            onChange={(e) => pickable.setSearch(e.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            w={{ base: '100%', xs: 260 }}
          />
          {candidates.length === 0 ? (
            <Text size="sm" c="dimmed">
              {COVER_TEXTS.noMatches}
            </Text>
          ) : null}
          <Radio.Group value={chosen} onChange={setChosen} aria-label={COVER_TEXTS.modalTitle}>
            <SimpleGrid
              cols={COVER_GRID_COLUMNS}
              spacing="sm"
              data-testid="cover-grid"
              data-columns={COVER_GRID_COLUMNS}
            >
              {candidates.map((lot) => {
                const label = coverLotLabel(lot);
                const checked = chosen === lot.id;
                return (
                  <Radio.Card
                    key={lot.id}
                    value={lot.id}
                    aria-label={lot.id === currentId ? `${label} (${COVER_TEXTS.current})` : label}
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
                      <Group gap={6} wrap="nowrap">
                        <Radio.Indicator size="xs" />
                        <Text size="xs" fw={600} truncate>
                          {label}
                        </Text>
                      </Group>
                    </Stack>
                  </Radio.Card>
                );
              })}
            </SimpleGrid>
          </Radio.Group>
          <PickerPagination pickable={pickable} of="images" />
        </>
      )}
      {selectState.error ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" py="xs">
          {badUserInputMessage(selectState.error) ?? COVER_TEXTS.saveFailed}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {COVER_TEXTS.cancel}
        </Button>
        {pickable.totalCount > 0 ? (
          <Button
            onClick={onSave}
            disabled={!canSaveCover(chosen, currentId, needsAttention)}
            loading={selectState.loading}
          >
            {COVER_TEXTS.save}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

export default CoverPhotoModal;
