import { useMutation } from '@apollo/client/react';
import {
  Alert,
  AspectRatio,
  Button,
  Group,
  Image,
  Modal,
  Radio,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { SelectCoverImageDocument, type CoverPhotoFieldsFragment } from '../../../../../__generated__/graphql';
import { toDocument } from '../../../../../app/graphqlDocument';
import { badUserInputMessage } from '../../../../../ui/graphqlErrors';
import { patchCachedSaleReview } from '../featured/saleReviewCache';
import {
  canSaveCover,
  COVER_GRID_COLUMNS,
  coverCandidates,
  coverLotLabel,
  currentCoverLotId,
  type CoverLot,
} from './coverModel';
import { COVER_TEXTS } from './coverTexts';

const selectMutation = toDocument(SelectCoverImageDocument);

export interface CoverPhotoModalProps {
  opened: boolean;
  onClose: () => void;
  catalogId: string;
  /** The catalog's lots (`catalogItems.lots`); those with a primary image and not deleted are offered. */
  lots: readonly CoverLot[];
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

function CoverBody({ onClose, catalogId, lots, cover, onSaved }: CoverPhotoModalProps) {
  const candidates = useMemo(() => coverCandidates(lots), [lots]);
  const currentId = currentCoverLotId(candidates, cover?.url);
  const needsAttention = cover?.needsAttention === true;
  const [chosen, setChosen] = useState<string | null>(currentId);
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
      {candidates.length === 0 ? (
        <Text size="sm">{COVER_TEXTS.noImages}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {COVER_TEXTS.modalHint}
          </Text>
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
        {candidates.length > 0 ? (
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
