import { wizardPath } from '@ah/schema';
import { Anchor, Group, Image, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { EditableLotFieldsFragment } from '../../../__generated__/graphql';
import type { LotRoute } from './lotRoute';

/** The images step of each flow (sales §2 Step titles: 4 for sessions, 3 for fixed-price). */
const IMAGES_STEP = { bin: 3, session: 4 } as const;

/**
 * The edit page's images (sales §2: the image uploader shows when editing). The uploader itself is
 * the images step's (issue 7); until it lands here, this shows what the lot has and leads there.
 */
export function LotImagesPanel({ lot, route }: { lot: EditableLotFieldsFragment; route: LotRoute }) {
  const imagesPath = wizardPath(
    route.routeType,
    route.groupId,
    route.catalogId,
    IMAGES_STEP[route.isBinPath ? 'bin' : 'session'],
  );
  return (
    <Paper p={{ base: 'md', sm: 'lg' }}>
      <Group gap="md" wrap="nowrap" align="center">
        {lot.primaryImageUrl ? (
          <Image
            src={lot.primaryImageUrl}
            alt={`Primary image of ${lot.title}`}
            w={72}
            h={72}
            radius="sm"
            fit="cover"
          />
        ) : (
          <ThemeIcon size={56} variant="light" color="gray" radius="md">
            <IconPhoto size={28} stroke={1.5} />
          </ThemeIcon>
        )}
        <Stack gap={2}>
          <Text fw={650} size="sm">
            Images
          </Text>
          <Text size="sm" c="dimmed">
            {lot.imageCount === 0
              ? 'This item has no images yet.'
              : `This item has ${lot.imageCount} image${lot.imageCount === 1 ? '' : 's'}.`}{' '}
            <Anchor component={Link} to={imagesPath} size="sm">
              Upload images
            </Anchor>
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
