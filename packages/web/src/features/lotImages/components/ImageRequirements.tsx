import { IMAGE_LIMITS } from '@ah/schema';
import { List, Paper, Stack, Text } from '@mantine/core';
import type { ImageUploadLimits } from '../../../__generated__/graphql';
import { IMAGES_TEXTS } from './lotImageTexts';

/** The right column of Upload Images: how files must be named and what they may be. */
export function ImageRequirements({ limits }: { limits: Pick<ImageUploadLimits, 'maxBytes' | 'minPixels'> }) {
  const megabytes = Math.round(limits.maxBytes / 1024 / 1024);
  return (
    <Paper p="md" component="section" aria-labelledby="image-requirements">
      <Stack gap="sm">
        <Text fw={650} id="image-requirements">
          {IMAGES_TEXTS.requirementsTitle}
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>.jpg, .jpeg or .png files of up to {megabytes} MB each.</List.Item>
          <List.Item>
            Name each file {'{number}[ext].{sequence}.{type}'}: e.g. 12A.1.jpg for lot 12A&apos;s second
            image, or INV-7.0.png by inventory number.
          </List.Item>
          <List.Item>
            The sequence (0 to {IMAGE_LIMITS.maxSequence}) orders a lot&apos;s images; 0 is the main image.
          </List.Item>
          <List.Item>The number must exist in this sale for the chosen format.</List.Item>
          <List.Item>
            {limits.minPixels}x{limits.minPixels} pixels or larger is recommended: {IMAGES_TEXTS.pixelWarning}
          </List.Item>
          <List.Item>A file with the same name as an earlier one replaces it.</List.Item>
        </List>
      </Stack>
    </Paper>
  );
}
