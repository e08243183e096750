import '@mantine/dropzone/styles.css';
import { Button, Stack, Text } from '@mantine/core';
import { Dropzone, MIME_TYPES } from '@mantine/dropzone';
import { IconPhotoPlus, IconPhotoX, IconUpload } from '@tabler/icons-react';
import { useRef } from 'react';
import { IMAGES_TEXTS } from './lotImageTexts';

/** .jpg, .jpeg and .png (sales §2), by type and by extension. */
const ACCEPT = {
  [MIME_TYPES.jpeg]: ['.jpg', '.jpeg'],
  [MIME_TYPES.png]: ['.png'],
};

export interface ImageDropzoneProps {
  disabled: boolean;
  /** Every dropped file, refused ones too: they show as cards with the reason (code type). */
  onFiles: (files: File[]) => void;
  label?: string;
}

/**
 * The images dropzone: many files at once; the zone itself is focusable (Enter or Space opens the
 * file chooser) and a "Choose images" button does the same for keyboard and screen-reader users.
 */
export function ImageDropzone({ disabled, onFiles, label = IMAGES_TEXTS.dropzone }: ImageDropzoneProps) {
  const openRef = useRef<() => void>(null);
  return (
    <Dropzone
      openRef={openRef}
      onDrop={onFiles}
      onReject={(rejections) => onFiles(rejections.map((r) => r.file))}
      accept={ACCEPT}
      multiple
      disabled={disabled}
      useFsAccessApi={false}
      activateOnClick
      inputProps={{ 'aria-label': label }}
      data-testid="image-dropzone"
      p="lg"
      style={{ cursor: disabled ? 'not-allowed' : undefined }}
    >
      <Stack gap="xs" align="center" ta="center" mih={140} justify="center">
        <Dropzone.Accept>
          <IconUpload size={40} stroke={1.5} color="var(--mantine-color-ink-6)" />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconPhotoX size={40} stroke={1.5} color="var(--mantine-color-red-6)" />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconPhotoPlus size={40} stroke={1.5} color="var(--mantine-color-gray-6)" />
        </Dropzone.Idle>
        <Text size="lg" fw={600} style={{ pointerEvents: 'none' }}>
          {label}
        </Text>
        <Text size="sm" c="dimmed" style={{ pointerEvents: 'none' }}>
          {disabled ? IMAGES_TEXTS.dropzoneLocked : IMAGES_TEXTS.dropzoneHint}
        </Text>
        <Button
          variant="default"
          size="xs"
          disabled={disabled}
          onClick={(event) => {
            event.stopPropagation();
            openRef.current?.();
          }}
        >
          {IMAGES_TEXTS.chooseFiles}
        </Button>
      </Stack>
    </Dropzone>
  );
}
